import { useQuery } from '@tanstack/react-query';
import type { Referral } from '../../../../contract/referral';
import { api } from '../../../lib/api-client';

export function useReferral() {
  return useQuery({ queryKey: ['/api/referral'], queryFn: () => api.get<Referral>('/api/referral') });
}
