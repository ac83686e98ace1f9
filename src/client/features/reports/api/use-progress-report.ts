import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReportPeriod } from '../../../../contract/constants';
import type { ProgressReport } from '../../../../contract/reports';
import { reportKeys } from './report-keys';

/**
 * The report of one period (GET /api/progress-reports). While the next period loads, the one shown
 * stays on screen, marked as loading, so switching does not flash an empty page.
 */
export function useProgressReport(period: ReportPeriod, offset: number) {
  return useQuery<ProgressReport>({
    queryKey: reportKeys.report(period, offset),
    placeholderData: keepPreviousData,
  });
}
