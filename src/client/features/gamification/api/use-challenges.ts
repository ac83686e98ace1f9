import { useQuery } from '@tanstack/react-query';
import type { Challenge } from '../../../../contract/challenges';
import { GAMIFICATION_FETCH_ERRORS } from '../../../../contract/constants';
import { fetchOrThrow } from './fetch-or-throw';
import { gamificationKeys } from './gamification-keys';

/** The challenge catalogue (GET /api/challenges). */
export function useChallenges() {
  return useQuery({
    queryKey: gamificationKeys.challenges,
    queryFn: ({ signal }) =>
      fetchOrThrow<Challenge[]>('/api/challenges', GAMIFICATION_FETCH_ERRORS.challenges, signal),
  });
}
