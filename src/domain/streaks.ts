/**
 * Streak rules (DESIGN.md section 4). A streak is computed from the local dates on which an
 * activity happened, never from instants: a date is fixed when the record is written (in the zone
 * and day-start hour the user had then), so daylight saving, a new time zone or a flight cannot
 * move past days and open a gap that was not there.
 *
 * - A run is consecutive local days with the activity; its length counts active days only.
 * - Each time a run reaches a multiple of STREAK_FREEZE_EARNED_EVERY_DAYS, it earns a freeze; at
 *   most STREAK_FREEZES_MAX are kept. Freezes belong to the run: a broken run loses them.
 * - One missed day between two active days spends a freeze if there is one: the run goes on and
 *   the missed day is recorded as frozen (it adds nothing to the length). Two or more missed days,
 *   or one without a freeze, end the run.
 * - Granted freezes (one per credited referral) are dated: each covers one missed day on or after
 *   the day it was granted, after the run's own freezes are used, and does not end with a run.
 *
 * The stored form is the result as of the last active day, which depends on the records alone, so
 * recomputing from scratch always gives the stored value; `streakAsOf` derives any day's view.
 */
import { STREAK_FREEZE_EARNED_EVERY_DAYS, STREAK_FREEZES_MAX } from '#contract/constants';
import { addDays, daysBetween, type LocalDate } from './local-day';

/** A streak as of its last active day: what is stored. */
export interface StoredStreak {
  current: number;
  longest: number;
  lastActiveDate: LocalDate | null;
  runStartDate: LocalDate | null;
  freezesAvailable: number;
  /** Every day a freeze ever covered, oldest first, for the calendar. */
  frozenDates: LocalDate[];
}

export type StreakStatus = 'active' | 'pending' | 'at_risk' | 'broken';

/** A streak as of the user's today: the contract's Streak without its id. */
export interface StreakView extends StoredStreak {
  status: StreakStatus;
  /** Active days left until the run reaches its next freeze milestone. */
  nextFreezeIn: number;
}

export const EMPTY_STREAK: StoredStreak = {
  current: 0,
  longest: 0,
  lastActiveDate: null,
  runStartDate: null,
  freezesAvailable: 0,
  frozenDates: [],
};

/**
 * The streak as of the last of `dates`: the local dates with the activity, oldest first, each
 * once (a repeated date is ignored; an out-of-order one is a caller's bug and throws).
 */
export function summarizeStreak(
  dates: readonly LocalDate[],
  grantedFreezes: readonly LocalDate[] = [],
): StoredStreak {
  let grantsSpent = 0;
  // ISO dates compare as strings.
  const grantsUsableOn = (day: LocalDate) => grantedFreezes.filter((g) => g <= day).length - grantsSpent;
  let current = 0;
  let longest = 0;
  let lastActiveDate: LocalDate | null = null;
  let runStartDate: LocalDate | null = null;
  let freezesAvailable = 0;
  const frozenDates: LocalDate[] = [];

  for (const date of dates) {
    if (lastActiveDate !== null) {
      const gap = daysBetween(lastActiveDate, date);
      if (gap < 0) throw new RangeError(`Streak dates must be in order: ${date} after ${lastActiveDate}`);
      if (gap === 0) continue;
      if (gap === 2 && freezesAvailable > 0) {
        freezesAvailable -= 1;
        frozenDates.push(addDays(lastActiveDate, 1));
      } else if (gap === 2 && grantsUsableOn(addDays(lastActiveDate, 1)) > 0) {
        grantsSpent += 1;
        frozenDates.push(addDays(lastActiveDate, 1));
      } else if (gap > 1) {
        current = 0;
        freezesAvailable = 0;
      }
    }
    if (current === 0) runStartDate = date;
    current += 1;
    if (current % STREAK_FREEZE_EARNED_EVERY_DAYS === 0) {
      freezesAvailable = Math.min(STREAK_FREEZES_MAX, freezesAvailable + 1);
    }
    longest = Math.max(longest, current);
    lastActiveDate = date;
  }
  const totalFreezes = freezesAvailable + grantedFreezes.length - grantsSpent;
  return { current, longest, lastActiveDate, runStartDate, freezesAvailable: totalFreezes, frozenDates };
}

const daysToNextFreeze = (length: number) =>
  STREAK_FREEZE_EARNED_EVERY_DAYS - (length % STREAK_FREEZE_EARNED_EVERY_DAYS);

/**
 * The stored streak seen on `today`: done today → active; last done yesterday → pending; last
 * done the day before yesterday → at_risk: yesterday can still be done late (late-days.ts), which
 * keeps the run without a freeze, and with a freeze, doing it today keeps it too (spending the
 * freeze); otherwise broken, with no current run. A last active date after today counts as done today: after
 * a flight east across the date line the new zone's today can be behind the last date recorded.
 */
export function streakAsOf(stored: StoredStreak, today: LocalDate): StreakView {
  const since = stored.lastActiveDate === null ? null : daysBetween(stored.lastActiveDate, today);
  const status: StreakStatus | null =
    since === null ? null : since <= 0 ? 'active' : since === 1 ? 'pending' : since === 2 ? 'at_risk' : null;
  if (status === null || stored.current === 0) {
    return {
      ...stored,
      current: 0,
      runStartDate: null,
      freezesAvailable: 0,
      status: 'broken',
      nextFreezeIn: STREAK_FREEZE_EARNED_EVERY_DAYS,
    };
  }
  return { ...stored, status, nextFreezeIn: daysToNextFreeze(stored.current) };
}

/** The streak of these activity dates as of `today`: the stored form, seen today. */
export function computeStreak(
  dates: readonly LocalDate[],
  today: LocalDate,
  grantedFreezes: readonly LocalDate[] = [],
): StreakView {
  return streakAsOf(summarizeStreak(dates, grantedFreezes), today);
}

/**
 * The day a freeze covered in the run still going that the user has not been told about yet (told
 * through `toldThrough`), or null: "A freeze kept your 10-day streak" is said once per freeze, and
 * not for a run that has since ended.
 */
export function untoldFreeze(view: StreakView, toldThrough: LocalDate | null): LocalDate | null {
  if (view.status === 'broken' || view.runStartDate === null) return null;
  const newest = view.frozenDates.at(-1);
  if (newest === undefined || newest < view.runStartDate) return null;
  return toldThrough !== null && newest <= toldThrough ? null : newest;
}
