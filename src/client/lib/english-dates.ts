// The app is in English only, and the dates its pages show first are calendar dates: they are written
// with these names rather than an Intl.DateTimeFormat. The first Intl object a page builds loads the
// browser's locale data, 50–150 ms of one task measured on the development machine (four times that on
// Lighthouse's slowed phone), before the page could paint its dates. english-dates.test.ts checks each
// format against Intl's own output for 'en'. Times in a chosen zone still use Intl (date-format.ts).

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
  return utcCalendarDay(new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)));
}

/** The calendar day of an instant in UTC. */
export function utcCalendarDay(instant: Date): CalendarDay {
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

const monthName = (day: CalendarDay) => MONTHS[day.month] ?? '';
const shortMonth = (day: CalendarDay) => monthName(day).slice(0, 3);
const weekdayName = (day: CalendarDay) => WEEKDAYS[day.weekday] ?? '';

/** "March 2026" (Intl: month long, year numeric). */
export const monthYear = (day: CalendarDay) => `${monthName(day)} ${day.year}`;
/** "Mar 2026" (month short, year numeric). */
export const shortMonthYear = (day: CalendarDay) => `${shortMonth(day)} ${day.year}`;
/** "Mar 3" (month short, day numeric). */
export const shortMonthDay = (day: CalendarDay) => `${shortMonth(day)} ${day.day}`;
/** "Mar 3, 2026" (month short, day and year numeric). */
export const shortMonthDayYear = (day: CalendarDay) => `${shortMonthDay(day)}, ${day.year}`;
/** "Tue" (weekday short). */
export const shortWeekday = (day: CalendarDay) => weekdayName(day).slice(0, 3);
/** "Tuesday, March 3" (weekday long, month long, day numeric). */
export const weekdayMonthDay = (day: CalendarDay) => `${weekdayName(day)}, ${monthName(day)} ${day.day}`;
/** "Tuesday, March 3, 2026" (weekday long, month long, day and year numeric). */
export const weekdayMonthDayYear = (day: CalendarDay) => `${weekdayMonthDay(day)}, ${day.year}`;

/** A whole number with thousands separated by commas, as Intl.NumberFormat('en') writes it: "12,345". */
export function formatWholeNumber(value: number): string {
  if (!Number.isSafeInteger(value)) return String(value);
  const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return value < 0 ? `-${digits}` : digits;
}
