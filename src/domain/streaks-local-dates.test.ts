import { describe, expect, test } from 'vitest';
import { addDays, type LocalDate, localDay } from './local-day';
import { computeStreak } from './streaks';

// Streaks from the instants people really write at: the server stores each activity under its local
// day (time zone and day-start hour), and the run is worked out from those dates.

/** `count` consecutive dates starting at `from`. */
const run = (from: LocalDate, count: number): LocalDate[] =>
  Array.from({ length: count }, (_, i) => addDays(from, i));

/** The local dates of activities at these instants, as the server stores them: distinct, in order. */
const storedDates = (instants: string[], timeZone: string, dayStartHour = 0): LocalDate[] =>
  [...new Set(instants.map((iso) => localDay(new Date(iso), timeZone, dayStartHour)))].sort();

describe('local dates from real clocks', () => {
  test('Europe/Berlin spring forward: evenings 23 hours apart are still consecutive days', () => {
    const dates = storedDates(
      [
        '2026-03-27T21:30:00Z', // 22:30 CET, Friday
        '2026-03-28T21:30:00Z', // 22:30 CET, Saturday
        '2026-03-29T20:30:00Z', // 22:30 CEST, Sunday: the clocks went forward at 02:00
        '2026-03-30T20:30:00Z', // 22:30 CEST
      ],
      'Europe/Berlin',
    );
    expect(dates).toEqual(run('2026-03-27', 4));
    expect(computeStreak(dates, '2026-03-30')).toMatchObject({ current: 4, status: 'active' });
  });

  test('Europe/Berlin fall back: the 25-hour day is one day, early and late activity alike', () => {
    const dates = storedDates(
      [
        '2026-10-24T20:00:00Z', // 22:00 CEST, Saturday
        '2026-10-24T22:10:00Z', // 00:10 CEST, Sunday
        '2026-10-25T22:50:00Z', // 23:50 CET, Sunday: 25 h 40 min later, same day
        '2026-10-26T21:00:00Z', // 22:00 CET, Monday
      ],
      'Europe/Berlin',
    );
    expect(dates).toEqual(['2026-10-24', '2026-10-25', '2026-10-26']);
    expect(computeStreak(dates, '2026-10-26')).toMatchObject({ current: 3 });
  });

  test('America/New_York spring forward and fall back keep an every-evening run', () => {
    const spring = storedDates(
      [
        '2026-03-08T02:00:00Z', // 21:00 EST, 7 March
        '2026-03-09T01:00:00Z', // 21:00 EDT, 8 March (the clocks went forward at 02:00)
        '2026-03-10T01:00:00Z', // 21:00 EDT, 9 March
      ],
      'America/New_York',
    );
    expect(spring).toEqual(run('2026-03-07', 3));
    const autumn = storedDates(
      [
        '2026-11-01T01:00:00Z', // 21:00 EDT, 31 October
        '2026-11-01T05:30:00Z', // 01:30 EDT, 1 November
        '2026-11-01T06:30:00Z', // 01:30 EST, 1 November: the same hour again, the same day
        '2026-11-02T02:00:00Z', // 21:00 EST, 1 November
        '2026-11-03T02:00:00Z', // 21:00 EST, 2 November
      ],
      'America/New_York',
    );
    expect(autumn).toEqual(run('2026-10-31', 3));
    expect(computeStreak(autumn, '2026-11-02')).toMatchObject({ current: 3, status: 'active' });
  });

  test('a day-start hour of 4: an activity at 01:30 counts for the previous day', () => {
    const zone = 'Europe/Berlin';
    const dates = storedDates(
      [
        '2026-06-14T19:00:00Z', // 21:00, 14 June
        '2026-06-15T23:30:00Z', // 01:30, 16 June on the clock: still 15 June
        '2026-06-16T18:00:00Z', // 20:00, 16 June
      ],
      zone,
      4,
    );
    expect(dates).toEqual(run('2026-06-14', 3));
    // At 03:00 on 17 June the user's today is still 16 June.
    const today = localDay(new Date('2026-06-17T01:00:00Z'), zone, 4);
    expect(computeStreak(dates, today)).toMatchObject({ current: 3, status: 'active' });
  });

  test('Pacific/Auckland → America/Los_Angeles: the date repeats, and the run is not broken', () => {
    // Evenings in Auckland (UTC+13), then a flight east on 13 February landing in LA (UTC−8) on
    // the evening of 12 February: the new today is behind the last date recorded.
    const auckland = storedDates(
      ['2026-02-10T07:00:00Z', '2026-02-11T07:00:00Z', '2026-02-12T07:00:00Z', '2026-02-12T19:00:00Z'],
      'Pacific/Auckland',
    );
    expect(auckland).toEqual(run('2026-02-10', 4));
    const landed = localDay(new Date('2026-02-13T07:00:00Z'), 'America/Los_Angeles');
    expect(landed).toBe('2026-02-12');
    expect(computeStreak(auckland, landed)).toMatchObject({ current: 4, status: 'active' });
    // The next two LA evenings are 13 February (already done) and 14 February: the run goes on.
    const la = storedDates(['2026-02-14T03:00:00Z', '2026-02-15T03:00:00Z'], 'America/Los_Angeles');
    expect(la).toEqual(['2026-02-13', '2026-02-14']);
    const dates = [...new Set([...auckland, ...la])].sort();
    expect(computeStreak(dates, '2026-02-14')).toMatchObject({ current: 5, status: 'active' });
  });

  test('America/Los_Angeles → Pacific/Auckland: stored dates keep the zone they were made in', () => {
    // Mornings in LA, a day flight west landing in Auckland on the evening of 12 February (the
    // clock jumps a day ahead), done there that evening and the next.
    const inLa = storedDates(['2026-02-10T17:00:00Z', '2026-02-11T17:00:00Z'], 'America/Los_Angeles');
    const inAuckland = storedDates(['2026-02-12T08:00:00Z', '2026-02-13T08:00:00Z'], 'Pacific/Auckland');
    const dates = [...inLa, ...inAuckland];
    expect(dates).toEqual(run('2026-02-10', 4));
    expect(computeStreak(dates, '2026-02-13')).toMatchObject({ current: 4, status: 'active' });
    // Re-reading the LA instants in the new zone would move both a day on, merge one into
    // 12 February and cost the run a day the user did; the rule reads stored dates, so it cannot.
    expect(storedDates(['2026-02-10T17:00:00Z', '2026-02-11T17:00:00Z'], 'Pacific/Auckland')).toEqual([
      '2026-02-11',
      '2026-02-12',
    ]);
  });

  test('a night flight west that skips a date on the clock is a one-day gap: a freeze covers it', () => {
    // Done every LA evening (20:00) for a week, then the 22:00 flight on 7 March lands in Auckland
    // on the morning of 9 March: 8 March passed in the air.
    const week = storedDates(
      run('2026-03-01', 7).map((date) => `${addDays(date, 1)}T04:00:00Z`),
      'America/Los_Angeles',
    );
    expect(week).toEqual(run('2026-03-01', 7));
    const after = storedDates(['2026-03-09T07:00:00Z'], 'Pacific/Auckland');
    expect(after).toEqual(['2026-03-09']);
    expect(computeStreak([...week, ...after], '2026-03-09')).toMatchObject({
      current: 8,
      frozenDates: ['2026-03-08'],
    });
  });
});
