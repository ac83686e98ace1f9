/** Query keys of gamification: the first part is the request path (see urlForQueryKey). */
export const gamificationKeys = {
  badges: ['/api/badges'] as const,
  userBadges: ['/api/badges/user'] as const,
  streaks: ['/api/streaks'] as const,
  moods: ['/api/moods'] as const,
  todayMood: ['/api/moods/today'] as const,
  customization: ['/api/customization'] as const,
  challenges: ['/api/challenges'] as const,
  userChallenges: ['/api/challenges/user'] as const,
};
