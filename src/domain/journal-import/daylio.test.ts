import { describe, expect, test } from 'vitest';
import { daylioMinutes, daylioNote, parseDaylio } from './daylio';
import { fixture } from './fixtures';

const exported = () => parseDaylio(fixture('daylio/daylio_export.csv'), 'Europe/Berlin');

describe('Daylio CSV export', () => {
  test("each day's mood is its last entry's, by Daylio's five groups", () => {
    const { moods } = exported();
    expect(moods.map((m) => [m.date, m.score])).toEqual([
      ['2024-02-28', 1],
      ['2024-02-29', 4],
      ['2024-03-01', 5],
      ['2024-03-31', 4],
    ]);
    expect(moods.find((m) => m.date === '2024-03-01')?.sourceId).toBe('2024-03-01 9:15 PM');
  });

  test("times are the day's wall clock; one in the hour daylight saving skips lands after it", () => {
    const { moods } = exported();
    // 22:45 in Berlin in winter (UTC+1).
    expect(moods.find((m) => m.date === '2024-02-29')?.createdAt).toBe('2024-02-29T21:45:00.000Z');
    // 02:30 on 31 March 2024 does not exist in Berlin: 03:30 CEST, 01:30 UTC.
    expect(moods.find((m) => m.date === '2024-03-31')?.createdAt).toBe('2024-03-31T01:30:00.000Z');
  });

  test('a note is a journal entry of its day, its HTML as Markdown', () => {
    const { entries } = exported();
    expect(entries.map((e) => [e.date, e.title, e.body])).toEqual([
      ['2024-02-29', null, 'Leap day, quiet.'],
      ['2024-03-01', 'Dinner', 'Long dinner with **old** friends.\nWalked home, late, "happy".'],
    ]);
  });

  test('the mood mapping is shown; activities and extra moods are counted', () => {
    const { moodNames, skipped } = exported();
    expect(moodNames).toEqual([
      { name: 'rad', count: 1, score: 5, known: true },
      { name: 'good', count: 2, score: 4, known: true },
      { name: 'meh', count: 1, score: 3, known: true },
      { name: 'awful', count: 1, score: 1, known: true },
    ]);
    expect(skipped).toEqual([
      { reason: 'activity', count: 6 },
      { reason: 'extraMood', count: 1 },
    ]);
  });

  test('custom mood names wait for the person to match them to a group', () => {
    const text = fixture('daylio/daylio_custom_moods.csv');
    const unmatched = parseDaylio(text, 'UTC');
    expect(unmatched.moodNames).toEqual([
      { name: 'rad', count: 1, score: 5, known: true },
      { name: 'ecstatic', count: 1, score: null, known: false },
      { name: 'so-so', count: 1, score: null, known: false },
    ]);
    expect(unmatched.moods).toHaveLength(1);
    expect(unmatched.skipped).toContainEqual({ reason: 'unmappedMood', count: 2 });
    const matched = parseDaylio(text, 'UTC', { Ecstatic: 5, 'so-so': 3 });
    expect(matched.moods.map((m) => [m.date, m.score])).toEqual([
      ['2024-05-01', 5],
      ['2024-05-02', 3],
      ['2024-05-03', 5],
    ]);
    expect(matched.skipped.some((s) => s.reason === 'unmappedMood')).toBe(false);
  });

  test('two entries at the same minute keep two source ids, the same on every import', () => {
    const csv =
      'full_date,date,weekday,time,mood,activities,note_title,note\n2024-01-01,,,9:00,rad,,,one\n2024-01-01,,,9:00,rad,,,two\n';
    expect(parseDaylio(csv, 'UTC').entries.map((e) => e.sourceId)).toEqual([
      '2024-01-01 9:00',
      '2024-01-01 9:00 #2',
    ]);
  });

  test('rows with a date that is not a real day are counted, not imported', () => {
    const csv = 'full_date,time,mood\n2023-02-29,9:00,rad\nsoon,9:00,rad\n2024-02-29,9:00,rad\n';
    const result = parseDaylio(csv, 'UTC');
    expect(result.moods.map((m) => m.date)).toEqual(['2024-02-29']);
    expect(result.skipped).toEqual([{ reason: 'badDate', count: 2 }]);
  });

  test('an export with only its header imports nothing', () => {
    const result = parseDaylio('full_date,date,weekday,time,mood,activities,note_title,note\n', 'UTC');
    expect(result).toEqual({ entries: [], moods: [], skipped: [], moodNames: [] });
  });

  test('a file that is not a Daylio export is refused with a clear message', () => {
    expect(() => parseDaylio(fixture('daylio/malformed-not-daylio.csv'), 'UTC')).toThrow(
      /not a Daylio CSV export/,
    );
    expect(() => parseDaylio(fixture('daylio/malformed-unclosed-quote.csv'), 'UTC')).toThrow(
      /not a Daylio CSV export/,
    );
    expect(() => parseDaylio('', 'UTC')).toThrow(/not a Daylio CSV export/);
  });

  test('times in either clock style', () => {
    expect(daylioMinutes('8:30 PM')).toBe(20 * 60 + 30);
    expect(daylioMinutes('12:05 am')).toBe(5);
    expect(daylioMinutes('12:05 p.m.')).toBe(12 * 60 + 5);
    expect(daylioMinutes('23:59')).toBe(23 * 60 + 59);
    expect(daylioMinutes('25:00')).toBe(12 * 60);
    expect(daylioMinutes('')).toBe(12 * 60);
  });

  test('a note keeps text that only looks like HTML', () => {
    expect(daylioNote('I <3 rain &amp; tea<br/>a < b')).toBe('I <3 rain & tea\na < b');
  });
});
