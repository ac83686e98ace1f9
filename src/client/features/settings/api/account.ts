// The account as a whole: importing an export file into it, and deleting it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { forgetSignedInUser, userKeys } from '#client/features/auth';
import { api } from '#client/lib/api-client';
import { toast } from '#client/lib/toast-store';
import type { AccountExport, ImportReport } from '#contract/export';

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
