import type { User } from '../../../../contract/auth';

/** Sign-in and registration answer with the user, or with an object holding it under `user`. */
export function readUser(response: unknown): User | undefined {
  if (typeof response !== 'object' || response === null) return undefined;
  const nested = (response as { user?: unknown }).user;
  const candidate = typeof nested === 'object' && nested !== null ? nested : response;
  return 'id' in candidate && 'username' in candidate ? (candidate as User) : undefined;
}
