// Accounts (GET /api/admin/customers, 50 a page by keyset, searched and sorted on the server), their role
// or status (PATCH /api/admin/customers/:id), and signing one out everywhere.
import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { api, errorMessage } from '#client/lib/api-client';
import { toast } from '#client/lib/toast-store';
import type { Customer, CustomerList, CustomerSort, CustomerUpdateBody } from '#contract/admin';
import { refreshAdminLists } from './admin-changes';

export const customerKeys = {
  list: (q: string, sort: CustomerSort) => ['/api/admin/customers', { sort, q: q || undefined }] as const,
};

export const customersQuery = (q: string, sort: CustomerSort) =>
  infiniteQueryOptions({
    queryKey: customerKeys.list(q, sort),
    initialPageParam: {} as { cursor?: string },
    getNextPageParam: (last: CustomerList) => (last.nextCursor ? { cursor: last.nextCursor } : undefined),
    placeholderData: keepPreviousData,
  });

export function useCustomers(q: string, sort: CustomerSort) {
  return useInfiniteQuery(customersQuery(q, sort));
}

const notChanged = (error: unknown) =>
  toast({ title: 'Not changed', description: errorMessage(error), variant: 'destructive' });

export function useUpdateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: CustomerUpdateBody & { id: string }) =>
      api.patch<Customer>(`/api/admin/customers/${id}`, body),
    onSuccess: () => refreshAdminLists(queryClient),
    onError: notChanged,
  });
}

/** Signs an account out everywhere (POST /api/admin/customers/:id/end-sessions). */
export function useEndSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<{ ended: number }>(`/api/admin/customers/${id}/end-sessions`),
    onSuccess: ({ ended }) => {
      toast({ title: ended === 1 ? '1 session ended' : `${ended} sessions ended` });
      return refreshAdminLists(queryClient);
    },
    onError: notChanged,
  });
}
