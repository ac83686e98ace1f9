import { useQuery } from '@tanstack/react-query';
import type { Badge } from '../../../../contract/badges';
import { GAMIFICATION_FETCH_ERRORS } from '../../../../contract/constants';
import { fetchOrThrow } from './fetch-or-throw';
import { gamificationKeys } from './gamification-keys';

/** The badge catalogue with the user's progress towards each (GET /api/badges). */
export function useBadges() {
  return useQuery({
    queryKey: gamificationKeys.badges,
    queryFn: ({ signal }) => fetchOrThrow<Badge[]>('/api/badges', GAMIFICATION_FETCH_ERRORS.badges, signal),
  });
}
