import { type QueryFunctionContext, useQuery } from '@tanstack/react-query';
import type { User } from '../../../../contract/auth';
import { ApiError, api } from '../../../lib/api-client';
import { dropSignedInHint, hasSignedInHint } from '../../../lib/signed-in-hint';
import { rememberSignedIn } from '../lib/signed-in-before';
import { authKeys } from './auth-keys';

/** The signed-in user, or null when nobody is signed in (a 401 is an answer, not an error). */
export async function fetchCurrentUser({ signal }: QueryFunctionContext): Promise<User | null> {
  if (!hasSignedInHint()) return null;
  try {
    const user = await api.get<User>(authKeys.user[0], { signal });
    // A session from before this browser remembered sign-ins counts too.
    if (user) rememberSignedIn();
    return user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      dropSignedInHint();
      return null;
    }
    throw error;
  }
}

export function useUser() {
  return useQuery({ queryKey: authKeys.user, queryFn: fetchCurrentUser });
}
