import { type QueryClient, useIsRestoring } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useUser } from '#client/features/auth';
import { settleCacheOwner } from '#client/lib/query-persistence';

/**
 * Keeps the saved data cache with the user the server confirmed (decision record 044): when nobody is
 * signed in any more, or another account signed in on this device, the last user's saved copy is deleted
 * and nothing of theirs stays in memory. A failed check (offline) changes nothing.
 */
export function CacheOwnerWatch({ queryClient }: { queryClient: QueryClient }) {
  const { data: user, isSuccess } = useUser();
  const restoring = useIsRestoring();
  const userId = user?.id ?? null;
  useEffect(() => {
    if (restoring || !isSuccess) return;
    if (settleCacheOwner(userId) && userId !== null) {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== '/api/user' });
    }
  }, [restoring, isSuccess, userId, queryClient]);
  return null;
}
