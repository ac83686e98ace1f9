import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Customer, CustomerUpdateBody } from '../../../../contract/admin';
import { api, errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast-store';
import { adminKeys } from './admin-keys';

/** Role or status of one account (PATCH /api/admin/customers/:id). */
export function useUpdateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: CustomerUpdateBody & { id: string }) =>
      api.patch<Customer>(`/api/admin/customers/${id}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
    onError: (error) =>
      toast({ title: 'Not changed', description: errorMessage(error), variant: 'destructive' }),
  });
}

/** Signs an account out everywhere (POST /api/admin/customers/:id/end-sessions). */
export function useEndSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<{ ended: number }>(`/api/admin/customers/${id}/end-sessions`),
    onSuccess: ({ ended }) => {
      toast({ title: ended === 1 ? '1 session ended' : `${ended} sessions ended` });
      return queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
    onError: (error) =>
      toast({ title: 'Not changed', description: errorMessage(error), variant: 'destructive' }),
  });
}
