// Aggregates over the last `days` days (GET /api/admin/analytics).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Analytics } from '#contract/admin';

export const analyticsKeys = {
  days: (days: number) => ['/api/admin/analytics', { days }] as const,
};

export const analyticsQuery = (days: number) =>
  queryOptions<Analytics>({ queryKey: analyticsKeys.days(days), placeholderData: keepPreviousData });

export function useAnalytics(days: number) {
  return useQuery(analyticsQuery(days));
}
