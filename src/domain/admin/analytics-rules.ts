import { ANALYTICS_MIN_GROUP } from '#contract/constants';
import { addDays, daysBetween, isoWeekday, type LocalDate } from '../local-day';
import { roundHalfAwayFromZero } from '../sentences/numbers';

/**
 * A figure about `people` people: shown as is when none or at least ANALYTICS_MIN_GROUP are behind
 * it, hidden (null, "fewer than 5") otherwise, so no figure can point at one person.
 */
export function shownFigure(count: number, people: number = count): number | null {
  return people > 0 && people < ANALYTICS_MIN_GROUP ? null : count;
}

/** The Monday of the week a day is in (weeks start on Monday, as PostgreSQL's date_trunc has them). */
export function weekStartOf(date: LocalDate): LocalDate {
  return addDays(date, 1 - isoWeekday(date));
}

/** Every day from `from` to `to`, both included. */
export function daysFrom(from: LocalDate, to: LocalDate): LocalDate[] {
  const count = daysBetween(from, to) + 1;
  return Array.from({ length: Math.max(0, count) }, (_, i) => addDays(from, i));
}

export const MAX_RETENTION_COHORTS = 12;

/** The cohort weeks shown for a range: those it touches, the most recent twelve at most. */
export function cohortWeeks(from: LocalDate, to: LocalDate): LocalDate[] {
  const last = weekStartOf(to);
  let first = weekStartOf(from);
  const earliest = addDays(last, -7 * (MAX_RETENTION_COHORTS - 1));
  if (daysBetween(first, earliest) > 0) first = earliest;
  const weeks: LocalDate[] = [];
  for (let week = first; daysBetween(week, last) >= 0; week = addDays(week, 7)) weeks.push(week);
  return weeks;
}

export interface CohortCounts {
  weekStart: LocalDate;
  size: number;
  /** People of the cohort active in the week starting on each key. */
  activeByWeek: ReadonlyMap<LocalDate, number>;
}

/**
 * One row of the retention table: the share of the cohort active in its joining week and each week
 * after it, up to the week of `today` (later weeks have not happened: null). A cohort of fewer than
 * five people shows no shares at all.
 */
export function retentionRow(cohort: CohortCounts, today: LocalDate) {
  const size = shownFigure(cohort.size);
  const weeksSoFar = Math.floor(daysBetween(cohort.weekStart, weekStartOf(today)) / 7) + 1;
  const weeks = Array.from({ length: Math.min(weeksSoFar, MAX_RETENTION_COHORTS) }, (_, offset) => {
    if (size === null || cohort.size === 0) return null;
    const active = cohort.activeByWeek.get(addDays(cohort.weekStart, offset * 7)) ?? 0;
    return roundHalfAwayFromZero(active / cohort.size, 3);
  });
  return { weekStart: cohort.weekStart, size, weeks };
}

/**
 * What the daily counts of active people already say about the people of a whole period: at least
 * ANALYTICS_MIN_GROUP when one day had that many, none when no day had anyone, and undefined when only
 * a count of the distinct people can tell (every day had one to four).
 */
export function periodPeopleFromDays(activeByDay: readonly number[]): number | undefined {
  if (activeByDay.some((people) => people >= ANALYTICS_MIN_GROUP)) return ANALYTICS_MIN_GROUP;
  return activeByDay.every((people) => people === 0) ? 0 : undefined;
}

export interface PeriodSums {
  signups: number;
  activePersonDays: number;
  retrosStarted: number;
  retrosCompleted: number;
  journalEntries: number;
  moods: number;
}

/**
 * A period's totals and averages, shown when the period as a whole has at least ANALYTICS_MIN_GROUP
 * people active in it (or nobody, when every figure is zero), hidden (null) otherwise. A total over
 * five people or more points at no one, though some of its days, taken alone, would.
 */
export function periodTotals(sums: PeriodSums, days: number, people: number) {
  const shown = shownFigure(1, people) !== null;
  const figure = (value: number) => (shown ? value : null);
  return {
    signups: figure(sums.signups),
    activePerDay: shown && days > 0 ? roundHalfAwayFromZero(sums.activePersonDays / days, 2) : null,
    retrosCompleted: figure(sums.retrosCompleted),
    journalEntries: figure(sums.journalEntries),
    moods: figure(sums.moods),
    completionRate:
      shown && sums.retrosStarted > 0
        ? roundHalfAwayFromZero(sums.retrosCompleted / sums.retrosStarted, 3)
        : null,
  };
}
