// A scroll position saved before a reload is restored once after it, then removed (SPEC section 4).
// Kept in session storage: it belongs to this tab only.
import type { KeyValueStorage } from '../storage-reset';
import { SCROLL_POSITION_KEY } from './reload-page';

export { SCROLL_POSITION_KEY, saveScrollPosition } from './reload-page';

interface SavedScroll {
  path: string;
  x: number;
  y: number;
}

export interface ScrollWindow {
  scrollX: number;
  scrollY: number;
  scrollTo(x: number, y: number): void;
  location: { pathname: string };
}

function readSaved(storage: KeyValueStorage): SavedScroll | null {
  const raw = storage.getItem(SCROLL_POSITION_KEY);
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as Partial<SavedScroll>;
    if (typeof value.path === 'string' && typeof value.x === 'number' && typeof value.y === 'number') {
      return { path: value.path, x: value.x, y: value.y };
    }
  } catch {
    // unreadable: dropped below
  }
  return null;
}

/** The saved position for this page, without removing it. */
export function peekScrollPosition(
  storage: KeyValueStorage | undefined,
  pathname: string,
): { x: number; y: number } | null {
  const saved = storage ? readSaved(storage) : null;
  return saved && saved.path === pathname ? { x: saved.x, y: saved.y } : null;
}

/**
 * Restores the saved position when this page is the one that was reloaded; removes it either way, so it
 * is used at most once. Returns the position restored, if any.
 */
export function restoreScrollPosition(
  storage: KeyValueStorage | undefined,
  win: ScrollWindow,
): { x: number; y: number } | null {
  if (!storage) return null;
  const saved = readSaved(storage);
  storage.removeItem(SCROLL_POSITION_KEY);
  if (!saved || saved.path !== win.location.pathname) return null;
  win.scrollTo(saved.x, saved.y);
  return { x: saved.x, y: saved.y };
}
