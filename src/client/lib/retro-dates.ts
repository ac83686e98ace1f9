// Dates of retros are local dates (YYYY-MM-DD): they are formatted as calendar dates, never as instants,
// so no time zone can move them to another day.
import { dateFormat } from './date-format';
import { calendarDay, shortMonthDay, weekdayMonthDay } from './english-dates';

function parts(date: string): { year: number; month: number; day: number } {
  const [year, month, day] = date.split('-').map(Number);
  return { year: year ?? 1970, month: month ?? 1, day: day ?? 1 };
}

// The app's dates read in one style everywhere ('Friday, November 20'), as the journal and home do,
// written without Intl (english-dates.ts says why).
/** "Friday, November 20"; the year is added when it differs from `currentYear`. */
export function formatRetroDate(date: string, currentYear?: number): string {
  const text = weekdayMonthDay(calendarDay(date));
  return currentYear !== undefined && parts(date).year !== currentYear
    ? `${text}, ${parts(date).year}`
    : text;
}

/** "Nov 20" */
export function formatShortDate(date: string): string {
  return shortMonthDay(calendarDay(date));
}

/** The time of an instant in the user's zone, e.g. "21:40". */
export function formatTime(instant: string, timeZone?: string): string {
  return dateFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone }).format(new Date(instant));
}

/** An instant as a day and time in the user's zone, e.g. "Nov 20, 2026, 21:40". */
export function formatDateTime(instant: string, timeZone?: string): string {
  return dateFormat('en', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(new Date(instant));
}
