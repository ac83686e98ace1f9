import type { LocalDate } from './local-day';

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/**
 * The month-days (MM-DD) whose entries "on this day" shows for a local date. On 28 February of a
 * year without a leap day, entries from earlier 29 Februaries are included too, so they are not
 * hidden for three years out of four.
 */
export function onThisDayMonthDays(date: LocalDate): string[] {
  const monthDay = date.slice(5);
  const year = Number(date.slice(0, 4));
  return monthDay === '02-28' && !isLeapYear(year) ? ['02-28', '02-29'] : [monthDay];
}

/** Whole years between an earlier date and a later one on (about) the same month-day. */
export function yearsBefore(earlier: LocalDate, later: LocalDate): number {
  return Number(later.slice(0, 4)) - Number(earlier.slice(0, 4));
}
