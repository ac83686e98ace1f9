// The session watcher with the browser's clock, storage, navigation, toasts and caches. Loaded on the
// first 401 (see session-expiry-browser.ts), so a healthy session never downloads it.
import { currentQueryClient } from './query-client';
import { createSessionExpiryWatch, type SessionExpiryWatch } from './session-expiry';
import { clearApiCache } from './session-expiry-browser';
import { browserStorage } from './storage-reset';
import { toast } from './toast-store';

export function createBrowserSessionWatch(): SessionExpiryWatch {
  return createSessionExpiryWatch({
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
}
