// Moods: the user's moods (GET /api/moods), today's (GET /api/moods/today, null when none: READ_RULES
// in query-client.ts), and logging one (POST /api/moods).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#client/lib/api-client';
import { underPath } from '#client/lib/query-paths';
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
export function useMoods(enabled = true) {
  return useQuery({ ...moodsQuery, enabled });
}

export function useTodayMood() {
  return useQuery(todayMoodQuery);
}

/** Logs a day's mood (today's unless `date` is sent), or changes it, then brings the mood streak up to date. */
export function useLogMood() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LogMoodBody) => api.post<Mood>('/api/moods', body),
    onSuccess: (mood, body) => {
      // A mood of an earlier day leaves today's as it is.
      if (body.date === undefined) queryClient.setQueryData(todayMoodQuery.queryKey, mood);
      else
        queryClient.setQueryData(moodsQuery.queryKey, (moods) =>
          moods?.map((m) => (m.date === mood.date ? mood : m)),
        );
      void queryClient.invalidateQueries({ queryKey: moodKeys.all });
      // Home's summary carries today's mood and the next step that follows from it.
      void queryClient.invalidateQueries({ predicate: underPath('/api/home') });
      toastSuccess(GAMIFICATION_TOASTS.moodUpdated);
      void updateStreak(queryClient, 'mood');
    },
    onError: (error) => toastFailure(GAMIFICATION_TOASTS.moodFailed, error),
  });
}
