// The gamification feature's public surface: other features and the shell import only from here.

export { useBadges, useMarkBadgesNotified, useUserBadges } from './api/badges';
export {
  useAssignChallenge,
  useChallenges,
  useCheckChallengeDay,
  useCompleteChallenge,
  useUserChallenges,
} from './api/challenges';
export { useCustomization, useUpdateCustomization } from './api/customization';
export { useLogMood, useMoods, useTodayMood } from './api/moods';
export { updateStreak, useFrozenRetroDays, useStreaks, useTellFreeze } from './api/streaks';
export { splitUnseenBadges } from './lib/calm-moment';
export { GamificationMount } from './mount';
