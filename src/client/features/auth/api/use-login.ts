import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginBody } from '../../../../contract/auth';
import { AUTH_TOASTS } from '../../../../contract/constants';
import { ApiError, api } from '../../../lib/api-client';
import { toast } from '../../../lib/toast-store';
import { authKeys } from './auth-keys';
import { readUser } from './read-user';

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginBody) => api.post<unknown>('/api/login', body),
    onSuccess: async (response) => {
      const user = readUser(response);
      if (user) queryClient.setQueryData(authKeys.user, user);
      else await queryClient.invalidateQueries({ queryKey: authKeys.user });
      toast({ title: AUTH_TOASTS.loginSuccess.title, description: AUTH_TOASTS.loginSuccess.description });
    },
    onError: (error) => {
      toast({
        title: AUTH_TOASTS.loginFailure.title,
        description:
          error instanceof ApiError && error.message ? error.message : AUTH_TOASTS.loginFailure.fallback,
        variant: 'destructive',
      });
    },
  });
}
