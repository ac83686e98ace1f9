import { queryOptions, useQuery } from '@tanstack/react-query';
import { GAMIFICATION_FETCH_ERRORS } from '../../../../contract/constants';
import type { Streak } from '../../../../contract/streaks';
import { fetchOrThrow } from './fetch-or-throw';
import { gamificationKeys } from './gamification-keys';

/**
 * The user's streaks (GET /api/streaks). The one query refetched on every mount and on every window
 * focus, fresh or not (SPEC section 7: "Always refetched on mount and window focus"): a streak's status
 * changes with the day, and a tab left open overnight must not show yesterday's "Done today".
 */
export const streaksQueryOptions = queryOptions({
  queryKey: gamificationKeys.streaks,
  queryFn: ({ signal }) => fetchOrThrow<Streak[]>('/api/streaks', GAMIFICATION_FETCH_ERRORS.streaks, signal),
  refetchOnMount: 'always',
  refetchOnWindowFocus: 'always',
});

export function useStreaks() {
  return useQuery(streaksQueryOptions);
}
