import { useQuery } from '@tanstack/react-query';
import { GAMIFICATION_FETCH_ERRORS } from '../../../../contract/constants';
import type { Customization } from '../../../../contract/customization';
import { fetchOrThrow } from './fetch-or-throw';
import { gamificationKeys } from './gamification-keys';

/** Name, avatar, accent colour, home cards and celebrations (GET /api/customization). */
export function useCustomization() {
  return useQuery({
    queryKey: gamificationKeys.customization,
    queryFn: ({ signal }) =>
      fetchOrThrow<Customization>('/api/customization', GAMIFICATION_FETCH_ERRORS.customization, signal),
  });
}
