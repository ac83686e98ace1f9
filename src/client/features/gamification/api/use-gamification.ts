import { useUpdateStreak } from './update-streak';
import { useAssignChallenge } from './use-assign-challenge';
import { useBadges } from './use-badges';
import { useChallenges } from './use-challenges';
import { useCompleteChallenge } from './use-complete-challenge';
import { useCustomization } from './use-customization';
import { useLogMood } from './use-log-mood';
import { useMoods } from './use-moods';
import { useStreaks } from './use-streaks';
import { useTodayMood } from './use-today-mood';
import { useUpdateCustomization } from './use-update-customization';
import { useUserBadges } from './use-user-badges';
import { useUserChallenges } from './use-user-challenges';

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
