import { canonicalTimeZone } from '#contract/time-zone';

/**
 * The user's local day (DESIGN.md section 4). A local date is written YYYY-MM-DD and is decided by
 * the wall clock in the user's IANA time zone, shifted by the hour their day starts: with a day
 * start of 4, 00:30 still belongs to the previous date. Only Intl is used, so every zone the
 * runtime knows works, with its daylight-saving rules.
 */
export type LocalDate = string;

const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;
const LOCAL_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
}

/**
 * Building an Intl.DateTimeFormat costs far more than using one, so one per zone is kept; but zone
 * names come from requests, so the cache holds at most this many (least recently used go first) and
 * memory cannot grow with each new spelling someone sends.
 */
export const FORMATTER_CACHE_LIMIT = 256;

/**
 * Every zone's offset from UTC has been a whole number of minutes since 1972 (Monrovia's -0:44:30
 * was the last with seconds): from then on the wall clock's hour can only change on a whole UTC
 * minute, so within one minute the date and hour are the same for every instant.
 */
const WHOLE_MINUTE_OFFSETS_SINCE_MS = Date.UTC(1973, 0, 1);

interface ZoneEntry {
  formatter: Intl.DateTimeFormat;
  /** The UTC minute (ms / 60,000) the kept clock was read for, or NaN. */
  minute: number;
  clock: Readonly<WallClock> | null;
}
const zones = new Map<string, ZoneEntry>();

function zoneEntry(timeZone: string): ZoneEntry {
  let entry = zones.get(timeZone);
  if (entry) {
    // Re-inserting moves the zone to the end: the Map's order is the order of last use.
    zones.delete(timeZone);
  } else {
    const formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      hourCycle: 'h23',
    });
    entry = { formatter, minute: Number.NaN, clock: null };
    if (zones.size >= FORMATTER_CACHE_LIMIT) {
      const leastRecent = zones.keys().next().value;
      if (leastRecent !== undefined) zones.delete(leastRecent);
    }
  }
  zones.set(timeZone, entry);
  return entry;
}

/** How many zone formatters are kept right now (for the rule that the cache stays bounded). */
export function cachedFormatterCount(): number {
  return zones.size;
}

/**
 * The zone's wall clock at the instant. Most calls ask about "now" in a zone already asked about a
 * moment ago: the last answer of each zone is kept for the rest of its UTC minute (formatting is the
 * dearest part of every signed-in request that needs the user's today).
 */
function wallClock(instant: Date, timeZone: string): Readonly<WallClock> {
  const entry = zoneEntry(timeZone);
  const ms = instant.getTime();
  const minute = Math.floor(ms / MS_PER_MINUTE);
  if (minute === entry.minute && entry.clock) return entry.clock;
  const clock: WallClock = { year: 0, month: 0, day: 0, hour: 0 };
  for (const part of entry.formatter.formatToParts(instant)) {
    if (part.type === 'year' || part.type === 'month' || part.type === 'day' || part.type === 'hour') {
      clock[part.type] = Number(part.value);
    }
  }
  // Some ICU versions write midnight as 24 even in the h23 cycle.
  if (clock.hour === 24) clock.hour = 0;
  if (ms >= WHOLE_MINUTE_OFFSETS_SINCE_MS) {
    entry.minute = minute;
    entry.clock = Object.freeze(clock);
  }
  return clock;
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

function fromUtcMs(ms: number): LocalDate {
  const date = new Date(ms);
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1, 2)}-${pad(date.getUTCDate(), 2)}`;
}

/** Midnight UTC of the date, as milliseconds: the calendar arithmetic below works on these. */
function toUtcMs(date: LocalDate): number {
  const match = LOCAL_DATE_PATTERN.exec(date);
  if (!match) throw new RangeError(`Not a local date: ${date}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

/** True for a real calendar date written YYYY-MM-DD. */
export function isLocalDate(value: string): boolean {
  const match = LOCAL_DATE_PATTERN.exec(value);
  return match !== null && fromUtcMs(toUtcMs(value)) === value;
}

/** True when the runtime knows the IANA time zone. */
export function isTimeZone(timeZone: string): boolean {
  return canonicalTimeZone(timeZone) !== null;
}

/** The date on the wall clock of the zone at that instant, ignoring any day-start hour. */
export function calendarDate(instant: Date, timeZone: string): LocalDate {
  const clock = wallClock(instant, timeZone);
  return `${pad(clock.year, 4)}-${pad(clock.month, 2)}-${pad(clock.day, 2)}`;
}

/**
 * The local date an instant belongs to for a user in `timeZone` whose day starts at
 * `dayStartHour` (0–23): before that hour on the wall clock, it is still the previous date.
 */
export function localDay(instant: Date, timeZone: string, dayStartHour = 0): LocalDate {
  if (!Number.isInteger(dayStartHour) || dayStartHour < 0 || dayStartHour > 23) {
    throw new RangeError(`The day-start hour must be a whole hour from 0 to 23, not ${dayStartHour}`);
  }
  const clock = wallClock(instant, timeZone);
  const date = Date.UTC(clock.year, clock.month - 1, clock.day);
  return fromUtcMs(clock.hour < dayStartHour ? date - MS_PER_DAY : date);
}

/** The date n days later (earlier when n is negative). */
export function addDays(date: LocalDate, days: number): LocalDate {
  return fromUtcMs(toUtcMs(date) + days * MS_PER_DAY);
}

/** Whole days from `from` to `to`: positive when `to` is later. */
export function daysBetween(from: LocalDate, to: LocalDate): number {
  return Math.round((toUtcMs(to) - toUtcMs(from)) / MS_PER_DAY);
}

/** 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: LocalDate): number {
  const weekday = new Date(toUtcMs(date)).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/**
 * The first instant of a local day: its day-start hour on the wall clock or, when daylight saving
 * skips that hour, the first moment after the gap. Found by bisection over whole minutes, since
 * offsets (and so day starts) fall on whole minutes.
 */
export function startOfLocalDay(date: LocalDate, timeZone: string, dayStartHour = 0): Date {
  const wall = toUtcMs(date) + dayStartHour * 60 * MS_PER_MINUTE;
  // UTC offsets lie between -12 and +14 hours; a margin either side keeps the bounds strict.
  let before = (wall - 15 * 60 * MS_PER_MINUTE) / MS_PER_MINUTE;
  let atOrAfter = (wall + 13 * 60 * MS_PER_MINUTE) / MS_PER_MINUTE;
  while (atOrAfter - before > 1) {
    const middle = Math.floor((before + atOrAfter) / 2);
    if (localDay(new Date(middle * MS_PER_MINUTE), timeZone, dayStartHour) >= date) atOrAfter = middle;
    else before = middle;
  }
  return new Date(atOrAfter * MS_PER_MINUTE);
}
