import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { CustomerList, CustomerSort } from '../../../../contract/admin';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** Accounts, 50 a page by keyset (GET /api/admin/customers), searched and sorted on the server. */
export function useCustomers(q: string, sort: CustomerSort) {
  return useInfiniteQuery({
    queryKey: adminKeys.customers(q, sort),
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ sort });
      if (q) params.set('q', q);
      if (pageParam) params.set('cursor', pageParam);
      return api.get<CustomerList>(`/api/admin/customers?${params}`, { signal });
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}
