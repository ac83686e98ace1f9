/**
 * On #root when the server sent a page's shell prerendered at build time, until the app has rendered:
 * the render fallback (components/errors/render-fallback.ts) counts a #root still carrying it as empty.
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * The id of the <template> a prerendered shell carries after #root: the <link>s preloading what its
 * first screen needs (its reads and code), which the starter in vite.config.ts moves into the head once
 * the shell has been painted, so they never compete with that paint (scripts/prerender-shells.mjs).
 */
export const AFTER_PAINT_TEMPLATE_ID = 'after-first-paint';

/**
 * On <html> while the starter is importing the app's scripts: the render fallback waits for them
 * rather than counting 3 seconds from the load event, which may come before they were even asked for.
 */
export const APP_LOADING_ATTRIBUTE = 'data-app-loading';

/**
 * On <html> from when the app's entry has run (React is adopting the page or drawing it) until its first
 * render has committed: the render fallback gives a slow device a little more time instead of calling an
 * app that is starting one that did not start (at most RENDER_FALLBACK_STARTING_CHECKS more checks).
 */
export const APP_STARTING_ATTRIBUTE = 'data-app-starting';
