import { describe, expect, test } from 'vitest';
import { formatChallengeDate } from '#domain/challenge-days';
import {
  calendarDay,
  dateFormat,
  formatDate,
  formatDateTime,
  formatTime,
  isoDate,
  localCalendarDay,
  localDateOf,
} from './dates';

/** Every day of 2024 (a leap year) and a few far ones. */
function sampleDates(): string[] {
  const dates = ['1999-12-31', '2000-02-29', '2030-07-04'];
  for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2025, 0, 1); t += 86_400_000) {
    dates.push(new Date(t).toISOString().slice(0, 10));
  }
  return dates;
}

/** How Intl names a calendar day's parts in English. */
function intlNames(date: string) {
  const instant = new Date(`${date}T00:00:00Z`);
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en', { ...options, timeZone: 'UTC' }).format(instant);
  return {
    weekday: part({ weekday: 'long' }),
    shortWeekday: part({ weekday: 'short' }),
    month: part({ month: 'long' }),
    shortMonth: part({ month: 'short' }),
    day: part({ day: 'numeric' }),
    year: part({ year: 'numeric' }),
  };
}

describe('calendar dates', () => {
  test('each style names the weekday, day, month and year as Intl does in English', () => {
    for (const date of sampleDates()) {
      const n = intlNames(date);
      expect(formatDate(date, 'day')).toBe(`${n.weekday}, ${n.day} ${n.month}`);
      expect(formatDate(date, 'list')).toBe(`${n.day} ${n.shortMonth} ${n.year}`);
      expect(formatDate(date, 'short')).toBe(`${n.day} ${n.shortMonth}`);
      expect(formatDate(date, 'month')).toBe(`${n.month} ${n.year}`);
      expect(formatDate(date, 'shortMonth')).toBe(`${n.shortMonth} ${n.year}`);
      expect(formatDate(date, 'weekday')).toBe(n.shortWeekday);
    }
  });

  test("a day reads as the server's sentences write it, with the year only for another year", () => {
    expect(formatDate('2026-11-27', 'day')).toBe('Friday, 27 November');
    expect(formatDate('2026-11-27', 'day', 2026)).toBe(formatChallengeDate('2026-11-27', '2026-11-01'));
    expect(formatDate('2027-01-01', 'day', 2026)).toBe('Friday, 1 January 2027');
    expect(formatDate('2027-01-01', 'day', 2026)).toBe(formatChallengeDate('2027-01-01', '2026-12-30'));
  });

  test('a local date never moves with the time zone of the machine', () => {
    expect(formatDate('2026-01-01', 'day')).toBe('Thursday, 1 January');
    expect(formatDate('2026-12-31', 'short')).toBe('31 Dec');
    expect(calendarDay('2026-12-31')).toEqual({ year: 2026, month: 11, day: 31, weekday: 4 });
  });

  test("an instant's calendar day in the browser's zone is the one its local clock shows", () => {
    const instant = new Date(2025, 10, 21, 23, 30);
    expect(formatDate(localCalendarDay(instant), 'day')).toBe('Friday, 21 November');
  });
});

describe('instants', () => {
  test('times are on the 24-hour clock, in the zone asked for', () => {
    expect(formatTime('2026-11-27T08:00:00Z', 'Europe/Berlin')).toBe('09:00');
    expect(formatTime('2026-11-27T21:40:00Z', 'UTC')).toBe('21:40');
    expect(formatTime('2026-11-27T23:30:00Z', 'Europe/London')).toBe('23:30');
    expect(formatTime('2026-11-27T23:30:00Z', 'Europe/Berlin')).toBe('00:30');
  });

  test('a date and time reads as the list style and the time', () => {
    expect(formatDateTime('2026-11-27T08:03:00Z', 'Europe/Berlin')).toBe('27 Nov 2026, 09:03');
    expect(formatDateTime('2026-12-31T23:30:00Z', 'Asia/Tokyo')).toBe('1 Jan 2027, 08:30');
    expect(formatDateTime('2026-09-01T06:07:08Z', 'UTC', { seconds: true })).toBe('1 Sep 2026, 06:07:08');
  });

  test('one formatter per locale and options, and it formats as a new one would', () => {
    const options = { day: 'numeric', month: 'short', timeZone: 'UTC' } as const;
    expect(dateFormat('en', options)).toBe(dateFormat('en', { ...options }));
    expect(dateFormat('en', options)).not.toBe(dateFormat('en-GB', options));
    const leapDay = new Date(Date.UTC(2028, 1, 29, 12));
    expect(dateFormat('en', options).format(leapDay)).toBe(
      new Intl.DateTimeFormat('en', options).format(leapDay),
    );
  });
});

describe('localDateOf', () => {
  test('is the same calendar day in the browser’s time zone, and back again', () => {
    for (const date of ['2026-03-29', '2024-02-29', '2026-11-01', '2026-01-01', '2000-12-31']) {
      expect(isoDate(localCalendarDay(localDateOf(date)))).toBe(date);
    }
  });
});
