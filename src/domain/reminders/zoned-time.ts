/**
 * Wall-clock arithmetic in an IANA zone, to the minute, with Intl only. A reminder is a wall-clock
 * time ("21:00 in Europe/Berlin"), so turning it into an instant must follow the zone's
 * daylight-saving rules, the same way RFC 5545 asks calendar apps to (section 3.3.5).
 */
import type { LocalDate } from '../local-day';

const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;

export interface WallTime {
  date: LocalDate;
  /** Minutes after midnight on the wall clock, 0–1439. */
  minutes: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall clock as if it were UTC, in ms (seconds dropped): the base of the offset arithmetic. */
function wallClockMs(instant: Date, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const hour = parts.hour === 24 ? 0 : (parts.hour ?? 0);
  return Date.UTC(parts.year ?? 0, (parts.month ?? 1) - 1, parts.day ?? 1, hour, parts.minute ?? 0);
}

/** The zone's offset from UTC at that instant, in minutes (Berlin in summer: 120). */
export function utcOffsetMinutes(instant: Date, timeZone: string): number {
  const wholeMinute = Math.floor(instant.getTime() / MS_PER_MINUTE) * MS_PER_MINUTE;
  return Math.round((wallClockMs(new Date(wholeMinute), timeZone) - wholeMinute) / MS_PER_MINUTE);
}

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

function dateFromUtcMs(ms: number): LocalDate {
  const d = new Date(ms);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

function dateToUtcMs(date: LocalDate): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day);
}

/** The date and minute on the zone's wall clock at that instant. */
export function wallTimeAt(instant: Date, timeZone: string): WallTime {
  const ms = wallClockMs(instant, timeZone);
  return { date: dateFromUtcMs(ms), minutes: Math.round((ms % MS_PER_DAY) / MS_PER_MINUTE) };
}

/**
 * The instant the zone's wall clock shows `minutes` on `date`. A time that occurs twice (the
 * repeated hour in autumn) is its first occurrence; a time that does not exist (skipped in spring)
 * is read with the offset from before the change, so 02:30 becomes 03:30. Both as RFC 5545 says.
 */
export function zonedInstant(date: LocalDate, minutes: number, timeZone: string): Date {
  const wall = dateToUtcMs(date) + minutes * MS_PER_MINUTE;
  // At most one offset change falls within a day of any wall time, so these two offsets are the
  // only candidates: the one in force a day before and the one a day after.
  const before = utcOffsetMinutes(new Date(wall - MS_PER_DAY), timeZone);
  const after = utcOffsetMinutes(new Date(wall + MS_PER_DAY), timeZone);
  const candidates = [wall - before * MS_PER_MINUTE, wall - after * MS_PER_MINUTE]
    .filter((ms) => wallClockMs(new Date(ms), timeZone) === wall)
    .sort((a, b) => a - b);
  return new Date(candidates[0] ?? wall - before * MS_PER_MINUTE);
}
