/**
 * Work that must not compete with the first screen (version checks, the service worker, the
 * gamification layer) starts this long after the load event, then in idle time.
 */
const SETTLE_DELAY_MS = 2000;
const IDLE_TIMEOUT_MS = 4000;

/** Calls `callback` once the page has loaded and settled; returns a function that cancels it. */
export function whenSettled(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  const start = () => {
    timer = setTimeout(() => {
      if ('requestIdleCallback' in window)
        idle = window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
      else callback();
    }, SETTLE_DELAY_MS);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return () => {
    window.removeEventListener('load', start);
    clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
}
