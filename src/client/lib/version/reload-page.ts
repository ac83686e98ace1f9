// Reloads keeping the scroll position for after the reload (restored by scroll-restore.ts). Kept apart
// from the restore code, which loads later: the error screens need only this.

export const SCROLL_POSITION_KEY = 'scrollPositionBeforeReload';

/** Saves where this page is scrolled to, in this tab's session storage. */
export function saveScrollPosition(
  storage: Pick<Storage, 'setItem'> | undefined,
  win: { scrollX: number; scrollY: number; location: { pathname: string } },
): void {
  try {
    storage?.setItem(
      SCROLL_POSITION_KEY,
      JSON.stringify({ path: win.location.pathname, x: win.scrollX, y: win.scrollY }),
    );
  } catch {
    // Storage full or blocked: the reload simply starts at the top.
  }
}

/** Reloads the page, keeping the scroll position for after the reload. */
export function reloadPage(): void {
  try {
    saveScrollPosition(globalThis.sessionStorage, window);
  } finally {
    window.location.reload();
  }
}
