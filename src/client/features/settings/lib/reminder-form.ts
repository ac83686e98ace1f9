// The Reminders form's pure parts: the browser's zone, the zone list, and how a schedule reads.

import { dateFormat, formatTime } from '#client/lib/dates';
import type { ReminderSettings, UpdateReminderBody } from '#contract/reminders';

export const WEEKDAYS = [
  { day: 1, short: 'Mon', name: 'Monday' },
  { day: 2, short: 'Tue', name: 'Tuesday' },
  { day: 3, short: 'Wed', name: 'Wednesday' },
  { day: 4, short: 'Thu', name: 'Thursday' },
  { day: 5, short: 'Fri', name: 'Friday' },
  { day: 6, short: 'Sat', name: 'Saturday' },
  { day: 7, short: 'Sun', name: 'Sunday' },
] as const;

export function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/** Every zone the browser knows, with the ones in use first in the list if it lacks them. */
export function timeZoneChoices(...inUse: string[]): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([...inUse, ...known])].sort((a, b) => a.localeCompare(b));
}

/**
 * What the form starts from. Before the first save, the zone is the browser's when it differs
 * from the profile's (a profile made elsewhere, or one still on the default UTC).
 */
export function initialForm(saved: ReminderSettings, browserZone: string | null): UpdateReminderBody {
  return {
    enabled: saved.enabled,
    time: saved.time,
    days: saved.days,
    timezone: !saved.configured && browserZone ? browserZone : saved.timezone,
  };
}

export function sameSchedule(a: UpdateReminderBody, b: UpdateReminderBody): boolean {
  return (
    a.time === b.time &&
    a.timezone === b.timezone &&
    a.days.length === b.days.length &&
    [...a.days].sort().join() === [...b.days].sort().join()
  );
}

/** "every day", "on weekdays", "on Mon, Wed and Fri". */
export function describeDays(days: readonly number[]): string {
  const sorted = [...days].sort((a, b) => a - b);
  if (sorted.length === 7) return 'every day';
  if (sorted.join() === '1,2,3,4,5') return 'on weekdays';
  if (sorted.join() === '6,7') return 'at weekends';
  const names = sorted.map((day) => WEEKDAYS[day - 1]?.short ?? '');
  return names.length === 1 ? `on ${names[0]}` : `on ${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** "Tomorrow at 21:00"-style line for the next reminder, in the reminder's zone. */
export function describeNext(nextAt: string, timeZone: string, now: Date): string {
  const next = new Date(nextAt);
  const day = (date: Date) => dateFormat('en-CA', { timeZone, dateStyle: 'short' }).format(date);
  const time = formatTime(next, timeZone);
  const tomorrow = new Date(now.getTime() + 86_400_000);
  if (day(next) === day(now)) return `Today at ${time}`;
  if (day(next) === day(tomorrow)) return `Tomorrow at ${time}`;
  const weekday = dateFormat('en-GB', { timeZone, weekday: 'long' }).format(next);
  return `${weekday} at ${time}`;
}
