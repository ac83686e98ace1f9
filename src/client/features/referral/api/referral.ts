// The user's invite link and what it earned (GET /api/referral).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Referral } from '#contract/referral';

export const referralKeys = {
  mine: ['/api/referral'] as const,
};

export const referralQuery = queryOptions<Referral>({ queryKey: referralKeys.mine });

export function useReferral() {
  return useQuery(referralQuery);
}
