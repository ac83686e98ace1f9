// Badges: the catalogue with the user's progress (GET /api/badges), the badges the user earned (GET
// /api/badges/user), and telling the server the user has seen them.
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '#client/lib/api-client';
import type { Badge, UserBadge } from '#contract/badges';

export const badgeKeys = {
  catalogue: ['/api/badges'] as const,
  earned: ['/api/badges/user'] as const,
};

export const badgesQuery = queryOptions<Badge[]>({ queryKey: badgeKeys.catalogue });
export const userBadgesQuery = queryOptions<UserBadge[]>({ queryKey: badgeKeys.earned });

export function useBadges() {
  return useQuery(badgesQuery);
}

/** The badges the user earned, with whether they were told. */
export function useUserBadges() {
  return useQuery(userBadgesQuery);
}

/** An activity may have earned a badge (or moved one's progress): both lists are read again. */
export function refreshBadges(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: badgeKeys.earned }),
    queryClient.invalidateQueries({ queryKey: badgeKeys.catalogue }),
  ]);
}

/**
 * Tells the server the user has seen these badges (POST /api/badges/user/notified, 204), and marks them
 * so in the cache at once so the celebration does not come back while the request is on its way.
 */
export async function markBadgesNotified(queryClient: QueryClient, badgeIds: string[]): Promise<void> {
  if (badgeIds.length === 0) return;
  const told = new Set(badgeIds);
  queryClient.setQueryData(userBadgesQuery.queryKey, (badges) =>
    badges?.map((badge) => (told.has(badge.badgeId) ? { ...badge, notified: true } : badge)),
  );
  try {
    await api.post<void>('/api/badges/user/notified', { badgeIds });
  } catch (error) {
    // Not worth interrupting the user: the server still has them unannounced, so they are shown next visit.
    console.error('Could not mark badges as seen', error);
  }
}

/** `markBadgesNotified` bound to the app's query client. */
export function useMarkBadgesNotified(): (badgeIds: string[]) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback((badgeIds: string[]) => markBadgesNotified(queryClient, badgeIds), [queryClient]);
}
