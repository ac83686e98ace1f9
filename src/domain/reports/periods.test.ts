import { describe, expect, test } from 'vitest';
import { localDay } from '../local-day';
import {
  dayCount,
  eachDate,
  monthOf,
  periodRange,
  previousRange,
  rangeInstants,
  startOfWeek,
  weekOf,
  yearOf,
} from './periods';

const HOUR_MS = 3_600_000;
const monday = { weekStart: 'monday', offset: 0, firstDate: null } as const;

describe('weeks', () => {
  test('a week starts on Monday unless Sunday or Saturday is chosen', () => {
    // 2026-11-25 is a Wednesday.
    expect(weekOf('2026-11-25', 'monday')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(weekOf('2026-11-25', 'sunday')).toEqual({ from: '2026-11-22', to: '2026-11-28' });
    expect(weekOf('2026-11-25', 'saturday')).toEqual({ from: '2026-11-21', to: '2026-11-27' });
  });

  test('the first day of a week is its own start, the last belongs to the same week', () => {
    expect(startOfWeek('2026-11-23', 'monday')).toBe('2026-11-23');
    expect(startOfWeek('2026-11-29', 'monday')).toBe('2026-11-23');
    expect(startOfWeek('2026-11-22', 'sunday')).toBe('2026-11-22');
    expect(startOfWeek('2026-11-21', 'saturday')).toBe('2026-11-21');
    expect(startOfWeek('2026-11-20', 'saturday')).toBe('2026-11-14');
  });

  test('a week across the end of a year keeps its seven days', () => {
    expect(weekOf('2027-01-01', 'monday')).toEqual({ from: '2026-12-28', to: '2027-01-03' });
  });

  test('paging back moves a whole week at a time, and the previous week ends the day before', () => {
    const two = periodRange('week', '2026-11-25', { ...monday, offset: 2 });
    expect(two).toEqual({ from: '2026-11-09', to: '2026-11-15' });
    expect(previousRange('week', two)).toEqual({ from: '2026-11-02', to: '2026-11-08' });
  });

  test('a daylight-saving week in Berlin is 167 hours in spring and 169 in autumn, still seven days', () => {
    const spring = weekOf('2026-03-25', 'monday');
    const autumn = weekOf('2026-10-21', 'monday');
    for (const [week, hours] of [
      [spring, 167],
      [autumn, 169],
    ] as const) {
      const { start, end } = rangeInstants(week, 'Europe/Berlin', 0);
      expect((end.getTime() - start.getTime()) / HOUR_MS).toBe(hours);
      expect(dayCount(week)).toBe(7);
      expect(eachDate(week)).toHaveLength(7);
    }
  });

  test('with a day start of 4 a week runs from Monday 04:00 to the next Monday 04:00', () => {
    const week = weekOf('2026-03-25', 'monday');
    const { start, end } = rangeInstants(week, 'Europe/Berlin', 4);
    expect(start.toISOString()).toBe('2026-03-23T03:00:00.000Z'); // 04:00 CET
    expect(end.toISOString()).toBe('2026-03-30T02:00:00.000Z'); // 04:00 CEST
    // 02:30 on Monday night still belongs to Sunday, so to the week.
    expect(localDay(new Date('2026-03-30T00:30:00Z'), 'Europe/Berlin', 4)).toBe('2026-03-29');
  });

  test('the week of a user whose day starts at 4 begins at 04:00: 02:00 on a Monday is still last week', () => {
    const today = localDay(new Date('2026-11-23T02:00:00Z'), 'UTC', 4);
    expect(periodRange('week', today, monday)).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    const later = localDay(new Date('2026-11-23T05:00:00Z'), 'UTC', 4);
    expect(periodRange('week', later, monday)).toEqual({ from: '2026-11-23', to: '2026-11-29' });
  });

  test('a time-zone change mid-week keeps every day written before it in the week', () => {
    // Monday to Wednesday in New York, then a flight to Tokyo: each record keeps the date it got.
    const written = [
      localDay(new Date('2026-11-23T23:00:00Z'), 'America/New_York'), // Mon 18:00
      localDay(new Date('2026-11-24T23:00:00Z'), 'America/New_York'), // Tue 18:00
      localDay(new Date('2026-11-25T23:00:00Z'), 'America/New_York'), // Wed 18:00
      localDay(new Date('2026-11-26T12:00:00Z'), 'Asia/Tokyo'), // Thu 21:00
      localDay(new Date('2026-11-27T12:00:00Z'), 'Asia/Tokyo'),
      localDay(new Date('2026-11-28T12:00:00Z'), 'Asia/Tokyo'),
      localDay(new Date('2026-11-29T12:00:00Z'), 'Asia/Tokyo'),
    ];
    const today = localDay(new Date('2026-11-29T12:00:00Z'), 'Asia/Tokyo');
    const week = periodRange('week', today, monday);
    expect(week).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(written.filter((date) => date >= week.from && date <= week.to)).toHaveLength(7);
    expect(new Set(written).size).toBe(7);
  });
});

describe('months and years', () => {
  test('a month ends on its own last day: 30, 31, 28 and 29 in a leap year', () => {
    expect(monthOf('2026-04-10')).toEqual({ from: '2026-04-01', to: '2026-04-30' });
    expect(monthOf('2026-12-31')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(monthOf('2027-02-14')).toEqual({ from: '2027-02-01', to: '2027-02-28' });
    expect(monthOf('2028-02-14')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthOf('2100-02-14').to).toBe('2100-02-28'); // divisible by 100, not by 400
    expect(monthOf('2000-02-14').to).toBe('2000-02-29');
  });

  test('paging back by months crosses years, and the previous month is the whole month before', () => {
    expect(periodRange('month', '2027-01-31', { ...monday, offset: 1 })).toEqual({
      from: '2026-12-01',
      to: '2026-12-31',
    });
    expect(periodRange('month', '2026-03-31', { ...monday, offset: 13 })).toEqual({
      from: '2025-02-01',
      to: '2025-02-28',
    });
    expect(previousRange('month', monthOf('2028-03-31'))).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });

  test('a year is 1 January to 31 December, 366 days in a leap year', () => {
    expect(periodRange('year', '2026-06-01', { ...monday, offset: 2 })).toEqual(yearOf('2024-01-01'));
    expect(dayCount(yearOf('2024-05-05'))).toBe(366);
    expect(dayCount(yearOf('2026-05-05'))).toBe(365);
    expect(previousRange('year', yearOf('2026-05-05'))).toEqual({ from: '2025-01-01', to: '2025-12-31' });
  });
});

describe('all time and bad offsets', () => {
  test('all time runs from the first record to today, or is only today for a new user', () => {
    expect(periodRange('all', '2026-11-25', { ...monday, firstDate: '2021-03-04' })).toEqual({
      from: '2021-03-04',
      to: '2026-11-25',
    });
    expect(periodRange('all', '2026-11-25', monday)).toEqual({ from: '2026-11-25', to: '2026-11-25' });
    expect(previousRange('all', { from: '2021-03-04', to: '2026-11-25' })).toBeNull();
  });

  test('an offset that is negative, fractional, too large or given to all time is refused', () => {
    for (const offset of [-1, 1.5, 521, Number.NaN]) {
      expect(() => periodRange('week', '2026-11-25', { ...monday, offset })).toThrow(RangeError);
    }
    expect(() => periodRange('all', '2026-11-25', { ...monday, offset: 1 })).toThrow(RangeError);
    expect(periodRange('week', '2026-11-25', { ...monday, offset: 520 }).from).toBe('2016-12-05');
  });
});
