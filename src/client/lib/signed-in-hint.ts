// The server's signed-in hint cookie (SIGNED_IN_HINT_COOKIE_NAME): readable here, unlike the session
// cookie. Without it nobody is signed in in this browser, so the app does not ask GET /api/user (whose
// 401 would only tell it the same, as an error in the console).
import { SIGNED_IN_HINT_COOKIE_NAME } from '../../contract/constants';

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
  if (typeof document !== 'undefined') document.cookie = `${SIGNED_IN_HINT_COOKIE_NAME}=; path=/; max-age=0`;
}
