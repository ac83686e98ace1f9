import { useMutation, useQueryClient } from '@tanstack/react-query';
import { GAMIFICATION_TOASTS } from '../../../../contract/constants';
import type { LogMoodBody, Mood } from '../../../../contract/moods';
import { api } from '../../../lib/api-client';
import { gamificationKeys } from './gamification-keys';
import { toastFailure, toastSuccess } from './gamification-toasts';
import { updateStreak } from './update-streak';

/** Logs today's mood, or changes it (POST /api/moods), then counts the day towards the mood streak. */
export function useLogMood() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LogMoodBody) => api.post<Mood>('/api/moods', body),
    onSuccess: (mood) => {
      queryClient.setQueryData(gamificationKeys.todayMood, mood);
      void queryClient.invalidateQueries({ queryKey: gamificationKeys.moods });
      toastSuccess(GAMIFICATION_TOASTS.moodUpdated);
      void updateStreak(queryClient, 'mood');
    },
    onError: (error) => toastFailure(GAMIFICATION_TOASTS.moodFailed, error),
  });
}
