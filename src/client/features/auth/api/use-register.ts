import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegisterBody } from '../../../../contract/auth';
import { AUTH_TOASTS } from '../../../../contract/constants';
import { ApiError, api } from '../../../lib/api-client';
import { toast } from '../../../lib/toast-store';
import { authKeys } from './auth-keys';
import { readUser } from './read-user';

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegisterBody) => api.post<unknown>('/api/register', body),
    onSuccess: async (response) => {
      const user = readUser(response);
      if (user) queryClient.setQueryData(authKeys.user, user);
      else await queryClient.invalidateQueries({ queryKey: authKeys.user });
      toast({
        title: AUTH_TOASTS.registrationSuccess.title,
        description: AUTH_TOASTS.registrationSuccess.description,
      });
    },
    onError: (error) => {
      toast({
        title: AUTH_TOASTS.registrationFailure.title,
        description:
          error instanceof ApiError && error.message
            ? error.message
            : AUTH_TOASTS.registrationFailure.fallback,
        variant: 'destructive',
      });
    },
  });
}
