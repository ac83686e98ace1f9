import type { QueryClient } from '@tanstack/react-query';
import type { UserBadge } from '../../../../contract/badges';
import { api } from '../../../lib/api-client';
import { gamificationKeys } from './gamification-keys';

/**
 * Tells the server the user has seen these badges (POST /api/badges/user/notified, 204), and marks them
 * so in the cache at once so the celebration does not come back while the request is on its way.
 */
export async function markBadgesNotified(queryClient: QueryClient, badgeIds: string[]): Promise<void> {
  if (badgeIds.length === 0) return;
  const told = new Set(badgeIds);
  queryClient.setQueryData<UserBadge[]>(gamificationKeys.userBadges, (badges) =>
    badges?.map((badge) => (told.has(badge.badgeId) ? { ...badge, notified: true } : badge)),
  );
  try {
    await api.post<void>('/api/badges/user/notified', { badgeIds });
  } catch (error) {
    // Not worth interrupting the user: the server still has them unannounced, so they are shown next visit.
    console.error('Could not mark badges as seen', error);
  }
}
