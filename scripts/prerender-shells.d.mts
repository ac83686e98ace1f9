/** index.html with #root holding `shell` instead of the splash, marked as prerendered. */
export function withShell(indexHtml: string, shell: string, title?: string): string;
/** Writes dist/client/shells/<page>.html for every page and the sign-in page; returns how many. */
export function prerenderShells(
  clientDir: string,
  build: { buildTime: string; version: string },
): Promise<number>;
