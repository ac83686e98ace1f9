import { useQuery } from '@tanstack/react-query';
import type { Retro } from '../../../../contract/retro';
import { api } from '../../../lib/api-client';
import { retroKeys } from './retro-keys';

/** One retro by its local date (past retros stay readable). */
export function useRetro(date: string, enabled = true) {
  return useQuery({
    queryKey: retroKeys.byDate(date),
    queryFn: ({ signal }) => api.get<Retro>(`/api/retro/${date}`, { signal }),
    enabled,
  });
}
