import { z } from 'zod';
import { text } from './text';

/** True for a real calendar date written YYYY-MM-DD (2028-02-29 yes, 2027-02-29 no). */
function isCalendarDate(value: string): boolean {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * A day in the user's own calendar, YYYY-MM-DD. Every dated record carries one, computed from the
 * user's time zone and day-start hour (DESIGN.md section 4), never from the server's clock.
 */
export const LocalDate = text({ max: 10, tooLong: 'Use a date written YYYY-MM-DD' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Use a date written YYYY-MM-DD', abort: true })
  .refine(isCalendarDate, 'Not a real date');
export type LocalDate = z.infer<typeof LocalDate>;

/** An hour 0–23 at which the user's day starts: before it, the clock still shows "yesterday". */
export const DayStartHour = z
  .number({ message: 'Choose an hour from 0 to 23' })
  .int('Choose a whole hour from 0 to 23')
  .min(0, 'Choose an hour from 0 to 23')
  .max(23, 'Choose an hour from 0 to 23');
