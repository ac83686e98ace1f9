// Dates of retros are local dates (YYYY-MM-DD): they are formatted as calendar dates, never as instants,
// so no time zone can move them to another day.
import { dateFormat } from './date-format';

function parts(date: string): { year: number; month: number; day: number } {
  const [year, month, day] = date.split('-').map(Number);
  return { year: year ?? 1970, month: month ?? 1, day: day ?? 1 };
}

function utcNoon(date: string): Date {
  const { year, month, day } = parts(date);
  return new Date(Date.UTC(year, month - 1, day, 12));
}

// The app's dates read in one style everywhere ('Friday, November 20'), as the journal and home do.
const LONG = new Intl.DateTimeFormat('en', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});
const SHORT = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** "Friday, November 20"; the year is added when it differs from `currentYear`. */
export function formatRetroDate(date: string, currentYear?: number): string {
  const text = LONG.format(utcNoon(date));
  return currentYear !== undefined && parts(date).year !== currentYear
    ? `${text}, ${parts(date).year}`
    : text;
}

/** "Nov 20" */
export function formatShortDate(date: string): string {
  return SHORT.format(utcNoon(date));
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
