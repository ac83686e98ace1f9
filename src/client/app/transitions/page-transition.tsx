import { type ReactNode, useEffect, useRef, useState } from 'react';
import { currentMotionConditions, shouldAnimate } from '#client/lib/motion-conditions';

type AnimatedModule = typeof import('./animated-page');

let animatedModule: AnimatedModule | undefined;
let loading: Promise<void> | undefined;

/** Fetches the animation code (the wrapper and motion's features together, so no page waits invisible). */
export function loadPageAnimations(): Promise<void> {
  if (animatedModule) return Promise.resolve();
  loading ??= Promise.all([import('./animated-page'), import('#client/lib/motion-features')]).then(
    ([module]) => {
      animatedModule = module;
    },
    () => {
      // Offline or a failed fetch: pages keep appearing without animation; try again next time.
      loading = undefined;
    },
  );
  return loading;
}

const INTERACTION_EVENTS = ['pointerdown', 'keydown', 'touchstart'] as const;

/** The first page needs no animation, so its code waits for the first sign of interaction. */
function useLoadOnFirstInteraction(): void {
  useEffect(() => {
    if (!shouldAnimate(currentMotionConditions())) return;
    const stop = () => {
      for (const type of INTERACTION_EVENTS) window.removeEventListener(type, start, true);
    };
    const start = () => {
      stop();
      void loadPageAnimations();
    };
    for (const type of INTERACTION_EVENTS) {
      window.addEventListener(type, start, { capture: true, passive: true });
    }
    return stop;
  }, []);
}

/**
 * Shows the page for `location` with its transition (SPEC section 2). A page change swaps the whole
 * subtree, so the switch to the animated wrapper happens only then, never under a page in use.
 */
export function PageTransition({
  pageKey,
  location,
  children,
}: {
  /** Changes when another page is shown (aliases of one page share it). */
  pageKey: string;
  location: string;
  children: ReactNode;
}) {
  useLoadOnFirstInteraction();
  const [shown, setShown] = useState({ pageKey, animated: false });
  if (shown.pageKey !== pageKey) setShown({ pageKey, animated: animatedModule !== undefined });

  // Navigated before any interaction was seen (a link followed by script, say): load for next time.
  const firstPageKey = useRef(pageKey);
  useEffect(() => {
    if (pageKey !== firstPageKey.current && shouldAnimate(currentMotionConditions())) {
      void loadPageAnimations();
    }
  }, [pageKey]);

  const AnimatedPage = shown.animated ? animatedModule?.AnimatedPage : undefined;
  if (!AnimatedPage) return <div key={pageKey}>{children}</div>;

  return (
    <AnimatedPage pageKey={pageKey} location={location} animate={shouldAnimate(currentMotionConditions())}>
      {children}
    </AnimatedPage>
  );
}
