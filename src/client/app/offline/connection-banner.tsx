import { useEffect, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { WifiIcon, WifiOffIcon, XIcon } from '#client/components/ui/icons';
import { cn } from '#client/lib/cn';
import { OFFLINE_BANNER_TEXTS } from '#contract/constants';
import { type ConnectionBannerStore, createConnectionBannerStore } from './connection-banner-store';

function useConnectionBannerStore(): ConnectionBannerStore {
  // No navigator while the build prerenders the page's shell: online, as a served page is.
  const [store] = useState(() =>
    createConnectionBannerStore({ online: typeof navigator === 'undefined' || navigator.onLine }),
  );
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

// Where the banner goes instead of the top of the document: the page column of the wide layout, so it
// never pushes the full-height side navigation (and its account row) below the screen.
let slot: HTMLElement | null = null;
const slotListeners = new Set<() => void>();

/** A ref callback for the element the banner shows in (null: back to the top of the document). */
export function setConnectionBannerSlot(element: HTMLElement | null): void {
  if (slot === element) return;
  slot = element;
  for (const listener of slotListeners) listener();
}

function subscribeToSlot(listener: () => void): () => void {
  slotListeners.add(listener);
  return () => slotListeners.delete(listener);
}

const currentSlot = () => slot;

/**
 * Says when the connection drops and when it comes back (SPEC section 2). Shown on every screen, as a
 * strip above the page in the document's flow: it pushes the page down rather than covering a control
 * or a save status, and scrolls away with the page. With the side navigation it sits above the page
 * column only (see setConnectionBannerSlot).
 */
export function ConnectionBanner() {
  const store = useConnectionBannerStore();
  const banner = useSyncExternalStore(store.subscribe, store.getBanner, store.getBanner);
  const target = useSyncExternalStore(subscribeToSlot, currentSlot, currentSlot);
  if (banner === 'hidden') return null;

  const offline = banner === 'offline';
  const texts = offline ? OFFLINE_BANNER_TEXTS.offline : OFFLINE_BANNER_TEXTS.restored;
  const Icon = offline ? WifiOffIcon : WifiIcon;

  const strip = (
    <div
      key={banner}
      role={offline ? 'alert' : 'status'}
      className={cn(
        'relative z-30 animate-banner-in border-b pt-[env(safe-area-inset-top)]',
        offline ? 'border-warning/30 bg-warning-soft' : 'border-accent/20 bg-accent-soft',
      )}
    >
      <div className="mx-auto flex max-w-5xl items-center gap-3 py-1.5 pr-1.5 pl-4 sm:pl-6">
        <span
          className={cn(
            'grid size-8 shrink-0 place-items-center rounded-full bg-surface/70',
            offline ? 'text-warning' : 'text-accent-strong',
          )}
        >
          <Icon className="size-4" />
        </span>
        <p className="min-w-0 flex-1 py-1 text-foreground text-sm leading-snug">
          <span className="font-semibold">{texts.title}</span>{' '}
          <span className="text-foreground/80">{texts.description}</span>
        </p>
        <button
          type="button"
          onClick={store.dismiss}
          aria-label="Dismiss connection message"
          className="grid size-11 shrink-0 place-items-center rounded-xl text-foreground/70 transition-colors hover:bg-foreground/[0.06] hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
        >
          <XIcon className="size-4" />
        </button>
      </div>
    </div>
  );
  return target ? createPortal(strip, target) : strip;
}
