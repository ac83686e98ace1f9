// Whether this browser has had a signed-in user: the sign-in page opens on Create account for a first
// visit and on Sign in for a returning one. Only a flag, never who it was.
import { browserStorage, type KeyValueStorage } from '../../../lib/storage-reset';

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

export type AuthMode = 'login' | 'register';

/**
 * The tab the sign-in page opens on: an invite link (?ref=) or ?mode=register opens Create account,
 * ?mode=login or a session reset opens Sign in; otherwise a browser that has signed in before opens on
 * Sign in and a first visit on Create account.
 */
export function initialAuthMode({
  params,
  signedInBefore,
}: {
  params: URLSearchParams;
  signedInBefore: boolean;
}): AuthMode {
  if (params.get('ref')?.trim() || params.get('mode') === 'register') return 'register';
  if (params.get('mode') === 'login' || params.get('auth_reset') === 'true') return 'login';
  return signedInBefore ? 'login' : 'register';
}
