import { useQuery } from '@tanstack/react-query';
import type { RetroToday } from '../../../../contract/retro';
import { api } from '../../../lib/api-client';
import { retroKeys } from './retro-keys';

export function useRetroToday() {
  return useQuery({
    queryKey: retroKeys.today,
    queryFn: ({ signal }) => api.get<RetroToday>('/api/retro/today', { signal }),
  });
}
