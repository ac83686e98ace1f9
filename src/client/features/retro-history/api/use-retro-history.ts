import { useInfiniteQuery } from '@tanstack/react-query';
import type { RetroHistoryPage } from '../../../../contract/retro';
import { api } from '../../../lib/api-client';
import { retroKeys } from '../../daily-retro/api/retro-keys';

export const HISTORY_PAGE_SIZE = 20;

export interface HistoryRange {
  from?: string;
  to?: string;
}

export function historyUrl(range: HistoryRange, before: string | undefined): string {
  const params = new URLSearchParams({ limit: String(HISTORY_PAGE_SIZE) });
  if (before) params.set('before', before);
  if (range.from) params.set('from', range.from);
  if (range.to) params.set('to', range.to);
  return `/api/retro/history?${params}`;
}

/** Newest first, one page of HISTORY_PAGE_SIZE at a time. */
export function useRetroHistory(range: HistoryRange) {
  return useInfiniteQuery({
    queryKey: [...retroKeys.history, range],
    queryFn: ({ pageParam, signal }) => api.get<RetroHistoryPage>(historyUrl(range, pageParam), { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  });
}
