import type { ReportPeriod } from '../../../../contract/constants';

export const REPORTS_PATH = '/api/progress-reports';
export const YEAR_IN_PIXELS_PATH = '/api/progress-reports/year-in-pixels';

/**
 * Query keys of the reports. The period holding today is the spec's own key shape
 * ['/api/progress-reports', period], which the shared query layer turns into ?timePeriod=…;
 * an earlier one adds its offset as a query parameter.
 */
export const reportKeys = {
  all: [REPORTS_PATH] as const,
  report: (period: ReportPeriod, offset: number) =>
    offset === 0
      ? ([REPORTS_PATH, period] as const)
      : ([REPORTS_PATH, { timePeriod: period, offset }] as const),
  yearInPixels: (year: number) => [YEAR_IN_PIXELS_PATH, { year }] as const,
};
