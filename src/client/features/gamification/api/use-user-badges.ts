import { useQuery } from '@tanstack/react-query';
import type { UserBadge } from '../../../../contract/badges';
import { GAMIFICATION_FETCH_ERRORS } from '../../../../contract/constants';
import { fetchOrThrow } from './fetch-or-throw';
import { gamificationKeys } from './gamification-keys';

/** The badges the user earned, with whether they were told (GET /api/badges/user). */
export function useUserBadges() {
  return useQuery({
    queryKey: gamificationKeys.userBadges,
    queryFn: ({ signal }) =>
      fetchOrThrow<UserBadge[]>('/api/badges/user', GAMIFICATION_FETCH_ERRORS.userBadges, signal),
  });
}
