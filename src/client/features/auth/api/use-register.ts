import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegisterBody } from '../../../../contract/auth';
import { AUTH_TOASTS } from '../../../../contract/constants';
import { api, signInFailureMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast-store';
import { rememberSignedIn } from '../lib/signed-in-before';
import { authKeys } from './auth-keys';
import { readLoginError, readUser } from './read-user';

export interface RegisterOptions {
  /**
   * The account was created but signing in to it failed (the answer's `loginError`): the page moves to
   * Sign in, with the username ready.
   */
  onSignInNeeded?: (username: string) => void;
}

/** The registration mutation, apart from React so its toasts are unit-tested. */
export function registerMutationOptions(queryClient: QueryClient, { onSignInNeeded }: RegisterOptions = {}) {
  return {
    mutationFn: (body: RegisterBody) => api.post<unknown>('/api/register', body),
    onSuccess: async (response: unknown, body: RegisterBody) => {
      const loginError = readLoginError(response);
      if (loginError) {
        // Created, not signed in: say why, and nobody is set as the current user.
        toast({ title: AUTH_TOASTS.registrationSuccess.title, description: loginError });
        onSignInNeeded?.(body.username);
        return;
      }
      rememberSignedIn();
      const user = readUser(response);
      if (user) queryClient.setQueryData(authKeys.user, user);
      else await queryClient.invalidateQueries({ queryKey: authKeys.user });
      toast({
        title: AUTH_TOASTS.registrationSuccess.title,
        description: AUTH_TOASTS.registrationSuccess.description,
      });
    },
    onError: (error: unknown) => {
      toast({
        title: AUTH_TOASTS.registrationFailure.title,
        // The server's message, or 'An unknown error occurred during registration' (SPEC section 8).
        description: signInFailureMessage(error, AUTH_TOASTS.registrationFailure.fallback),
        variant: 'destructive',
      });
    },
  };
}

export function useRegister(options: RegisterOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation(registerMutationOptions(queryClient, options));
}
