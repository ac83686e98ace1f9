import { useQuery } from '@tanstack/react-query';
import { GAMIFICATION_FETCH_ERRORS } from '../../../../contract/constants';
import type { Streak } from '../../../../contract/streaks';
import { fetchOrThrow } from './fetch-or-throw';
import { gamificationKeys } from './gamification-keys';

/**
 * The user's streaks (GET /api/streaks). The one query refetched on every mount and on window focus
 * (SPEC section 7): a streak's status changes with the day, and a tab left open overnight must not show
 * yesterday's "Done today".
 */
export function useStreaks() {
  return useQuery({
    queryKey: gamificationKeys.streaks,
    queryFn: ({ signal }) =>
      fetchOrThrow<Streak[]>('/api/streaks', GAMIFICATION_FETCH_ERRORS.streaks, signal),
    refetchOnMount: 'always',
    refetchOnWindowFocus: true,
  });
}
