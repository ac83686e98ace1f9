/**
 * index.html with #root holding `shell` instead of the splash, marked as prerendered, with the page's
 * title, followed by `afterPaint` (the template of what to fetch once the shell has been painted).
 */
export function withShell(indexHtml: string, shell: string, title?: string, afterPaint?: string): string;
/** Writes dist/client/shells/<page>.html for every page and the sign-in page; returns how many. */
export function prerenderShells(
  clientDir: string,
  build: { buildTime: string; version: string },
): Promise<number>;
