import { useEffect, useState, useSyncExternalStore } from 'react';
import { OFFLINE_BANNER_TEXTS } from '../../../contract/constants';
import { WifiIcon, WifiOffIcon, XIcon } from '../../components/ui/icons';
import { cn } from '../../lib/cn';
import { type ConnectionBannerStore, createConnectionBannerStore } from './connection-banner-store';

function useConnectionBannerStore(): ConnectionBannerStore {
  const [store] = useState(() => createConnectionBannerStore({ online: navigator.onLine }));
  useEffect(() => {
    const offline = () => store.wentOffline();
    const online = () => store.cameOnline();
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    // The state may have changed between the first render and now.
    if (navigator.onLine) online();
    else offline();
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
      store.dispose();
    };
  }, [store]);
  return store;
}

/** Says when the connection drops and when it comes back (SPEC section 2). Shown on every screen. */
export function ConnectionBanner() {
  const store = useConnectionBannerStore();
  const banner = useSyncExternalStore(store.subscribe, store.getBanner, store.getBanner);
  if (banner === 'hidden') return null;

  const offline = banner === 'offline';
  const texts = offline ? OFFLINE_BANNER_TEXTS.offline : OFFLINE_BANNER_TEXTS.restored;
  const Icon = offline ? WifiOffIcon : WifiIcon;

  return (
    <div className="pointer-events-none fixed inset-x-0 top-0 z-50 flex justify-center p-3 sm:justify-end sm:p-5">
      <div
        key={banner}
        role={offline ? 'alert' : 'status'}
        className="pointer-events-auto flex w-full max-w-md animate-banner-in items-start gap-3 rounded-2xl border border-border bg-surface-raised p-4 pr-3 shadow-black/10 shadow-lg dark:shadow-black/50"
      >
        <span
          className={cn(
            'grid size-9 shrink-0 place-items-center rounded-full',
            offline ? 'bg-warning-soft text-warning' : 'bg-accent-soft text-accent-strong',
          )}
        >
          <Icon className="size-[18px]" />
        </span>
        <div className="min-w-0 flex-1 pt-0.5">
          <p className="font-semibold text-foreground text-sm">{texts.title}</p>
          <p className="mt-0.5 text-muted-foreground text-sm leading-snug">{texts.description}</p>
        </div>
        <button
          type="button"
          onClick={store.dismiss}
          aria-label="Dismiss connection message"
          className="grid size-8 shrink-0 place-items-center rounded-lg text-muted-foreground transition-colors hover:bg-foreground/[0.06] hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
        >
          <XIcon className="size-4" />
        </button>
      </div>
    </div>
  );
}
