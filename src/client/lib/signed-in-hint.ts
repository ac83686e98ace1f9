// The server's signed-in hint cookie (SIGNED_IN_HINT_COOKIE_NAME): readable here, unlike the session
// cookie. Without it nobody is signed in in this browser, so the app does not ask GET /api/user (whose
// 401 would only tell it the same, as an error in the console).
import { SIGNED_IN_HINT_COOKIE_NAME } from '#contract/constants';
import { browserStorage, type KeyValueStorage } from './storage-reset';

/** The cookies the page shells are prerendered with at build time, where there is no document. */
let prerenderCookies = '';

/** Prerendering only (src/client/prerender/): render as a browser holding the hint, or not. */
export function prerenderWithSignedInHint(signedIn: boolean): void {
  prerenderCookies = signedIn ? `${SIGNED_IN_HINT_COOKIE_NAME}=1` : '';
}

export function hasSignedInHint(
  cookies: string = typeof document === 'undefined' ? prerenderCookies : document.cookie,
) {
  return cookies.split(';').some((cookie) => cookie.trim() === `${SIGNED_IN_HINT_COOKIE_NAME}=1`);
}

/** The server answered that the session is gone: the hint goes too, so the next load does not ask. */
export function dropSignedInHint() {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from browsers the app supports (Firefox)
  if (typeof document !== 'undefined') document.cookie = `${SIGNED_IN_HINT_COOKIE_NAME}=; path=/; max-age=0`;
}

// Whether this browser has had a signed-in user: the sign-in page opens on Create account for a first
// visit and on Sign in for a returning one. Only a flag, never who it was.

/**
 * The name holds 'auth' on purpose: clearing stale caches keeps the keys whose names contain it (SPEC
 * section 4), so a new version does not greet a returning visitor as a stranger. A session reset
 * (SPEC section 8) removes it with the rest of the auth state; that page opens on Sign in anyway.
 */
export const SIGNED_IN_BEFORE_KEY = 'authSignedInBefore';

export function hasSignedInBefore(storage: KeyValueStorage | undefined = browserStorage('localStorage')) {
  try {
    return storage?.getItem(SIGNED_IN_BEFORE_KEY) === 'true';
  } catch {
    return false;
  }
}

export function rememberSignedIn(storage: KeyValueStorage | undefined = browserStorage('localStorage')) {
  try {
    if (storage && storage.getItem(SIGNED_IN_BEFORE_KEY) !== 'true')
      storage.setItem(SIGNED_IN_BEFORE_KEY, 'true');
  } catch {
    // Storage full or blocked: the page then opens as for a first visit, which is harmless.
  }
}
