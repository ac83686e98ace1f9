// The sign-in page's heading depends on the tab it opens on, which depends on this browser's storage
// (signed in before?) and the address: things the HTML prerendered at build time cannot know. The shell
// therefore holds both headings, and this script, inlined into index.html's <head> (vite.config.ts),
// marks <html> with the tab before the first paint; the stylesheet hides the other heading. It must
// decide as initialAuthMode does: auth-mode-mark.test.ts checks them against each other.
import { SIGNED_IN_BEFORE_KEY } from '#client/lib/signed-in-hint';

export const AUTH_MODE_ATTRIBUTE = 'data-auth-mode';

/** The parts of `window` the mark uses, so tests can pass a fake one. */
export interface AuthModeWindow {
  location: { search: string };
  localStorage: { getItem(key: string): string | null };
  document: { documentElement: { setAttribute(name: string, value: string): void } };
}

/** Self-contained (no imports or outer variables): its source text is inlined into index.html. */
export function markAuthMode(win: AuthModeWindow, signedInBeforeKey: string, attribute: string): void {
  let signedInBefore = false;
  try {
    signedInBefore = win.localStorage.getItem(signedInBeforeKey) === 'true';
  } catch {
    // Storage blocked: a first visit, as initialAuthMode's callers have it.
  }
  const params = new URLSearchParams(win.location.search);
  let mode = signedInBefore ? 'login' : 'register';
  if (params.get('mode') === 'login' || params.get('auth_reset') === 'true') mode = 'login';
  if (params.get('ref')?.trim() || params.get('mode') === 'register') mode = 'register';
  win.document.documentElement.setAttribute(attribute, mode);
}

/** The inline script for index.html. */
export function authModeScript(): string {
  return `(${markAuthMode.toString()})(window, ${JSON.stringify(SIGNED_IN_BEFORE_KEY)}, ${JSON.stringify(AUTH_MODE_ATTRIBUTE)});`;
}
