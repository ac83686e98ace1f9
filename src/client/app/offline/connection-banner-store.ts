// The offline banner's states (SPEC section 4): online (hidden), offline, and restored-online, which
// hides itself after OFFLINE_BANNER_HIDE_DELAY_MS. Either message can be dismissed.
import { OFFLINE_BANNER_HIDE_DELAY_MS } from '#contract/constants';

export type ConnectionBanner = 'hidden' | 'offline' | 'restored';

export interface ConnectionBannerStore {
  getBanner: () => ConnectionBanner;
  subscribe: (listener: () => void) => () => void;
  wentOffline: () => void;
  cameOnline: () => void;
  dismiss: () => void;
  /** Stops the hide timer (when the banner goes away for good). */
  dispose: () => void;
}

export function createConnectionBannerStore({
  online,
  hideDelayMs = OFFLINE_BANNER_HIDE_DELAY_MS,
}: {
  online: boolean;
  hideDelayMs?: number;
}): ConnectionBannerStore {
  let isOnline = online;
  let banner: ConnectionBanner = online ? 'hidden' : 'offline';
  let hideTimer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();

  function show(next: ConnectionBanner): void {
    if (hideTimer !== undefined) {
      clearTimeout(hideTimer);
      hideTimer = undefined;
    }
    if (next === 'restored') hideTimer = setTimeout(() => show('hidden'), hideDelayMs);
    if (next === banner) return;
    banner = next;
    for (const listener of listeners) listener();
  }

  return {
    getBanner: () => banner,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    wentOffline() {
      if (!isOnline) return;
      isOnline = false;
      show('offline');
    },
    cameOnline() {
      if (isOnline) return;
      isOnline = true;
      show('restored');
    },
    dismiss() {
      show('hidden');
    },
    dispose() {
      clearTimeout(hideTimer);
    },
  };
}
