import type { ProgressReport } from '../../../../contract/reports';

/** What a part of the page needs before it says anything, and how far the user is from it. */
export interface Milestone {
  part: string;
  needs: string;
  /** How many more days (of retros or moods) until it appears; 0 when it is there. */
  remaining: number;
}

/** Insights compare two kinds of days, each needing 7. */
const INSIGHT_DAYS = 14;
const AREA_RATINGS = 3;
const CHART_DAYS = 2;

/** The parts of the report and how many more days of this period until each appears. */
export function milestones(report: ProgressReport): Milestone[] {
  const rated = Math.max(0, ...report.areas.map((a) => a.count));
  const moods = report.counts.moodsLogged;
  return [
    { part: 'Weekly progress', needs: 'Shows each day of the week from your first day.', remaining: 0 },
    {
      part: 'Strongest and improvement area',
      needs: `Named once an area has ${AREA_RATINGS} ratings in the period: complete ${AREA_RATINGS} retros.`,
      remaining: Math.max(0, AREA_RATINGS - rated),
    },
    {
      part: 'Mood and area charts',
      needs: `Drawn from ${CHART_DAYS} days with a mood or a retro.`,
      remaining: Math.max(0, CHART_DAYS - Math.max(moods, rated)),
    },
    {
      part: 'Insights',
      needs: `Need at least ${INSIGHT_DAYS} days with a mood: 7 on each side of a comparison.`,
      remaining: Math.max(0, INSIGHT_DAYS - moods),
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
