/**
 * Which past days can still be written to, and which late writes still count for a streak
 * (docs/decisions/036-finish-yesterday.md). The time comes in as an argument; nothing here reads a
 * clock.
 *
 * - A retro can be answered, rated and completed on its own day and through the whole of the next
 *   local day (the day-start hour respected), then it closes: "only yesterday", so a daily practice
 *   keeps its meaning. Never for a day before the account's first day, never for a future day.
 * - A mood can be logged or changed for any of the last MOOD_DAYS_BACK days (today included), never
 *   before the account's first day.
 * - Anything recorded for a day counts for that day's streak only when it was recorded by the end of
 *   the next day: backdating a journal entry or a mood further never joins an old run again.
 */
import { MOOD_DAYS_BACK } from '#contract/constants';
import { addDays, daysBetween, type LocalDate, localDay, startOfLocalDay } from './local-day';

/** today: the current local day; yesterday: finishable late; closed: too old; future: not begun. */
export type DayAccess = 'today' | 'yesterday' | 'closed' | 'future';

/** Which way a retro of `date` can be changed when the user's local day is `today`. */
export function retroDayAccess(date: LocalDate, today: LocalDate, firstDay: LocalDate): DayAccess {
  if (date > today) return 'future';
  if (date === today) return 'today';
  if (date === addDays(today, -1) && date >= firstDay) return 'yesterday';
  return 'closed';
}

export interface DayContext {
  now: Date;
  timeZone: string;
  dayStartHour: number;
  /** The account's first local day (its creation instant's local day). */
  firstDay: LocalDate;
}

export interface RetroWindow {
  access: DayAccess;
  /** While open: the instant it closes, the start of the local day after the next one. */
  closesAt: Date | null;
}

/** Whether a retro of `date` is open at `now`, and until when. */
export function retroWindow(date: LocalDate, context: DayContext): RetroWindow {
  const today = localDay(context.now, context.timeZone, context.dayStartHour);
  const access = retroDayAccess(date, today, context.firstDay);
  if (access === 'today' || access === 'yesterday') {
    return { access, closesAt: startOfLocalDay(addDays(date, 2), context.timeZone, context.dayStartHour) };
  }
  return { access, closesAt: null };
}

/** True when a record for `date`, written on local day `recordedOn`, counts for `date`'s streak. */
export function countsForStreak(date: LocalDate, recordedOn: LocalDate | null): boolean {
  // Records from before the rule (and imported ones, which never grant anything by themselves:
  // streaks are recomputed from all records) carry no recording day and count as they always did.
  return recordedOn === null || daysBetween(date, recordedOn) <= 1;
}

/** The days a mood can be logged for, newest first: today and the days before, not before the first day. */
export function moodDays(today: LocalDate, firstDay: LocalDate): LocalDate[] {
  const days: LocalDate[] = [];
  for (let back = 0; back < MOOD_DAYS_BACK; back += 1) {
    const day = addDays(today, -back);
    if (back > 0 && day < firstDay) break;
    days.push(day);
  }
  return days;
}

/** Why a mood cannot be logged for `date`, or null when it can. */
export function moodDayProblem(date: LocalDate, today: LocalDate, firstDay: LocalDate): string | null {
  if (date > today) return "That day hasn't come yet: a mood can be logged for today or an earlier day.";
  if (!moodDays(today, firstDay).includes(date)) {
    return `A mood can be logged for the last ${MOOD_DAYS_BACK} days only.`;
  }
  return null;
}
