import { useQuery } from '@tanstack/react-query';
import { GAMIFICATION_FETCH_ERRORS } from '../../../../contract/constants';
import type { Mood } from '../../../../contract/moods';
import { fetchOrThrow } from './fetch-or-throw';
import { gamificationKeys } from './gamification-keys';

/** The user's moods, newest first (GET /api/moods). */
export function useMoods() {
  return useQuery({
    queryKey: gamificationKeys.moods,
    queryFn: ({ signal }) => fetchOrThrow<Mood[]>('/api/moods', GAMIFICATION_FETCH_ERRORS.moods, signal),
  });
}
