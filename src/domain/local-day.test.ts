import { describe, expect, test } from 'vitest';
import {
  addDays,
  cachedFormatterCount,
  calendarDate,
  daysBetween,
  FORMATTER_CACHE_LIMIT,
  isLocalDate,
  isoWeekday,
  isTimeZone,
  localDay,
  startOfLocalDay,
} from './local-day';

const at = (iso: string) => new Date(iso);
const HOUR_MS = 3_600_000;

describe('localDay', () => {
  test('is the date on the wall clock of the user, not of the server', () => {
    const instant = at('2026-06-15T22:30:00Z');
    expect(localDay(instant, 'UTC')).toBe('2026-06-15');
    expect(localDay(instant, 'Europe/Berlin')).toBe('2026-06-16');
    expect(localDay(instant, 'America/New_York')).toBe('2026-06-15');
  });

  test('a 00:30 entry belongs to the previous day when the day starts at 4', () => {
    // 00:30 in Berlin (summer time, UTC+2)
    expect(localDay(at('2026-06-15T22:30:00Z'), 'Europe/Berlin', 4)).toBe('2026-06-15');
  });

  test('the day-start hour is the first hour of the new day', () => {
    expect(localDay(at('2026-06-16T01:59:59Z'), 'Europe/Berlin', 4)).toBe('2026-06-15'); // 03:59:59
    expect(localDay(at('2026-06-16T02:00:00Z'), 'Europe/Berlin', 4)).toBe('2026-06-16'); // 04:00
    expect(localDay(at('2026-06-16T20:59:00Z'), 'Europe/Berlin', 23)).toBe('2026-06-15'); // 22:59
    expect(localDay(at('2026-06-16T21:00:00Z'), 'Europe/Berlin', 23)).toBe('2026-06-16'); // 23:00
  });

  test('refuses an unknown zone and a day-start hour outside 0–23', () => {
    expect(() => localDay(at('2026-06-15T12:00:00Z'), 'Mars/Olympus')).toThrow(RangeError);
    expect(() => localDay(at('2026-06-15T12:00:00Z'), 'UTC', 24)).toThrow(RangeError);
    expect(() => localDay(at('2026-06-15T12:00:00Z'), 'UTC', -1)).toThrow(RangeError);
    expect(() => localDay(at('2026-06-15T12:00:00Z'), 'UTC', 1.5)).toThrow(RangeError);
  });

  describe('daylight saving', () => {
    test('the spring-forward night in Europe/Berlin is still one day, 23 hours long', () => {
      // 2026-03-29: 02:00 CET jumps to 03:00 CEST (01:00Z).
      expect(localDay(at('2026-03-28T23:30:00Z'), 'Europe/Berlin')).toBe('2026-03-29'); // 00:30 CET
      expect(localDay(at('2026-03-29T00:59:00Z'), 'Europe/Berlin')).toBe('2026-03-29'); // 01:59 CET
      expect(localDay(at('2026-03-29T01:00:00Z'), 'Europe/Berlin')).toBe('2026-03-29'); // 03:00 CEST
      expect(localDay(at('2026-03-29T21:59:00Z'), 'Europe/Berlin')).toBe('2026-03-29'); // 23:59 CEST
      expect(localDay(at('2026-03-29T22:00:00Z'), 'Europe/Berlin')).toBe('2026-03-30');
      const length =
        startOfLocalDay('2026-03-30', 'Europe/Berlin').getTime() -
        startOfLocalDay('2026-03-29', 'Europe/Berlin').getTime();
      expect(length).toBe(23 * HOUR_MS);
    });

    test('the fall-back night in Europe/Berlin is one day of 25 hours; the repeated hour stays in it', () => {
      // 2026-10-25: 03:00 CEST goes back to 02:00 CET (01:00Z); 02:30 happens twice.
      expect(localDay(at('2026-10-25T00:30:00Z'), 'Europe/Berlin')).toBe('2026-10-25'); // 02:30 CEST
      expect(localDay(at('2026-10-25T01:30:00Z'), 'Europe/Berlin')).toBe('2026-10-25'); // 02:30 CET
      expect(localDay(at('2026-10-25T22:59:00Z'), 'Europe/Berlin')).toBe('2026-10-25'); // 23:59 CET
      expect(localDay(at('2026-10-25T23:00:00Z'), 'Europe/Berlin')).toBe('2026-10-26');
      const length =
        startOfLocalDay('2026-10-26', 'Europe/Berlin').getTime() -
        startOfLocalDay('2026-10-25', 'Europe/Berlin').getTime();
      expect(length).toBe(25 * HOUR_MS);
    });

    test('in America/New_York a day starting at 2 begins when the skipped hour ends', () => {
      // 2026-03-08: 02:00 EST jumps to 03:00 EDT (07:00Z). 02:xx never happens that night.
      expect(localDay(at('2026-03-08T06:59:00Z'), 'America/New_York', 2)).toBe('2026-03-07'); // 01:59 EST
      expect(localDay(at('2026-03-08T07:00:00Z'), 'America/New_York', 2)).toBe('2026-03-08'); // 03:00 EDT
      expect(startOfLocalDay('2026-03-08', 'America/New_York', 2).toISOString()).toBe(
        '2026-03-08T07:00:00.000Z',
      );
    });

    test('in America/New_York the repeated hour of fall-back belongs to the day that started first', () => {
      // 2026-11-01: 02:00 EDT goes back to 01:00 EST (06:00Z); 01:30 happens twice.
      expect(localDay(at('2026-11-01T05:30:00Z'), 'America/New_York', 1)).toBe('2026-11-01'); // 01:30 EDT
      expect(localDay(at('2026-11-01T06:30:00Z'), 'America/New_York', 1)).toBe('2026-11-01'); // 01:30 EST
      expect(startOfLocalDay('2026-11-01', 'America/New_York', 1).toISOString()).toBe(
        '2026-11-01T05:00:00.000Z',
      );
      expect(localDay(at('2026-11-02T05:59:00Z'), 'America/New_York', 1)).toBe('2026-11-01'); // 00:59 EST
    });

    test('with a day start of 4, the day that holds the 2 a.m. change is the short or long one', () => {
      const start = (date: string) => startOfLocalDay(date, 'America/New_York', 4).getTime();
      expect(start('2026-03-08') - start('2026-03-07')).toBe(23 * HOUR_MS); // 04:00 EST → 04:00 EDT
      expect(start('2026-03-09') - start('2026-03-08')).toBe(24 * HOUR_MS);
      expect(start('2026-11-01') - start('2026-10-31')).toBe(25 * HOUR_MS);
      expect(start('2026-11-02') - start('2026-11-01')).toBe(24 * HOUR_MS);
    });
  });

  describe('travel across the date line', () => {
    test('one instant is a different date in Auckland and in Honolulu', () => {
      const instant = at('2026-06-15T20:00:00Z');
      expect(localDay(instant, 'Pacific/Auckland')).toBe('2026-06-16'); // 08:00 NZST
      expect(localDay(instant, 'Pacific/Honolulu')).toBe('2026-06-15'); // 10:00 HST
    });

    test('flying Auckland → Honolulu lives the same date twice; flying back skips one', () => {
      // Leave Auckland on the 16th in the evening, land in Honolulu on the morning of the 16th again.
      const departure = at('2026-06-16T07:00:00Z'); // 19:00 in Auckland
      const arrival = at('2026-06-16T16:00:00Z'); // 06:00 in Honolulu
      expect(localDay(departure, 'Pacific/Auckland')).toBe('2026-06-16');
      expect(localDay(arrival, 'Pacific/Honolulu')).toBe('2026-06-16');
      // Leave Honolulu on the 20th at noon, land in Auckland nine hours later: it is the 21st evening.
      const back = at('2026-06-20T22:00:00Z');
      const home = at('2026-06-21T07:00:00Z');
      expect(localDay(back, 'Pacific/Honolulu')).toBe('2026-06-20');
      expect(localDay(home, 'Pacific/Auckland')).toBe('2026-06-21');
      expect(daysBetween(localDay(back, 'Pacific/Honolulu'), localDay(home, 'Pacific/Auckland'))).toBe(1);
    });

    test('the zones farthest apart are 25 hours apart: at most one date between them', () => {
      const instant = at('2026-01-01T10:30:00Z');
      expect(localDay(instant, 'Pacific/Kiritimati')).toBe('2026-01-02'); // 00:30, UTC+14
      expect(localDay(instant, 'Pacific/Pago_Pago')).toBe('2025-12-31'); // 23:30, UTC-11
    });
  });

  describe('calendar edges', () => {
    test('a leap day is a day of its own', () => {
      expect(localDay(at('2028-02-29T12:00:00Z'), 'UTC')).toBe('2028-02-29');
      expect(localDay(at('2028-02-29T23:30:00Z'), 'Asia/Tokyo')).toBe('2028-03-01');
      // 00:30 on 1 March with a day start of 4 is still the leap day.
      expect(localDay(at('2028-03-01T00:30:00Z'), 'UTC', 4)).toBe('2028-02-29');
    });

    test('the last night of the year belongs to the old year until the day starts', () => {
      // 01:00 on 1 January in New York (06:00Z)
      expect(localDay(at('2027-01-01T06:00:00Z'), 'America/New_York', 4)).toBe('2026-12-31');
      expect(localDay(at('2027-01-01T06:00:00Z'), 'America/New_York')).toBe('2027-01-01');
      expect(localDay(at('2027-01-01T04:59:59Z'), 'America/New_York')).toBe('2026-12-31');
    });

    test('calendarDate ignores the day-start hour', () => {
      expect(calendarDate(at('2027-01-01T06:00:00Z'), 'America/New_York')).toBe('2027-01-01');
    });
  });
});

