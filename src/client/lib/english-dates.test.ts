import { describe, expect, it } from 'vitest';
import {
  calendarDay,
  formatWholeNumber,
  localCalendarDay,
  monthYear,
  shortMonthDay,
  shortMonthDayYear,
  shortMonthYear,
  shortWeekday,
  utcCalendarDay,
  weekdayMonthDay,
  weekdayMonthDayYear,
} from './english-dates';

const UTC = { timeZone: 'UTC' } as const;
const FORMATS = [
  [monthYear, { month: 'long', year: 'numeric' }],
  [shortMonthYear, { month: 'short', year: 'numeric' }],
  [shortMonthDay, { month: 'short', day: 'numeric' }],
  [shortMonthDayYear, { month: 'short', day: 'numeric', year: 'numeric' }],
  [shortWeekday, { weekday: 'short' }],
  [weekdayMonthDay, { weekday: 'long', month: 'long', day: 'numeric' }],
  [weekdayMonthDayYear, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }],
] as const;

/** Every day of 2024 (a leap year) and a few far ones. */
function sampleDates(): string[] {
  const dates = ['1999-12-31', '2000-02-29', '2030-07-04'];
  for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2025, 0, 1); t += 86_400_000) {
    dates.push(new Date(t).toISOString().slice(0, 10));
  }
  return dates;
}

describe('English dates', () => {
  it('write each calendar day as Intl does for en', () => {
    for (const date of sampleDates()) {
      const instant = new Date(`${date}T00:00:00Z`);
      for (const [format, options] of FORMATS) {
        expect(format(calendarDay(date))).toBe(
          new Intl.DateTimeFormat('en', { ...options, ...UTC }).format(instant),
        );
      }
    }
  });

  it('read an instant in UTC or in the local zone', () => {
    const instant = new Date('2026-11-20T23:30:00Z');
    expect(utcCalendarDay(instant)).toEqual(calendarDay('2026-11-20'));
    expect(weekdayMonthDay(localCalendarDay(instant))).toBe(
      new Intl.DateTimeFormat('en', { weekday: 'long', month: 'long', day: 'numeric' }).format(instant),
    );
  });

  it('group whole numbers by thousands as Intl.NumberFormat does', () => {
    for (const value of [0, 7, 999, 1000, 12_345, 1_234_567, -4321]) {
      expect(formatWholeNumber(value)).toBe(new Intl.NumberFormat('en').format(value));
    }
  });
});
