// The tab the sign-in page opens on. Whether this browser has had a signed-in user is kept beside the
// signed-in hint (src/client/lib/signed-in-hint.ts).

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
