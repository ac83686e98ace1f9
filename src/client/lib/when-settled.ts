/**
 * Work that must not compete with the first screen (version checks, the service worker, the
 * gamification layer, the draft queue) waits until the page's first load is over: the load event and
 * the three seconds after it that count as the page's first load (decision records 028 and 053), and a
 * second more. It then runs in idle time. Started later in the page's life, it still waits two seconds.
 */
export const FIRST_LOAD_WINDOW_MS = 3000;
const AFTER_FIRST_LOAD_MS = FIRST_LOAD_WINDOW_MS + 1000;
const MIN_DELAY_MS = 2000;
const IDLE_TIMEOUT_MS = 4000;

/** How long to wait, on the page's clock (`performance.now()`), given when its load event ended. */
export function settleDelay(now: number, loadEventEnd: number): number {
  return Math.max(MIN_DELAY_MS, loadEventEnd + AFTER_FIRST_LOAD_MS - now);
}

function loadEventEnd(): number {
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  // 0 while the load event is still running (this is called from its listener): it ends now.
  return navigation?.loadEventEnd || performance.now();
}

/** Calls `callback` once the page has loaded and settled; returns a function that cancels it. */
export function whenSettled(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  const start = () => {
    timer = setTimeout(
      () => {
        if ('requestIdleCallback' in window)
          idle = window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
        else callback();
      },
      settleDelay(performance.now(), loadEventEnd()),
    );
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return () => {
    window.removeEventListener('load', start);
    clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
}
