import { calendarDay, shortMonthDayYear, weekdayMonthDayYear } from '../../../lib/english-dates';

/** A local date (YYYY-MM-DD) as 'Sunday, November 22, 2026' or the short 'Nov 22, 2026'. */
export function formatLocalDate(date: string, style: 'long' | 'short' = 'short'): string {
  const day = calendarDay(date);
  return style === 'long' ? weekdayMonthDayYear(day) : shortMonthDayYear(day);
}
