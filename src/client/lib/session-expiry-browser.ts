// Connects the API client's auth events to the session watcher and the service worker's API cache.
import { API_CACHE_NAME } from '#client/sw/sw-protocol';
import type { AuthEvent } from './api-client';
import { onAuthEvent } from './api-client';
import type { SessionExpiryWatch } from './session-expiry';

/** Drops the service worker's cached API answers, so the next user never sees the previous one's. */
export async function clearApiCache(): Promise<void> {
  try {
    await globalThis.caches?.delete(API_CACHE_NAME);
  } catch (error) {
    console.warn('Could not clear the cached API answers', error);
  }
}

/**
 * Listens to the API client. The watcher itself loads with the first 401: before that there is no
 * count to keep, so successes need no watcher. Events reach it in the order they happened.
 */
export function startSessionExpiryWatch(): void {
  let watch: Promise<SessionExpiryWatch> | undefined;
  let queue: Promise<unknown> = Promise.resolve();

  function deliver(event: AuthEvent): void {
    watch ??= import('./session-expiry-watch').then((module) => module.createBrowserSessionWatch());
    const loading = watch;
    queue = queue
      .then(() => loading)
      .then((loaded) => loaded.handle(event))
      .catch((error: unknown) => console.warn('Session watcher failed', error));
  }

  onAuthEvent((event) => {
    if (event.type === 'signed-in' || event.type === 'signed-out') void clearApiCache();
    if (event.type === 'session-expired' || watch) deliver(event);
  });
}
