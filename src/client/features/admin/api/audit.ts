// The audit trail of admin actions, newest first, 50 a page (GET /api/admin/audit).
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { AuditAction, AuditList } from '#contract/admin';

export const auditKeys = {
  list: (actor: string, action: AuditAction | '') =>
    ['/api/admin/audit', { actor: actor || undefined, action: action || undefined }] as const,
};

export const auditQuery = (actor: string, action: AuditAction | '') =>
  infiniteQueryOptions({
    queryKey: auditKeys.list(actor, action),
    initialPageParam: {} as { cursor?: string },
    getNextPageParam: (last: AuditList) => (last.nextCursor ? { cursor: last.nextCursor } : undefined),
    placeholderData: keepPreviousData,
  });

export function useAudit(actor: string, action: AuditAction | '') {
  return useInfiniteQuery(auditQuery(actor, action));
}
