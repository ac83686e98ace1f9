// The app as a whole: its version, its one language, the screen sizes it lays out for, and the
// messages the page sends its service worker.

/** Version reported when none is known (SPEC section 9). */
export const DEFAULT_APP_VERSION = '1.0.0';

/** The one language of the product (SPEC section 1): English, left to right. */
export const APP_LANGUAGE = 'en';
export const APP_TEXT_DIRECTION = 'ltr';

/** Screen width breakpoints in CSS pixels (SPEC section 2); below `md` is mobile. */
export const BREAKPOINTS = { sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 } as const;
/** Media queries for a wide screen (from `md` up) and a phone (below it): matchMedia and preload links. */
export const WIDE_SCREEN_MEDIA = `(min-width: ${BREAKPOINTS.md}px)`;
export const PHONE_SCREEN_MEDIA = `(max-width: ${BREAKPOINTS.md - 0.02}px)`;

/** Messages the page sends to the service worker (SPEC section 7). */
export const SW_MESSAGES = {
  checkVersion: 'CHECK_VERSION',
  ensureAppLoads: 'ENSURE_APP_LOADS',
} as const;
