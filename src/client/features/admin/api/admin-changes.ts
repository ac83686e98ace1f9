import type { QueryClient } from '@tanstack/react-query';
import { underPath } from '#client/lib/query-paths';

/** Every admin change reads every admin list again, so none shows what the change made untrue. */
export function refreshAdminLists(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: underPath('/api/admin') });
}
