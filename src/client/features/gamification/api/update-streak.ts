import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { STREAK_UPDATE_FAILURE_MESSAGE, type StreakId } from '../../../../contract/constants';
import type { Streak } from '../../../../contract/streaks';
import { api } from '../../../lib/api-client';
import { gamificationKeys } from './gamification-keys';

/**
 * Records today's activity for one streak (POST /api/streaks/{id}). A failure is logged only (SPEC
 * section 8): the activity itself already succeeded, and the server recounts streaks on its next read.
 * On success the streaks and the user's badges are refetched, so a newly earned badge is celebrated.
 */
export async function updateStreak(queryClient: QueryClient, id: StreakId): Promise<Streak | null> {
  try {
    const { streak } = await api.post<{ streak: Streak }>(`/api/streaks/${id}`);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: gamificationKeys.streaks }),
      queryClient.invalidateQueries({ queryKey: gamificationKeys.userBadges }),
      queryClient.invalidateQueries({ queryKey: gamificationKeys.badges }),
    ]);
    return streak;
  } catch (error) {
    console.error(STREAK_UPDATE_FAILURE_MESSAGE, error);
    return null;
  }
}

/** `updateStreak` bound to the app's query client: `const updateStreak = useUpdateStreak(); updateStreak('journal')`. */
export function useUpdateStreak(): (id: StreakId) => Promise<Streak | null> {
  const queryClient = useQueryClient();
  return useCallback((id: StreakId) => updateStreak(queryClient, id), [queryClient]);
}
