import { describe, expect, test } from 'vitest';
import { countsForStreak, moodDayProblem, moodDays, retroDayAccess, retroWindow } from './late-days';

const context = (now: string, timeZone = 'UTC', dayStartHour = 0, firstDay = '2020-01-01') => ({
  now: new Date(now),
  timeZone,
  dayStartHour,
  firstDay,
});

describe('which retro can be changed', () => {
  test('today and yesterday are open; the day before and future days are not', () => {
    expect(retroDayAccess('2026-03-10', '2026-03-10', '2020-01-01')).toBe('today');
    expect(retroDayAccess('2026-03-09', '2026-03-10', '2020-01-01')).toBe('yesterday');
    expect(retroDayAccess('2026-03-08', '2026-03-10', '2020-01-01')).toBe('closed');
    expect(retroDayAccess('2026-03-11', '2026-03-10', '2020-01-01')).toBe('future');
  });

  test("on the account's first day there is no yesterday to finish", () => {
    expect(retroDayAccess('2026-03-09', '2026-03-10', '2026-03-10')).toBe('closed');
    expect(retroDayAccess('2026-03-10', '2026-03-11', '2026-03-10')).toBe('yesterday');
  });

  test('across the leap day, yesterday of 1 March is 29 February', () => {
    expect(retroDayAccess('2028-02-29', '2028-03-01', '2020-01-01')).toBe('yesterday');
    expect(retroDayAccess('2028-02-28', '2028-03-01', '2020-01-01')).toBe('closed');
  });

  test("yesterday's retro closes when the day after today starts", () => {
    expect(retroWindow('2026-03-09', context('2026-03-10T23:59:00Z'))).toEqual({
      access: 'yesterday',
      closesAt: new Date('2026-03-11T00:00:00Z'),
    });
    expect(retroWindow('2026-03-09', context('2026-03-11T00:00:00Z'))).toEqual({
      access: 'closed',
      closesAt: null,
    });
    expect(retroWindow('2026-03-10', context('2026-03-10T08:00:00Z')).closesAt).toEqual(
      new Date('2026-03-12T00:00:00Z'),
    );
  });

  test('the day-start hour moves both the days and the closing time', () => {
    // 02:30 on the 11th with the day starting at 4 is still the 10th: the 9th is yesterday.
    const early = context('2026-03-11T02:30:00Z', 'UTC', 4);
    expect(retroWindow('2026-03-09', early)).toEqual({
      access: 'yesterday',
      closesAt: new Date('2026-03-11T04:00:00Z'),
    });
    expect(retroWindow('2026-03-09', context('2026-03-11T04:00:00Z', 'UTC', 4)).access).toBe('closed');
  });

  test('in New York, the spring-forward day closes at local midnight, 04:00 UTC, not 05:00', () => {
    // 8 March 2026: clocks go from 02:00 to 03:00. Yesterday (the 7th) closes at the start of the 9th.
    const window = retroWindow('2026-03-07', context('2026-03-08T20:00:00Z', 'America/New_York'));
    expect(window).toEqual({ access: 'yesterday', closesAt: new Date('2026-03-09T04:00:00Z') });
  });

  test('a day start inside the skipped hour starts the day when the gap ends', () => {
    // Berlin, 29 March 2026: 02:00 → 03:00. A day starting at 2 begins at 03:00 local (01:00 UTC).
    const window = retroWindow('2026-03-27', context('2026-03-28T12:00:00Z', 'Europe/Berlin', 2));
    expect(window.closesAt).toEqual(new Date('2026-03-29T01:00:00Z'));
  });

  test('a zone far east of UTC is already on the next day', () => {
    // 13:30 UTC on the 10th is 03:30 on the 11th in Kiritimati (UTC+14).
    const window = retroWindow('2026-03-10', context('2026-03-10T13:30:00Z', 'Pacific/Kiritimati'));
    expect(window).toEqual({ access: 'yesterday', closesAt: new Date('2026-03-11T10:00:00Z') });
  });
});

describe('what counts for a streak', () => {
  test('recorded on its day or the next, it counts; later, it does not', () => {
    expect(countsForStreak('2026-03-09', '2026-03-09')).toBe(true);
    expect(countsForStreak('2026-03-09', '2026-03-10')).toBe(true);
    expect(countsForStreak('2026-03-09', '2026-03-11')).toBe(false);
    expect(countsForStreak('2028-02-29', '2028-03-01')).toBe(true);
    expect(countsForStreak('2027-12-31', '2028-01-01')).toBe(true);
  });

  test('records from before the rule carry no recording day and count', () => {
    expect(countsForStreak('2020-05-05', null)).toBe(true);
  });

  test('a record dated after the day it was written on (a flight east) counts', () => {
    expect(countsForStreak('2026-03-11', '2026-03-10')).toBe(true);
  });
});

describe('the days a mood can be logged for', () => {
  test('today and the six days before it, newest first', () => {
    expect(moodDays('2028-03-03', '2020-01-01')).toEqual([
      '2028-03-03',
      '2028-03-02',
      '2028-03-01',
      '2028-02-29',
      '2028-02-28',
      '2028-02-27',
      '2028-02-26',
    ]);
  });

  test("not before the account's first day; on the first day, only today", () => {
    expect(moodDays('2026-03-10', '2026-03-09')).toEqual(['2026-03-10', '2026-03-09']);
    expect(moodDays('2026-03-10', '2026-03-10')).toEqual(['2026-03-10']);
  });

  test('a future day or one too old is refused with a reason', () => {
    expect(moodDayProblem('2026-03-04', '2026-03-10', '2020-01-01')).toBeNull();
    expect(moodDayProblem('2026-03-03', '2026-03-10', '2020-01-01')).toBe(
      'A mood can be logged for the last 7 days only.',
    );
    expect(moodDayProblem('2026-03-11', '2026-03-10', '2020-01-01')).toMatch(/hasn't come yet/);
  });
});
