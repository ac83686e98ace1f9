// Streaks: the user's runs (GET /api/streaks) and recording a day's activity (POST /api/streaks/{id}).
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { api } from '#client/lib/api-client';
import { STREAK_UPDATE_FAILURE_MESSAGE, type StreakId } from '#contract/constants';
import type { Streak } from '#contract/streaks';
import { refreshBadges } from './badges';

export const streakKeys = {
  all: ['/api/streaks'] as const,
};

/**
 * The one query refetched on every mount and on every window focus, fresh or not (SPEC section 7:
 * "Always refetched on mount and window focus"): a streak's status changes with the day, and a tab left
 * open overnight must not show yesterday's "Done today".
 */
export const streaksQuery = queryOptions<Streak[]>({
  queryKey: streakKeys.all,
  refetchOnMount: 'always',
  refetchOnWindowFocus: 'always',
});

export function useStreaks() {
  return useQuery(streaksQuery);
}

/**
 * Records today's activity for one streak. A failure is logged only (SPEC section 8): the activity
 * itself already succeeded, and the server recounts streaks on its next read. On success the streaks and
 * the user's badges are read again, so a newly earned badge is celebrated.
 */
export async function updateStreak(queryClient: QueryClient, id: StreakId): Promise<Streak | null> {
  try {
    const { streak } = await api.post<{ streak: Streak }>(`/api/streaks/${id}`);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: streakKeys.all }),
      refreshBadges(queryClient),
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

/**
 * "A freeze kept your streak" has been shown: the server stops reporting that freeze
 * (POST /api/streaks/{id}/freeze-told), so it is told once, on one device or another.
 */
export function useTellFreeze() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, date }: { id: StreakId; date: string }) =>
      api.post<null>(`/api/streaks/${id}/freeze-told`, { date }),
    onSuccess: (_, { id }) =>
      queryClient.setQueryData(streaksQuery.queryKey, (streaks) =>
        streaks?.map((streak) => (streak.id === id ? { ...streak, freezeNotice: null } : streak)),
      ),
  });
}

const NO_DAYS: readonly string[] = [];

/** The days a freeze covered in the daily retro streak: history, reports and the year mark them. */
export function useFrozenRetroDays(): ReadonlySet<string> {
  const streaks = useStreaks();
  const dates = streaks.data?.find((streak) => streak.id === 'daily-retro')?.frozenDates ?? NO_DAYS;
  return useMemo(() => new Set(dates), [dates]);
}
