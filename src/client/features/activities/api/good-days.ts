// "What goes with your good days" (GET /api/activities/good-days?timePeriod=…), decision record 046.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GoodDaysReport } from '#contract/activities';

export type GoodDaysPeriod = 'month' | 'year' | 'all';

export const goodDaysQuery = (period: GoodDaysPeriod) =>
  queryOptions<GoodDaysReport>({ queryKey: ['/api/activities/good-days', { timePeriod: period }] });

export function useGoodDays(period: GoodDaysPeriod) {
  return useQuery(goodDaysQuery(period));
}
