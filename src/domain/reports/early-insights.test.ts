import { describe, expect, test } from 'vitest';
import { addDays } from '../local-day';
import type { AreaFigures } from './areas';
import {
  areaMovedInsight,
  EARLY_MIN_MOODS,
  EARLY_MIN_RATED_DAYS,
  findEarlyInsights,
  moodWeekInsight,
  weekdayInsight,
} from './early-insights';
import { buildReport } from './report';
import { type RawDay, toRecords } from './report-fixtures';

const settings = { weekStart: 'monday', firstDay: '2026-11-16' } as const;
/** Days from `from` with every area rated `rating(i)` and the mood `mood(i)`. */
function days(
  from: string,
  count: number,
  rating: (i: number) => number,
  mood = (_i: number) => 3,
): RawDay[] {
  return Array.from({ length: count }, (_, i) => {
    const r = rating(i);
    return {
      date: addDays(from, i),
      retro: 'completed' as const,
      ratings: { Spiritual: r, Relationships: r, Health: r, Productivity: r },
      mood: mood(i),
    };
  });
}

const area = (over: Partial<AreaFigures>): AreaFigures => ({
  area: 'Health',
  mean: 4,
  count: 5,
  previousMean: 2,
  previousCount: 5,
  change: 2,
  score: 75,
  previousScore: 25,
  ...over,
});

describe('with no history', () => {
  test('a report of an empty week claims nothing early', () => {
    const report = buildReport([], [], { ...settings, period: 'week', offset: 0, today: '2026-11-16' });
    expect(report.earlyInsights).toEqual([]);
    expect(weekdayInsight([])).toBeNull();
  });
});

describe('on the first day', () => {
  test('one rated day and one mood are below every minimum', () => {
    const records = toRecords(days('2026-11-16', 1, () => 5));
    const report = buildReport(records, [], { ...settings, period: 'week', offset: 0, today: '2026-11-16' });
    expect(report.earlyInsights).toEqual([]);
  });
});

describe('best and hardest day of the week', () => {
  test('after a week: named with their means and the days they are told from', () => {
    // Monday 16 to Sunday 22 November: Saturday rated 5, Tuesday 1, the others 3.
    const records = toRecords(days('2026-11-16', 7, (i) => (i === 5 ? 5 : i === 1 ? 1 : 3)));
    expect(weekdayInsight(records)).toEqual({
      kind: 'weekday',
      text: 'By your area ratings, Saturday went best (5.0 on average) and Tuesday hardest (1.0).',
      basis: 'From 7 rated days.',
      days: 7,
    });
  });

  test(`not from fewer than ${EARLY_MIN_RATED_DAYS} rated days`, () => {
    const records = toRecords(days('2026-11-16', EARLY_MIN_RATED_DAYS - 1, (i) => (i === 0 ? 5 : 1)));
    expect(weekdayInsight(records)).toBeNull();
  });

  test('a hardest day level with others is left out, the best still named', () => {
    const records = toRecords(days('2026-11-16', 7, (i) => (i === 5 ? 5 : 3)));
    expect(weekdayInsight(records)?.text).toBe(
      'By your area ratings, Saturday went best (5.0 on average; the lowest weekday averaged 3.0).',
    );
  });

  test('not when weekdays are level at both ends, nor when the days differ by less than 0.5', () => {
    expect(weekdayInsight(toRecords(days('2026-11-16', 7, (i) => (i < 2 ? 5 : 3))))).toBeNull();
    const close = days('2026-11-16', 7, () => 3);
    (close[0] as RawDay).ratings = { Health: 3, Spiritual: 4, Relationships: 3, Productivity: 3 };
    expect(weekdayInsight(toRecords(close))).toBeNull();
  });

  test('over two weeks the weekdays are plural and averaged', () => {
    const records = toRecords(days('2026-11-16', 14, (i) => (i % 7 === 6 ? (i < 7 ? 5 : 4) : 2)));
    expect(weekdayInsight(records)?.text).toBe(
      'By your area ratings, Sundays went best (4.5 on average; the lowest weekday averaged 2.0).',
    );
  });

  test('across a change to summer time the weekdays stay the calendar’s (Sunday 29 March 2026)', () => {
    // Monday 23 to Sunday 29 March: the clocks go forward in Europe on the Sunday.
    const records = toRecords(days('2026-03-23', 7, (i) => (i === 6 ? 5 : i === 0 ? 1 : 2)));
    expect(weekdayInsight(records)?.text).toBe(
      'By your area ratings, Sunday went best (5.0 on average) and Monday hardest (1.0).',
    );
  });
});

