import { localCalendarDay, weekdayMonthDay } from '../../../lib/english-dates';

export function formatToday(now: Date): string {
  return weekdayMonthDay(localCalendarDay(now));
}
