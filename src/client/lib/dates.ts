// Every date and time the app shows, in a few named styles (decision record 033). The day comes before
// the month, as in the server's own sentences ("You can finish this challenge from Sunday, 8 June"), and
// times are on the 24-hour clock:
//   day         "Friday, 27 November" (and " 2025" when it is not the current year): a day's own heading
//   list        "27 Nov 2026": a date in a list or inside a sentence
//   short       "27 Nov": where the year goes without saying (this week, a chart's axis, recent entries)
//   month       "November 2026"; shortMonth "Nov 2026"; weekday "Fri"
//   time        "09:00";  dateTime "27 Nov 2026, 09:00": an instant, in the user's zone
// Calendar dates (YYYY-MM-DD) are written from these names rather than by Intl: the first Intl object a
// page builds loads the browser's locale data, 50–150 ms of one task on the development machine (four
// times that on Lighthouse's slowed phone), before the page could paint its dates. dates.test.ts checks
// the names against Intl. Instants in a zone are cut into parts by Intl, one formatter per set of options.

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** A day of the calendar: `month` 0–11, `weekday` 0 (Sunday) – 6. */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
  weekday: number;
}

/** A local date (YYYY-MM-DD) as the calendar day it names, whatever the time zone. */
export function calendarDay(date: string): CalendarDay {
  const [y, m, d] = date.split('-').map(Number);
  const instant = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1));
  return {
    year: instant.getUTCFullYear(),
    month: instant.getUTCMonth(),
    day: instant.getUTCDate(),
    weekday: instant.getUTCDay(),
  };
}

/** The calendar day of an instant in the browser's own time zone. */
export function localCalendarDay(instant: Date): CalendarDay {
  return {
    year: instant.getFullYear(),
    month: instant.getMonth(),
    day: instant.getDate(),
    weekday: instant.getDay(),
  };
}

/** A calendar day as its local date, YYYY-MM-DD. */
export function isoDate({ year, month, day }: CalendarDay): string {
  return `${String(year).padStart(4, '0')}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export type DateStyle = 'day' | 'list' | 'short' | 'month' | 'shortMonth' | 'weekday';

const monthName = (day: CalendarDay) => MONTHS[day.month] ?? '';
const shortMonth = (day: CalendarDay) => monthName(day).slice(0, 3);
const weekdayName = (day: CalendarDay) => WEEKDAYS[day.weekday] ?? '';

const STYLES: Record<DateStyle, (day: CalendarDay) => string> = {
  day: (day) => `${weekdayName(day)}, ${day.day} ${monthName(day)}`,
  list: (day) => `${day.day} ${shortMonth(day)} ${day.year}`,
  short: (day) => `${day.day} ${shortMonth(day)}`,
  month: (day) => `${monthName(day)} ${day.year}`,
  shortMonth: (day) => `${shortMonth(day)} ${day.year}`,
  weekday: (day) => weekdayName(day).slice(0, 3),
};

/**
 * A calendar date in one of the app's styles. The day style names the year only when it is not
 * `currentYear` (left out: never).
 */
export function formatDate(date: string | CalendarDay, style: DateStyle, currentYear?: number): string {
  const day = typeof date === 'string' ? calendarDay(date) : date;
  const text = STYLES[style](day);
  return style === 'day' && currentYear !== undefined && day.year !== currentYear
    ? `${text} ${day.year}`
    : text;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * An Intl.DateTimeFormat, one per locale and options for the page's life: building one costs far more
 * than formatting with it (a list built one per row).
 */
export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

type Parts = Partial<Record<Intl.DateTimeFormatPartTypes, string>>;

function partsOf(instant: string | number | Date, options: Intl.DateTimeFormatOptions): Parts {
  const parts: Parts = {};
  for (const { type, value } of dateFormat('en', options).formatToParts(new Date(instant)))
    parts[type] = value;
  return parts;
}

const CLOCK = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;

/** The time of an instant, "09:00", in `timeZone` (the browser's when left out). */
export function formatTime(instant: string | number | Date, timeZone?: string): string {
  const { hour, minute } = partsOf(instant, { ...CLOCK, timeZone });
  return `${hour}:${minute}`;
}

/** An instant as "27 Nov 2026, 09:00" in `timeZone` (the browser's when left out), seconds on request. */
export function formatDateTime(
  instant: string | number | Date,
  timeZone?: string,
  { seconds = false }: { seconds?: boolean } = {},
): string {
  const { day, month, year, hour, minute, second } = partsOf(instant, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    ...CLOCK,
    ...(seconds ? { second: '2-digit' } : {}),
    timeZone,
  });
  return `${day} ${month} ${year}, ${hour}:${minute}${seconds ? `:${second}` : ''}`;
}

/**
 * A local date (YYYY-MM-DD) as a Date at that day's local noon, for calendar widgets that work with
 * Date objects (noon: never pushed to a neighbouring day by a daylight-saving change).
 */
export function localDateOf(date: string): Date {
  const { year, month, day } = calendarDay(date);
  return new Date(year, month, day, 12);
}
