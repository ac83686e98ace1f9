// The service worker, served at /service-worker.js. It precaches the app shell (the list of files is
// injected at build time) so the app opens offline, answers API GETs network-first with a cached
// fallback, answers the page's CHECK_VERSION and ENSURE_APP_LOADS messages (SPEC section 7), and shows
// the daily reminder pushes (a click opens /daily-retro).
import { cacheNames } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  addRoute,
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  getCacheKeyForURL,
  matchPrecache,
  type PrecacheEntry,
  precache,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import type { VersionInfo } from '#contract/system';
import {
  API_CACHE_MAX_AGE_SECONDS,
  API_CACHE_MAX_ENTRIES,
  API_NETWORK_TIMEOUT_SECONDS,
  isCacheableApiRequest,
  isStorableApiResponse,
  NAVIGATION_DENYLIST,
  TAKEOVER_GRACE_MS,
  TAKEOVER_MAX_RETRIES,
} from './cache-rules';
import { openFromNotification, reminderFromPush } from './reminder-notification';
import { API_CACHE_NAME, SKIP_WAITING, type SwReply, type SwRequest } from './sw-protocol';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

const SHELL_URL = '/index.html';

precache(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// A new version waits until the page asks for it; see the navigation handler below.
self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

const shellHandler = createHandlerBoundToURL(SHELL_URL);
let takeoverStartedAt = 0;
let takeoverRetries = 0;

/** An empty page that makes the browser load the same address again after `seconds`. */
function reloadAfter(seconds: number): Response {
  return new Response('', { headers: { Refresh: String(seconds), 'Content-Type': 'text/html' } });
}

/**
 * Every page is the precached shell. When a new version is waiting and this is the only window, a
 * reload hands over to it: the waiting worker is told to take over and the browser loads the page once
 * more. The new worker can only take over once this answer is sent, so a navigation that still reaches
 * this worker during the handover waits a second and tries again ("Refresh when convenient" really
 * gives the new version, never the old page on top of the new worker's files).
 */
registerRoute(
  new NavigationRoute(
    async (options) => {
      const waiting = self.registration.waiting;
      if (waiting) {
        if (Date.now() - takeoverStartedAt > TAKEOVER_GRACE_MS) {
          const windows = await self.clients.matchAll({ type: 'window' });
          if (windows.length < 2) {
            takeoverStartedAt = Date.now();
            takeoverRetries = 0;
            waiting.postMessage({ type: SKIP_WAITING } satisfies SwRequest);
            return reloadAfter(0);
          }
        } else if (takeoverRetries < TAKEOVER_MAX_RETRIES) {
          takeoverRetries += 1;
          return reloadAfter(1);
        }
      }
      return shellHandler(options);
    },
    { denylist: NAVIGATION_DENYLIST },
  ),
);

// The precached files themselves (scripts, styles, icons, the manifest).
addRoute();

registerRoute(
  ({ url, request }) => isCacheableApiRequest(url, request.method, self.location.origin),
  new NetworkFirst({
    cacheName: API_CACHE_NAME,
    networkTimeoutSeconds: API_NETWORK_TIMEOUT_SECONDS,
    plugins: [
      { cacheWillUpdate: async ({ response }) => (isStorableApiResponse(response) ? response : null) },
      new ExpirationPlugin({
        maxEntries: API_CACHE_MAX_ENTRIES,
        maxAgeSeconds: API_CACHE_MAX_AGE_SECONDS,
        purgeOnQuotaError: true,
      }),
    ],
  }),
  'GET',
);

async function fetchVersion(): Promise<VersionInfo> {
  const response = await fetch(`/api/version?nocache=${Date.now()}`, {
    cache: 'no-store',
    credentials: 'include',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`GET /api/version answered ${response.status}`);
  return (await response.json()) as VersionInfo;
}

/** The shell is in the precache; if a browser evicted it, fetch it again. */
async function ensureShellCached(): Promise<boolean> {
  if (await matchPrecache(SHELL_URL)) return true;
  const cacheKey = getCacheKeyForURL(SHELL_URL) ?? SHELL_URL;
  const response = await fetch(cacheKey, { cache: 'reload', credentials: 'same-origin' });
  if (!response.ok) return false;
  const cache = await caches.open(cacheNames.precache);
  await cache.put(cacheKey, response);
  return true;
}

function reply(event: ExtendableMessageEvent, message: SwReply): void {
  const port = event.ports[0];
  if (port) port.postMessage(message);
  else event.source?.postMessage(message);
}

self.addEventListener('message', (event) => {
  const request = event.data as Partial<SwRequest> | null;
  switch (request?.type) {
    case SKIP_WAITING:
      event.waitUntil(self.skipWaiting());
      return;
    case 'CHECK_VERSION':
      event.waitUntil(
        fetchVersion().then(
          (info) => reply(event, { type: 'VERSION_INFO', ok: true, info }),
          (error: unknown) => reply(event, { type: 'VERSION_INFO', ok: false, error: String(error) }),
        ),
      );
      return;
    case 'ENSURE_APP_LOADS':
      event.waitUntil(
        ensureShellCached().then(
          (ok) => reply(event, { type: 'APP_LOADS', ok }),
          () => reply(event, { type: 'APP_LOADS', ok: false }),
        ),
      );
      return;
  }
});

self.addEventListener('push', (event) => {
  const reminder = reminderFromPush(() => event.data?.json());
  event.waitUntil(
    self.registration.showNotification(reminder.title, {
      body: reminder.body,
      tag: reminder.tag,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: reminder.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = (event.notification.data as { url?: unknown } | null)?.url;
  event.waitUntil(openFromNotification(self.clients, url, self.location.origin));
});
