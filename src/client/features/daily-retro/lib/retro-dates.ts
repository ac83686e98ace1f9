// Dates of retros are local dates (YYYY-MM-DD): they are formatted as calendar dates, never as instants,
// so no time zone can move them to another day.

function parts(date: string): { year: number; month: number; day: number } {
  const [year, month, day] = date.split('-').map(Number);
  return { year: year ?? 1970, month: month ?? 1, day: day ?? 1 };
}

function utcNoon(date: string): Date {
  const { year, month, day } = parts(date);
  return new Date(Date.UTC(year, month - 1, day, 12));
}

const WEEKDAY = new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'UTC' });
const MONTH = new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' });

/** "Friday, 20 November"; the year is added when it differs from `currentYear`. */
export function formatRetroDate(date: string, currentYear?: number): string {
  const { year, day } = parts(date);
  const instant = utcNoon(date);
  const text = `${WEEKDAY.format(instant)}, ${day} ${MONTH.format(instant)}`;
  return currentYear !== undefined && year !== currentYear ? `${text} ${year}` : text;
}

/** "20 Nov" */
export function formatShortDate(date: string): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    utcNoon(date),
  );
}

/** The time of an instant in the user's zone, e.g. "21:40". */
export function formatTime(instant: string, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone }).format(
    new Date(instant),
  );
}
