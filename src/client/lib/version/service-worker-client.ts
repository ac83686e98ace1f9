// Registers /service-worker.js and talks to it (SPEC sections 4 and 7). Loaded lazily, after first render.
// The Service Worker API directly rather than workbox-window: a few lines instead of 3 KB on first load.

import type { SwReply, SwRequest } from '#client/sw/sw-protocol';
import { SW_MESSAGES } from '#contract/constants';
import type { VersionInfo } from '#contract/system';

export const SERVICE_WORKER_URL = '/service-worker.js';
const MESSAGE_TIMEOUT_MS = 10_000;

export interface ServiceWorkerEvents {
  /** A new version is installed and waits for the next reload. */
  onUpdateWaiting: (client: ServiceWorkerClient) => void;
  /** A new version took over this page (another window handed over). */
  onUpdateActivated: (client: ServiceWorkerClient) => void;
}

export interface ServiceWorkerClient {
  registration: ServiceWorkerRegistration;
  /** Asks the worker for GET /api/version (CHECK_VERSION); undefined when it cannot answer. */
  checkVersion(): Promise<VersionInfo | undefined>;
  /** ENSURE_APP_LOADS: the worker makes sure the shell is cached. */
  ensureAppLoads(): Promise<boolean>;
  /** Looks for a new worker script. */
  update(): Promise<void>;
}

/** Sends a message over a MessageChannel and waits for the reply (or gives up after 10 s). */
function ask(worker: ServiceWorker | null | undefined, request: SwRequest): Promise<SwReply | undefined> {
  if (!worker) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(undefined), MESSAGE_TIMEOUT_MS);
    channel.port1.onmessage = (event: MessageEvent<SwReply>) => {
      clearTimeout(timer);
      resolve(event.data);
    };
    worker.postMessage(request, [channel.port2]);
  });
}

export async function registerServiceWorker(
  events: ServiceWorkerEvents,
): Promise<ServiceWorkerClient | undefined> {
  const container = navigator.serviceWorker;
  if (!container) return undefined;
  const registration = await container.register(SERVICE_WORKER_URL, { scope: '/' });

  const current = () => registration.active ?? registration.waiting ?? registration.installing;

  const client: ServiceWorkerClient = {
    registration,
    async checkVersion() {
      const reply = await ask(current(), { type: SW_MESSAGES.checkVersion });
      if (reply?.type === 'VERSION_INFO' && reply.ok) return reply.info;
      if (reply?.type === 'VERSION_INFO')
        console.warn('Version check by the service worker failed', reply.error);
      return undefined;
    },
    async ensureAppLoads() {
      const reply = await ask(current(), { type: SW_MESSAGES.ensureAppLoads });
      return reply?.type === 'APP_LOADS' && reply.ok;
    },
    async update() {
      try {
        await registration.update();
      } catch (error) {
        console.warn('Looking for a new service worker failed', error);
      }
    },
  };

  // An update is a worker that finished installing while another one controls the page.
  const watchInstalling = (worker: ServiceWorker | null) => {
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed' && container.controller) events.onUpdateWaiting(client);
    });
  };
  if (registration.waiting && container.controller) events.onUpdateWaiting(client);
  watchInstalling(registration.installing);
  registration.addEventListener('updatefound', () => watchInstalling(registration.installing));

  let controlled = Boolean(container.controller);
  container.addEventListener('controllerchange', () => {
    if (controlled) events.onUpdateActivated(client);
    controlled = true;
  });

  return client;
}
