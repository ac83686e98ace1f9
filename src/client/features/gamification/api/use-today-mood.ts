import { useQuery } from '@tanstack/react-query';
import { GAMIFICATION_FETCH_ERRORS } from '../../../../contract/constants';
import type { Mood } from '../../../../contract/moods';
import { ApiError } from '../../../lib/api-client';
import { fetchOrThrow } from './fetch-or-throw';
import { gamificationKeys } from './gamification-keys';

/** Today's mood, or null when none is logged yet: GET /api/moods/today answers 404 then (SPEC section 7). */
export async function fetchTodayMood(signal?: AbortSignal): Promise<Mood | null> {
  try {
    return await fetchOrThrow<Mood>('/api/moods/today', GAMIFICATION_FETCH_ERRORS.todayMood, signal);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function useTodayMood() {
  return useQuery({
    queryKey: gamificationKeys.todayMood,
    queryFn: ({ signal }) => fetchTodayMood(signal),
  });
}
