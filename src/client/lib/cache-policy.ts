// Data cache rules (SPEC sections 7 and 9): fresh 5 minutes, kept 1 hour, one retry after 1 second,
// no refetch on window focus except streaks, no polling. Mutations retry once after 1 second.
import type { Query, QueryKey } from '@tanstack/react-query';

export {
  MUTATION_RETRY_COUNT,
  MUTATION_RETRY_DELAY_MS,
  QUERY_GC_TIME_MS,
  QUERY_RETRY_COUNT,
  QUERY_RETRY_DELAY_MS,
  QUERY_STALE_TIME_MS,
} from '#contract/constants';

/** The one query the spec refetches on every mount and window focus: GET /api/streaks. */
export const ALWAYS_FRESH_PATHS = ['/api/streaks'] as const;

export function isAlwaysFresh(queryKey: QueryKey): boolean {
  const path = queryKey[0];
  return typeof path === 'string' && ALWAYS_FRESH_PATHS.some((fresh) => path === fresh);
}

/** `refetchOnWindowFocus` / `refetchOnMount`: 'always' for streaks, otherwise the given default. */
export function refetchFor(otherwise: boolean) {
  return (query: Query<unknown, Error, unknown, QueryKey>): boolean | 'always' =>
    isAlwaysFresh(query.queryKey) ? 'always' : otherwise;
}
