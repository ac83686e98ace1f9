import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AUTH_TOASTS } from '../../../../contract/constants';
import { clearAccent } from '../../../lib/accent-cache';
import { api, errorMessage } from '../../../lib/api-client';
import { browserStorage } from '../../../lib/storage-reset';
import { toast } from '../../../lib/toast-store';
import { authKeys } from './auth-keys';

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      // This device stops getting the leaving user's reminders (waits at most about a second). Loaded
      // when signing out, not with the first screen; if it cannot load, signing out goes on.
      await import('../../../lib/push-on-sign-out')
        .then(({ forgetPushOnSignOut }) => forgetPushOnSignOut())
        .catch(() => undefined);
      return api.post<unknown>('/api/logout');
    },
    onSuccess: () => {
      queryClient.setQueryData(authKeys.user, null);
      // Nothing cached for the previous user may be shown to the next one.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authKeys.user[0] });
      clearAccent(document.documentElement, browserStorage('localStorage'));
      toast({ title: AUTH_TOASTS.logoutSuccess.title, description: AUTH_TOASTS.logoutSuccess.description });
    },
    onError: (error) => {
      toast({
        title: AUTH_TOASTS.logoutFailure.title,
        description: errorMessage(error),
        variant: 'destructive',
      });
    },
  });
}
