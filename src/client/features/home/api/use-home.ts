import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { HomeSummary } from '../../../../contract/home';
import { api } from '../../../lib/api-client';
import { gamificationKeys } from '../../gamification/api/gamification-keys';

export const homeKey = ['/api/home'] as const;

/**
 * GET /api/home. Today's mood comes with it and goes into the cache of GET /api/moods/today, so the
 * mood card does not ask again: without a mood that call answers 404 (null by the specification),
 * which the browser logs as an error on every visit.
 */
export function useHome() {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: homeKey,
    queryFn: async ({ signal }) => {
      const summary = await api.get<HomeSummary>(homeKey[0], { signal });
      // An answer kept from before the field existed (offline, say) leaves the mood to its own call.
      if (summary.todayMood !== undefined) {
        queryClient.setQueryData(gamificationKeys.todayMood, summary.todayMood);
      }
      return summary;
    },
  });
}
