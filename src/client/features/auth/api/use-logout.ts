import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AUTH_TOASTS } from '../../../../contract/constants';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast-store';

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
