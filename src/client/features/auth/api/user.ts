// The signed-in user: who it is (GET /api/user, null when nobody is signed in), and the writes that change
// it: sign-in, registration and sign-out.
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { clearAccent } from '#client/lib/accent-cache';
import { api, errorMessage, signInFailureMessage } from '#client/lib/api-client';
import { forgetGreetingName } from '#client/lib/greeting';
import { rememberSignedIn } from '#client/lib/signed-in-hint';
import { browserStorage } from '#client/lib/storage-reset';
import { toast } from '#client/lib/toast-store';
import type { LoginBody, RegisterBody, User } from '#contract/auth';
import { AUTH_TOASTS } from '#contract/constants';
import { readLoginError, readUser } from './read-user';

export const userKeys = {
  user: ['/api/user'] as const,
};

/** The signed-in user, or null: the 401 and the signed-in hint are READ_RULES' (query-client.ts). */
export const userQuery = queryOptions<User | null>({ queryKey: userKeys.user });

export function useUser() {
  return useQuery(userQuery);
}

/** Sign-in or registration succeeded: the answer's user is the current one (or it is asked for). */
async function showSignedIn(queryClient: QueryClient, response: unknown): Promise<void> {
  rememberSignedIn();
  const user = readUser(response);
  if (user) queryClient.setQueryData(userQuery.queryKey, user);
  else await queryClient.invalidateQueries({ queryKey: userKeys.user });
}

/** Nobody is signed in any more: nothing cached for the last user is left for the next one on the device. */
export function forgetSignedInUser(queryClient: QueryClient): void {
  queryClient.setQueryData(userQuery.queryKey, null);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== userKeys.user[0] });
  clearAccent(document.documentElement, browserStorage('localStorage'));
  forgetGreetingName(browserStorage('localStorage'));
}

/** The sign-in mutation, apart from React so its toasts are unit-tested. */
export function loginMutationOptions(queryClient: QueryClient) {
  return {
    mutationFn: (body: LoginBody) => api.post<unknown>('/api/login', body),
    onSuccess: async (response: unknown) => {
      await showSignedIn(queryClient, response);
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
      await showSignedIn(queryClient, response);
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

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    // The work of signing out loads when it is asked for (see sign-out.ts).
    mutationFn: () => import('./sign-out').then(({ signOut }) => signOut(queryClient)),
    onError: (error) => {
      toast({
        title: AUTH_TOASTS.logoutFailure.title,
        description: errorMessage(error),
        variant: 'destructive',
      });
    },
  });
}
