import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Analytics } from '../../../../contract/admin';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** Aggregates over the last `days` days (GET /api/admin/analytics). */
export function useAnalytics(days: number) {
  return useQuery({
    queryKey: adminKeys.analytics(days),
    queryFn: ({ signal }) => api.get<Analytics>(`/api/admin/analytics?days=${days}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