describe('date arithmetic', () => {
  test('addDays crosses months, leap days and years', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2028-02-29', 1)).toBe('2028-03-01');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDays('2026-06-15', 0)).toBe('2026-06-15');
    expect(addDays('2026-06-15', -365)).toBe('2025-06-15');
  });

  test('daysBetween counts whole days, negative backwards', () => {
    expect(daysBetween('2028-01-01', '2029-01-01')).toBe(366);
    expect(daysBetween('2027-01-01', '2028-01-01')).toBe(365);
    expect(daysBetween('2026-03-31', '2026-03-01')).toBe(-30);
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2); // across a daylight-saving change
  });

  test('isLocalDate accepts real dates only', () => {
    expect(isLocalDate('2028-02-29')).toBe(true);
    expect(isLocalDate('2027-02-29')).toBe(false);
    expect(isLocalDate('2026-13-01')).toBe(false);
    expect(isLocalDate('2026-6-1')).toBe(false);
    expect(isLocalDate('yesterday')).toBe(false);
  });

  test('isoWeekday counts from Monday', () => {
    expect(isoWeekday('2026-06-15')).toBe(1);
    expect(isoWeekday('2026-06-21')).toBe(7);
  });

  test('isTimeZone knows IANA names', () => {
    expect(isTimeZone('Pacific/Auckland')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });

  test('the formatter cache keeps at most its limit, however many spellings are used', () => {
    const instant = at('2026-03-29T12:00:00Z');
    const letters = [...'americaargentinabuenosaires'];
    for (let n = 0; n < FORMATTER_CACHE_LIMIT + 200; n++) {
      const cased = letters.map((char, i) => ((n >> i) & 1 ? char.toUpperCase() : char)).join('');
      const spelling = `${cased.slice(0, 7)}/${cased.slice(7, 16)}/${cased.slice(16, 22)}_${cased.slice(22)}`;
      expect(calendarDate(instant, spelling)).toBe('2026-03-29');
    }
    expect(cachedFormatterCount()).toBe(FORMATTER_CACHE_LIMIT);
  });

  describe('the wall clock kept for the rest of a UTC minute', () => {
    test('a zone whose hour changes on the half or quarter hour: both sides of midnight are right', () => {
      // Asked first early in the minute before midnight, then at its last instant, then just after.
      for (const [zone, before, last, after] of [
        ['Asia/Kolkata', '2026-03-10T18:29:00.000Z', '2026-03-10T18:29:59.999Z', '2026-03-10T18:30:00.000Z'],
        [
          'Asia/Kathmandu',
          '2026-03-10T18:14:00.000Z',
          '2026-03-10T18:14:59.999Z',
          '2026-03-10T18:15:00.000Z',
        ],
      ] as const) {
        expect(localDay(at(before), zone)).toBe('2026-03-10');
        expect(localDay(at(last), zone)).toBe('2026-03-10');
        expect(localDay(at(after), zone)).toBe('2026-03-11');
        expect(localDay(at(last), zone)).toBe('2026-03-10');
      }
    });

    test('the minute daylight saving starts: the day-start hour falls right on the jump', () => {
      // Berlin jumps from 02:00 to 03:00 at 01:00 UTC; a day starting at 3 begins there.
      expect(localDay(at('2026-03-29T00:59:00.000Z'), 'Europe/Berlin', 3)).toBe('2026-03-28');
      expect(localDay(at('2026-03-29T00:59:59.999Z'), 'Europe/Berlin', 3)).toBe('2026-03-28');
      expect(localDay(at('2026-03-29T01:00:00.000Z'), 'Europe/Berlin', 3)).toBe('2026-03-29');
    });

    test('an old offset with seconds (Monrovia, -0:44:30 until 1972) is never answered from the kept minute', () => {
      expect(calendarDate(at('1960-06-01T00:44:29Z'), 'Africa/Monrovia')).toBe('1960-05-31');
      expect(calendarDate(at('1960-06-01T00:44:31Z'), 'Africa/Monrovia')).toBe('1960-06-01');
      expect(calendarDate(at('1960-06-01T00:44:29Z'), 'Africa/Monrovia')).toBe('1960-05-31');
    });
  });
});
