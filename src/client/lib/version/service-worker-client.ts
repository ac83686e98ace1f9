// Registers /service-worker.js and talks to it (SPEC sections 4 and 7). Loaded lazily, after first render.
import { Workbox } from 'workbox-window';
import { SW_MESSAGES } from '../../../contract/constants';
import type { VersionInfo } from '../../../contract/system';
import type { SwReply, SwRequest } from '../../sw/sw-protocol';

export const SERVICE_WORKER_URL = '/service-worker.js';
const MESSAGE_TIMEOUT_MS = 10_000;

export interface ServiceWorkerEvents {
  /** A new version is installed and waits for the next reload. */
  onUpdateWaiting: () => void;
  /** A new version took over this page (another window handed over). */
  onUpdateActivated: () => void;
}

export interface ServiceWorkerClient {
  registration: ServiceWorkerRegistration | undefined;
  /** Asks the worker for GET /api/version (CHECK_VERSION); undefined when it cannot answer. */
  checkVersion(): Promise<VersionInfo | undefined>;
  /** ENSURE_APP_LOADS: the worker makes sure the shell is cached. */
  ensureAppLoads(): Promise<boolean>;
  /** Looks for a new worker script. */
  update(): Promise<void>;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  return Promise.race([
    promise,
    new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), ms)),
  ]);
}

export async function registerServiceWorker(
  events: ServiceWorkerEvents,
): Promise<ServiceWorkerClient | undefined> {
  if (!('serviceWorker' in navigator)) return undefined;
  const workbox = new Workbox(SERVICE_WORKER_URL, { scope: '/' });
  workbox.addEventListener('waiting', () => events.onUpdateWaiting());
  workbox.addEventListener('activated', (event) => {
    if (event.isUpdate) events.onUpdateActivated();
  });
  const registration = await workbox.register();

  async function message(request: SwRequest): Promise<SwReply | undefined> {
    try {
      return (await withTimeout(workbox.messageSW(request), MESSAGE_TIMEOUT_MS)) as SwReply | undefined;
    } catch (error) {
      console.warn(`Service worker did not answer ${request.type}`, error);
      return undefined;
    }
  }

  return {
    registration,
    async checkVersion() {
      const reply = await message({ type: SW_MESSAGES.checkVersion });
      if (reply?.type === 'VERSION_INFO' && reply.ok) return reply.info;
      if (reply?.type === 'VERSION_INFO')
        console.warn('Version check by the service worker failed', reply.error);
      return undefined;
    },
    async ensureAppLoads() {
      const reply = await message({ type: SW_MESSAGES.ensureAppLoads });
      return reply?.type === 'APP_LOADS' && reply.ok;
    },
    async update() {
      try {
        await workbox.update();
      } catch (error) {
        console.warn('Looking for a new service worker failed', error);
      }
    },
  };
}
