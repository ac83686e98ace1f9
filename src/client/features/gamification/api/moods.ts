// Moods: the user's moods (GET /api/moods), today's (GET /api/moods/today, null when none: READ_RULES
// in query-client.ts), and logging one (POST /api/moods).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#client/lib/api-client';
import { GAMIFICATION_TOASTS } from '#contract/constants';
import type { LogMoodBody, Mood } from '#contract/moods';
import { toastFailure, toastSuccess } from './gamification-toasts';
import { updateStreak } from './streaks';

export const moodKeys = {
  all: ['/api/moods'] as const,
  today: ['/api/moods/today'] as const,
};

export const moodsQuery = queryOptions<Mood[]>({ queryKey: moodKeys.all });
export const todayMoodQuery = queryOptions<Mood | null>({ queryKey: moodKeys.today });

/** The user's moods, newest first. */
export function useMoods() {
  return useQuery(moodsQuery);
}

export function useTodayMood() {
  return useQuery(todayMoodQuery);
}

/** Logs today's mood, or changes it, then counts the day towards the mood streak. */
export function useLogMood() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LogMoodBody) => api.post<Mood>('/api/moods', body),
    onSuccess: (mood) => {
      queryClient.setQueryData(todayMoodQuery.queryKey, mood);
      void queryClient.invalidateQueries({ queryKey: moodKeys.all });
      toastSuccess(GAMIFICATION_TOASTS.moodUpdated);
      void updateStreak(queryClient, 'mood');
    },
    onError: (error) => toastFailure(GAMIFICATION_TOASTS.moodFailed, error),
  });
}
