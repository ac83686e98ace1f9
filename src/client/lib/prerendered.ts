/**
 * On #root when the server sent a page's shell prerendered at build time, until the app has rendered:
 * the render fallback (components/errors/render-fallback.ts) counts a #root still carrying it as empty.
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
