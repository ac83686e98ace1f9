// Page transitions per route (SPEC section 2). Plain data: the animated wrapper hands these objects
// to motion, and tests read them without a browser.

import { PAGES, pageIdFor, pathsOf } from '#client/lib/route-table';
import { PAGE_TRANSITION_DURATION_S } from '#contract/constants';

export type TransitionKind = 'slide' | 'zoom-spring' | 'bounce' | 'slide-spring' | 'fade';

/** The routes the specification names; every other page fades. */
export const ROUTE_TRANSITIONS: Readonly<Record<string, TransitionKind>> = {
  '/journal': 'slide',
  '/settings': 'slide',
  '/questions': 'slide',
  '/daily-retro': 'zoom-spring',
  '/feedback': 'zoom-spring',
  '/achievements': 'bounce',
  '/progress-reports': 'bounce',
  '/retro-history': 'slide-spring',
};

/** The transition of a location. An alias moves like the page it opens (/reports bounces too). */
export function transitionKindFor(location: string): TransitionKind {
  const page = pageIdFor(location);
  if (page === undefined) return 'fade';
  for (const path of pathsOf(PAGES[page])) {
    const kind = ROUTE_TRANSITIONS[path];
    if (kind) return kind;
  }
  return 'fade';
}

/** The animated values of a page: opacity, offset in pixels and scale. */
// A type alias, not an interface, so that it fits motion's open-ended target type.
export type Target = {
  opacity?: number;
  x?: number;
  y?: number;
  scale?: number;
};

export interface TweenTiming {
  type: 'tween';
  duration: number;
  ease?: readonly [number, number, number, number];
}

export interface SpringTiming {
  type: 'spring';
  stiffness?: number;
  damping?: number;
  bounce?: number;
  duration?: number;
}

export type Timing = TweenTiming | SpringTiming;

export interface PageMotion {
  initial: Target;
  animate: Target;
  exit: Target & { transition: Timing };
  transition: Timing;
}

/** The default: a 0.2 s tween. */
export const DEFAULT_PAGE_TIMING: TweenTiming = {
  type: 'tween',
  duration: PAGE_TRANSITION_DURATION_S,
  ease: [0.25, 0.1, 0.25, 1],
};

const SHOWN: Target = { opacity: 1, x: 0, y: 0, scale: 1 };
const exitTo = (target: Target): PageMotion['exit'] => ({ ...target, transition: DEFAULT_PAGE_TIMING });

const MOTIONS: Record<TransitionKind, PageMotion> = {
  fade: {
    initial: { opacity: 0 },
    animate: { opacity: 1 },
    exit: exitTo({ opacity: 0 }),
    transition: DEFAULT_PAGE_TIMING,
  },
  slide: {
    initial: { opacity: 0, x: 24 },
    animate: SHOWN,
    exit: exitTo({ opacity: 0, x: -24 }),
    transition: DEFAULT_PAGE_TIMING,
  },
  'slide-spring': {
    initial: { opacity: 0, x: 40 },
    animate: SHOWN,
    exit: exitTo({ opacity: 0, x: -24 }),
    transition: { type: 'spring', stiffness: 260, damping: 28 },
  },
  'zoom-spring': {
    initial: { opacity: 0, scale: 0.94 },
    animate: SHOWN,
    exit: exitTo({ opacity: 0, scale: 0.98 }),
    transition: { type: 'spring', stiffness: 320, damping: 26 },
  },
  bounce: {
    initial: { opacity: 0, y: 32 },
    animate: SHOWN,
    exit: exitTo({ opacity: 0, y: 12 }),
    transition: { type: 'spring', bounce: 0.45, duration: 0.55 },
  },
};

/** Shown at once and removed at once: for when animations are skipped. */
export const NO_MOTION: PageMotion = {
  initial: SHOWN,
  animate: SHOWN,
  exit: { ...SHOWN, transition: { type: 'tween', duration: 0 } },
  transition: { type: 'tween', duration: 0 },
};

export function pageMotionFor(kind: TransitionKind): PageMotion {
  return MOTIONS[kind];
}