describe('the area that moved most', () => {
  test('the largest move either way, with both sides’ ratings', () => {
    const moved = areaMovedInsight(
      [area({}), area({ area: 'Productivity', mean: 2, previousMean: 4.5, change: -2.5 })],
      'week',
      0,
    );
    expect(moved).toEqual({
      kind: 'area-moved',
      text: 'Productivity moved the most since last week: its ratings averaged 2.0, down from 4.5.',
      basis: 'From 5 ratings this week and 5 last week.',
      days: 10,
    });
  });

  test('not from fewer than 3 ratings a side, a move under 0.5, a tie, or all time', () => {
    expect(areaMovedInsight([area({ previousCount: 2 })], 'week', 0)).toBeNull();
    expect(areaMovedInsight([area({ change: 0.4, mean: 2.4 })], 'week', 0)).toBeNull();
    expect(areaMovedInsight([area({}), area({ area: 'Spiritual', change: -2 })], 'month', 0)).toBeNull();
    expect(areaMovedInsight([area({})], 'all', 0)).toBeNull();
  });

  test('a past period is named as such', () => {
    expect(areaMovedInsight([area({})], 'month', 2)?.text).toBe(
      'Health moved the most since the month before: its ratings averaged 4.0, up from 2.0.',
    );
  });
});

describe('moods this week against last', () => {
  const week = { from: '2026-11-23', to: '2026-11-29' };

  test('higher, with the moods counted on each side; only days up to today count', () => {
    // Monday 16 to Thursday 26 November: 3 last week (7 moods), 4.5 this week (4 moods).
    const records = toRecords(
      days(
        '2026-11-16',
        11,
        () => 3,
        (i) => (i < 7 ? 3 : i % 2 ? 4 : 5),
      ),
    );
    expect(moodWeekInsight(records, week, '2026-11-26')).toEqual({
      kind: 'mood-week',
      text: 'Your moods ran higher than last week: 4.5 on average this week, against 3.0.',
      basis: 'From 11 days with a mood: 4 this week, 7 last week.',
      days: 11,
    });
  });

  test('about the same when they differ by less than 0.5', () => {
    const records = toRecords(
      days(
        '2026-11-16',
        10,
        () => 3,
        (i) => (i === 9 ? 4 : 3),
      ),
    );
    expect(moodWeekInsight(records, week, '2026-11-25')?.text).toBe(
      'Your moods ran about the same as last week: 3.3 on average this week, against 3.0.',
    );
  });

  test(`not from fewer than ${EARLY_MIN_MOODS} moods in either week`, () => {
    const records = toRecords(days('2026-11-16', 9, () => 3));
    expect(moodWeekInsight(records, week, '2026-11-24')).toBeNull();
  });
});

describe('in a report', () => {
  test('after two weeks a week report carries all three, the area that moved first', () => {
    const raw = days(
      '2026-11-09',
      14,
      (i) => (i < 7 ? 2 : i === 12 ? 5 : 4),
      (i) => (i < 7 ? 2 : 4),
    );
    // Health moves most: from 2 to 5.
    for (const day of raw.slice(7)) (day.ratings as Record<string, number>).Health = 5;
    const records = toRecords(raw);
    const report = buildReport(records, [], {
      ...settings,
      firstDay: '2026-11-09',
      period: 'week',
      offset: 0,
      today: '2026-11-22',
    });
    expect(report.earlyInsights.map((i) => i.kind)).toEqual(['area-moved', 'weekday', 'mood-week']);
    expect(
      findEarlyInsights({
        periodRecords: [],
        allRecords: [],
        areas: [],
        period: 'week',
        offset: 0,
        week: { from: '2026-11-16', to: '2026-11-22' },
        today: '2026-11-22',
      }),
    ).toEqual([]);
  });
});
