// Progress reports: the report of one period (GET /api/progress-reports) and the year in pixels.
import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { underPath } from '#client/lib/query-paths';
import type { ReportPeriod } from '#contract/constants';
import type { ProgressReport, YearInPixels } from '#contract/reports';

const REPORTS_PATH = '/api/progress-reports';

export const reportKeys = {
  /** The period holding today has no offset; an earlier one counts back from it. */
  report: (period: ReportPeriod, offset: number) =>
    [REPORTS_PATH, { timePeriod: period, offset: offset === 0 ? undefined : offset }] as const,
  yearInPixels: (year: number) => [`${REPORTS_PATH}/year-in-pixels`, { year }] as const,
};

/**
 * While the next period loads, the one shown stays on screen, marked as loading, so switching does not
 * flash an empty page.
 */
export const reportQuery = (period: ReportPeriod, offset: number) =>
  queryOptions<ProgressReport>({
    queryKey: reportKeys.report(period, offset),
    placeholderData: keepPreviousData,
  });

/** Every day of one calendar year that holds a mood, a retro or an entry. */
export const yearInPixelsQuery = (year: number) =>
  queryOptions<YearInPixels>({ queryKey: reportKeys.yearInPixels(year), placeholderData: keepPreviousData });

export function useProgressReport(period: ReportPeriod, offset: number) {
  return useQuery(reportQuery(period, offset));
}

export function useYearInPixels(year: number) {
  return useQuery(yearInPixelsQuery(year));
}

/**
 * Something reports count changed (a retro saved, the week's first day): every report and the year in
 * pixels are read again; `refetchType: 'all'` reads them now, shown or not.
 */
export function refreshReports(queryClient: QueryClient, refetchType: 'active' | 'all' = 'active') {
  return queryClient.invalidateQueries({ predicate: underPath(REPORTS_PATH), refetchType });
}

/** Whether every request of the app has come back: printing waits for the opened sections' data. */
export function useRequestsSettled(): () => boolean {
  const queryClient = useQueryClient();
  return () => queryClient.isFetching() === 0;
}
