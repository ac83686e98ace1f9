import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginBody } from '../../../../contract/auth';
import { AUTH_TOASTS } from '../../../../contract/constants';
import { api, signInFailureMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast-store';
import { rememberSignedIn } from '../lib/signed-in-before';
import { authKeys } from './auth-keys';
import { readUser } from './read-user';

/** The sign-in mutation, apart from React so its toasts are unit-tested. */
export function loginMutationOptions(queryClient: QueryClient) {
  return {
    mutationFn: (body: LoginBody) => api.post<unknown>('/api/login', body),
    onSuccess: async (response: unknown) => {
      rememberSignedIn();
      const user = readUser(response);
      if (user) queryClient.setQueryData(authKeys.user, user);
      else await queryClient.invalidateQueries({ queryKey: authKeys.user });
      toast({ title: AUTH_TOASTS.loginSuccess.title, description: AUTH_TOASTS.loginSuccess.description });
    },
    onError: (error: unknown) => {
      toast({
        title: AUTH_TOASTS.loginFailure.title,
        // The server's message, or 'Login failed. Please check your credentials.' (SPEC section 8).
        description: signInFailureMessage(error, AUTH_TOASTS.loginFailure.fallback),
        variant: 'destructive',
      });
    },
  };
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation(loginMutationOptions(queryClient));
}
