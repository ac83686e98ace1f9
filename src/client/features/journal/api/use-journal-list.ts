import { useInfiniteQuery } from '@tanstack/react-query';
import type { JournalPage } from '../../../../contract/journal';
import { api } from '../../../lib/api-client';
import { urlForQueryKey } from '../../../lib/query-client';
import { journalKeys, type ListFilters } from './journal-keys';

/** GET /api/journal, newest first, one page at a time. */
export function useJournalList(filters: ListFilters) {
  return useInfiniteQuery({
    queryKey: journalKeys.list(filters),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      api.get<JournalPage>(urlForQueryKey(['/api/journal', { ...filters, cursor: pageParam ?? undefined }]), {
        signal,
      }),
    getNextPageParam: (page) => page.nextCursor,
  });
}
