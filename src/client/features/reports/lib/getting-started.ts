import type { ReportPeriod } from '#contract/constants';
import type { ProgressReport } from '#contract/reports';
import { EARLY_MIN_RATED_DAYS } from '#domain/reports/early-insights';

/** What a part of the page needs before it says anything, and how far the user is from it. */
export interface Milestone {
  part: string;
  needs: string;
  /**
   * How many more days (of retros or moods) until it appears; 0 when it is there; 'longer-period'
   * when this period cannot hold enough days for it (too few left, or over).
   */
  remaining: number | 'longer-period';
}

/** Insights compare two kinds of days, each needing 7. */
export const INSIGHT_DAYS = 14;
export const AREA_RATINGS = 3;
const CHART_DAYS = 3;

/** The next longer period, to offer when a part needs more days than this one holds. */
export function longerPeriod(period: ReportPeriod): ReportPeriod {
  return period === 'week' ? 'month' : period === 'month' ? 'year' : 'all';
}

/**
 * Days of the period still to come on which something can be logged: today (unless `doneToday`) and
 * the days after it up to the period's end. None for a past period; no end for all time.
 */
export function daysLeft(
  report: ProgressReport,
  doneToday: (day: ProgressReport['weeklyProgress']['days'][number]) => boolean,
): number {
  if (report.period === 'all') return Number.POSITIVE_INFINITY;
  if (report.to < report.today) return 0;
  const day = 86_400_000;
  const left = Math.round((Date.parse(report.to) - Date.parse(report.today)) / day) + 1;
  const today = report.weeklyProgress.days.find((d) => d.date === report.today);
  return today && doneToday(today) ? left - 1 : left;
}

const ratedToday = (day: ProgressReport['weeklyProgress']['days'][number]) => day.retro === 'completed';
const moodToday = (day: ProgressReport['weeklyProgress']['days'][number]) => day.mood !== null;

/** More ratings the areas need in this period, or 'longer-period' when it cannot hold them. */
export function ratingsStillNeeded(report: ProgressReport): number | 'longer-period' {
  const rated = Math.max(0, ...report.areas.map((a) => a.count));
  const needed = Math.max(0, AREA_RATINGS - rated);
  return needed > daysLeft(report, ratedToday) ? 'longer-period' : needed;
}

/** More rated days before the first insight can be told, or 'longer-period' (decision record 050). */
export function insightDaysStillNeeded(report: ProgressReport): number | 'longer-period' {
  if (report.insights.length > 0 || report.earlyInsights.length > 0) return 0;
  const rated = Math.max(0, ...report.areas.map((a) => a.count));
  const needed = Math.max(0, EARLY_MIN_RATED_DAYS - rated);
  return needed > daysLeft(report, ratedToday) ? 'longer-period' : needed;
}

/** The parts of the report and how many more days of this period until each appears. */
export function milestones(report: ProgressReport): Milestone[] {
  const rated = Math.max(0, ...report.areas.map((a) => a.count));
  const charts = Math.max(0, CHART_DAYS - Math.max(report.counts.moodsLogged, rated));
  return [
    { part: 'Weekly progress', needs: 'Shows each day of the week from your first day.', remaining: 0 },
    {
      part: 'Strongest and improvement area',
      needs: `Named once an area has ${AREA_RATINGS} ratings in the period: complete ${AREA_RATINGS} retros.`,
      remaining: ratingsStillNeeded(report),
    },
    {
      part: 'Mood and area charts',
      needs: `Drawn from ${CHART_DAYS} days with a mood or a retro.`,
      remaining: charts > daysLeft(report, (d) => ratedToday(d) || moodToday(d)) ? 'longer-period' : charts,
    },
    {
      part: 'Insights',
      needs: `The first once ${EARLY_MIN_RATED_DAYS} days are rated; comparisons of your mood need ${INSIGHT_DAYS} days with a mood.`,
      remaining: insightDaysStillNeeded(report),
    },
  ];
}

/** True when the period holds nothing a report can count. */
export function isEmptyPeriod(report: ProgressReport): boolean {
  const c = report.counts;
  return (
    c.retrosCompleted === 0 &&
    c.moodsLogged === 0 &&
    c.journalEntries === 0 &&
    report.areas.every((a) => a.count === 0)
  );
}
