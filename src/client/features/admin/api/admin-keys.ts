import type { AuditAction, CustomerSort } from '../../../../contract/admin';

/** Query keys of the admin area; every admin change invalidates `all`, so every list is fresh. */
export const adminKeys = {
  all: ['admin'] as const,
  customers: (q: string, sort: CustomerSort) => ['admin', 'customers', { q, sort }] as const,
  questions: ['admin', 'questions'] as const,
  analytics: (days: number) => ['admin', 'analytics', days] as const,
  audit: (actor: string, action: AuditAction | '') => ['admin', 'audit', { actor, action }] as const,
};
