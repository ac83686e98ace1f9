// Connects the API client's auth events to the session watcher, the toasts and the caches.

import { API_CACHE_NAME } from '../sw/sw-protocol';
import { onAuthEvent } from './api-client';
import { currentQueryClient } from './query-client';
import { createSessionExpiryWatch, type SessionExpiryWatch } from './session-expiry';
import { browserStorage } from './storage-reset';
import { toast } from './toast-store';

/** Drops the service worker's cached API answers, so the next user never sees the previous one's. */
export async function clearApiCache(): Promise<void> {
  try {
    await globalThis.caches?.delete(API_CACHE_NAME);
  } catch (error) {
    console.warn('Could not clear the cached API answers', error);
  }
}

export function startSessionExpiryWatch(): SessionExpiryWatch {
  const watch = createSessionExpiryWatch({
    now: () => Date.now(),
    local: browserStorage('localStorage'),
    session: browserStorage('sessionStorage'),
    navigate: (path) => window.location.replace(path),
    notify: (message) => toast({ title: 'Session expired', description: message, variant: 'destructive' }),
    clearCachedData: () => {
      currentQueryClient()?.clear();
      void clearApiCache();
    },
  });
  onAuthEvent((event) => {
    watch.handle(event);
    if (event.type === 'signed-in' || event.type === 'signed-out') void clearApiCache();
  });
  return watch;
}
