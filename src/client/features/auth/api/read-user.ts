import type { User } from '#contract/auth';

/** Sign-in and registration answer with the user, or with an object holding it under `user`. */
export function readUser(response: unknown): User | undefined {
  if (typeof response !== 'object' || response === null) return undefined;
  const nested = (response as { user?: unknown }).user;
  const candidate = typeof nested === 'object' && nested !== null ? nested : response;
  return 'id' in candidate && 'username' in candidate ? (candidate as User) : undefined;
}

/**
 * The registration answer's `loginError` (SPEC section 3): the account was made but signing in to it
 * failed, and this says why. Undefined when absent or empty.
 */
export function readLoginError(response: unknown): string | undefined {
  if (typeof response !== 'object' || response === null) return undefined;
  const loginError = (response as { loginError?: unknown }).loginError;
  return typeof loginError === 'string' && loginError.trim() !== '' ? loginError : undefined;
}
