import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { AuditAction, AuditList } from '../../../../contract/admin';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** The audit trail, newest first, 50 a page (GET /api/admin/audit). */
export function useAudit(actor: string, action: AuditAction | '') {
  return useInfiniteQuery({
    queryKey: adminKeys.audit(actor, action),
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams();
      if (actor) params.set('actor', actor);
      if (action) params.set('action', action);
      if (pageParam) params.set('cursor', pageParam);
      return api.get<AuditList>(`/api/admin/audit?${params}`, { signal });
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}
