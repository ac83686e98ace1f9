// The server's version and build (GET /api/version?nocache={timestamp}: READ_RULES in query-client.ts
// add the timestamp).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VersionInfo } from '#contract/system';

export const versionKeys = {
  server: ['/api/version'] as const,
};

export const versionQuery = queryOptions<VersionInfo>({ queryKey: versionKeys.server });

/** The running version and its build date, as the About page shows them. */
export function useVersionInfo() {
  return useQuery(versionQuery);
}

/** The debug page's check: asked on every visit and on every press, never retried. */
export function useServerVersion() {
  return useQuery({ ...versionQuery, staleTime: 0, gcTime: 0, retry: false });
}
