/**
 * When a daily reminder falls. A reminder rule is a wall-clock time on chosen ISO weekdays in an
 * IANA zone; every instant here comes in as an argument, never from a clock.
 */
import { addDays, isoWeekday, type LocalDate, localDay } from '../local-day';
import { wallTimeAt, zonedInstant } from './zoned-time';

export interface ReminderRule {
  /** Minutes after local midnight, 0–1439 (21:00 is 1260). */
  minutes: number;
  /** ISO weekdays, 1 = Monday … 7 = Sunday; at least one. */
  days: readonly number[];
  timeZone: string;
}

/** A reminder missed by a stopped server is still sent this long after its time, never later. */
export const REMINDER_CATCH_UP_MS = 15 * 60_000;

/** "21:05" → 1265. The caller has validated the text. */
export function minutesFromTime(time: string): number {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
}

/** 1265 → "21:05". */
export function timeFromMinutes(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The reminder's instant on a calendar date of the zone, or null when that weekday is not chosen. */
export function reminderOn(date: LocalDate, rule: ReminderRule): Date | null {
  if (!rule.days.includes(isoWeekday(date))) return null;
  return zonedInstant(date, rule.minutes, rule.timeZone);
}

/** The first reminder strictly after `after`. */
export function nextReminderInstant(after: Date, rule: ReminderRule): Date {
  if (rule.days.length === 0) throw new RangeError('A reminder needs at least one weekday');
  const today = wallTimeAt(after, rule.timeZone).date;
  // A skipped or repeated hour moves an instant by at most a few hours, so yesterday's reminder
  // can never be the next one, and a week and a day always holds every chosen weekday.
  for (let offset = 0; offset <= 8; offset++) {
    const instant = reminderOn(addDays(today, offset), rule);
    if (instant && instant.getTime() > after.getTime()) return instant;
  }
  throw new Error('unreachable: a week always holds the chosen weekday');
}

/** The latest reminder at or before `now`. */
export function latestReminderAtOrBefore(now: Date, rule: ReminderRule): Date {
  if (rule.days.length === 0) throw new RangeError('A reminder needs at least one weekday');
  const today = wallTimeAt(now, rule.timeZone).date;
  for (let offset = 1; offset >= -8; offset--) {
    const instant = reminderOn(addDays(today, offset), rule);
    if (instant && instant.getTime() <= now.getTime()) return instant;
  }
  throw new Error('unreachable: a week always holds the chosen weekday');
}

export interface DueReminder {
  /** When the reminder was meant to go out. */
  scheduledAt: Date;
  /** The user's retro day it reminds of (their day-start hour applies): the once-a-day key. */
  retroDate: LocalDate;
}

/**
 * The reminder to send at `now`, if one fell within the catch-up window: the latest scheduled
 * instant at or before `now`, when it is less than REMINDER_CATCH_UP_MS old.
 */
export function dueReminder(now: Date, rule: ReminderRule, dayStartHour: number): DueReminder | null {
  const scheduledAt = latestReminderAtOrBefore(now, rule);
  if (now.getTime() - scheduledAt.getTime() >= REMINDER_CATCH_UP_MS) return null;
  return { scheduledAt, retroDate: localDay(scheduledAt, rule.timeZone, dayStartHour) };
}
