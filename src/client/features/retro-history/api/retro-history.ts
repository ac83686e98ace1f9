// The retro history (GET /api/retro/history): completed and started retros, newest first, a page at a time.
import { infiniteQueryOptions, type QueryClient, useInfiniteQuery } from '@tanstack/react-query';
import type { RetroHistoryPage } from '#contract/retro';

export const HISTORY_PAGE_SIZE = 20;

export interface HistoryRange {
  from?: string;
  to?: string;
}

export const retroHistoryKeys = {
  all: ['/api/retro/history'] as const,
  range: ({ from, to }: HistoryRange) =>
    ['/api/retro/history', { limit: HISTORY_PAGE_SIZE, from, to }] as const,
};

/** Each page after the first starts before the last retro of the one above it. */
export const retroHistoryQuery = (range: HistoryRange) =>
  infiniteQueryOptions({
    queryKey: retroHistoryKeys.range(range),
    initialPageParam: {} as { before?: string },
    getNextPageParam: (last: RetroHistoryPage) => (last.nextBefore ? { before: last.nextBefore } : undefined),
  });

export function useRetroHistory(range: HistoryRange) {
  return useInfiniteQuery(retroHistoryQuery(range));
}

/** A retro was saved: every page of the history is read again now, shown or not. */
export function refreshRetroHistory(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: retroHistoryKeys.all, refetchType: 'all' });
}
