import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * True while React renders the page's shell at build time and while it hydrates that HTML in the
 * browser; false on every render after. What the browser alone knows (the screen's width, what is kept
 * in its storage) waits until then, so the first render matches the HTML it adopts.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}
