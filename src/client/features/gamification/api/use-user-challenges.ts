import { useQuery } from '@tanstack/react-query';
import type { UserChallenge } from '../../../../contract/challenges';
import { GAMIFICATION_FETCH_ERRORS } from '../../../../contract/constants';
import { fetchOrThrow } from './fetch-or-throw';
import { gamificationKeys } from './gamification-keys';

/** The challenges the user took on, in progress and completed (GET /api/challenges/user). */
export function useUserChallenges() {
  return useQuery({
    queryKey: gamificationKeys.userChallenges,
    queryFn: ({ signal }) =>
      fetchOrThrow<UserChallenge[]>('/api/challenges/user', GAMIFICATION_FETCH_ERRORS.userChallenges, signal),
  });
}
