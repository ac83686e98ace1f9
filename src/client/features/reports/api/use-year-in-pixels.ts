import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { YearInPixels } from '../../../../contract/reports';
import { reportKeys } from './report-keys';

/** Every day of one calendar year that holds a mood, a retro or an entry. */
export function useYearInPixels(year: number) {
  return useQuery<YearInPixels>({
    queryKey: reportKeys.yearInPixels(year),
    placeholderData: keepPreviousData,
  });
}
