// The account as a whole: importing an export file into it, and deleting it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountExport, ImportReport } from '../../../../contract/export';
import { api } from '../../../lib/api-client';
import { toast } from '../../../lib/toast-store';
import { forgetSignedInUser, userKeys } from '../../auth/api/user';

/** Deletes the account; afterwards nothing of it stays in this browser either. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => api.deleteWith<{ success: true }>('/api/user', { password }),
    onSuccess: () => {
      forgetSignedInUser(queryClient);
      toast({ title: 'Account deleted', description: 'Your account and everything in it are gone.' });
    },
  });
}

/** Brings an export file's contents into this account; every cached page may now be out of date. */
export function useImportData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: AccountExport) => api.post<ImportReport>('/api/import', data),
    onSuccess: () =>
      queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== userKeys.user[0] }),
  });
}
