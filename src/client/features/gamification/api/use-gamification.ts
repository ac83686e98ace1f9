import { useBadges, useUserBadges } from './badges';
import { useAssignChallenge, useChallenges, useCompleteChallenge, useUserChallenges } from './challenges';
import { useCustomization, useUpdateCustomization } from './customization';
import { useLogMood, useMoods, useTodayMood } from './moods';
import { useStreaks, useUpdateStreak } from './streaks';

/**
 * Everything of gamification in one hook (SPEC section 4): the eight lists, the mutations, and one
 * `isLoading` that holds while any of the queries is still loading for the first time. Screens that need
 * only part of it use the single query hooks, so they do not fetch what they never show.
 */
export function useGamification() {
  const badges = useBadges();
  const userBadges = useUserBadges();
  const streaks = useStreaks();
  const moods = useMoods();
  const todayMood = useTodayMood();
  const customization = useCustomization();
  const challenges = useChallenges();
  const userChallenges = useUserChallenges();
  const queries = [badges, userBadges, streaks, moods, todayMood, customization, challenges, userChallenges];

  return {
    badges: badges.data ?? [],
    userBadges: userBadges.data ?? [],
    streaks: streaks.data ?? [],
    moods: moods.data ?? [],
    todayMood: todayMood.data ?? null,
    customization: customization.data,
    challenges: challenges.data ?? [],
    userChallenges: userChallenges.data ?? [],
    isLoading: queries.some((query) => query.isLoading),
    error: queries.find((query) => query.error)?.error ?? null,
    logMood: useLogMood(),
    updateCustomization: useUpdateCustomization(),
    assignChallenge: useAssignChallenge(),
    completeChallenge: useCompleteChallenge(),
    updateStreak: useUpdateStreak(),
  };
}
