import { describe, expect, test } from 'vitest';
import { LIFE_AREAS } from '#contract/constants';
import { addDays } from '../local-day';
import { areaFigures, areaRatings, pickAreas } from './areas';
import { longestRun, moodDistribution, periodCounts } from './counts';
import { expectedStrength, type RawDay, toRecords } from './report-fixtures';
import { STRENGTH_MULTIPLIER, STRENGTH_WINDOW_RATINGS, strengthOn, strengthShareOn } from './strength';
import { weeklyProgress } from './weekly-progress';

const everyArea = (rating: number) => Object.fromEntries(LIFE_AREAS.map((area) => [area, rating]));
const daily = (from: string, ratings: number[]) =>
  ratings.map((rating, i) => ({ date: addDays(from, i), rating }));

describe('strength', () => {
  test('a rating weighs half as much after 14 more ratings', () => {
    expect(STRENGTH_MULTIPLIER ** 14).toBeCloseTo(0.5, 12);
    // One 5 then one 1: the 1 weighs 1, the 5 weighs 0.9517.
    const two = strengthShareOn(daily('2026-01-01', [5, 1]), '2026-01-02');
    expect(two).toBeCloseTo(STRENGTH_MULTIPLIER / (1 + STRENGTH_MULTIPLIER), 12);
  });

  test('a short history is its own mean: the first rating does not outweigh the rest', () => {
    expect(strengthOn(daily('2026-01-01', [4]), '2026-01-01')).toBe(75);
    expect(strengthOn(daily('2026-01-01', [3, 3, 3]), '2026-01-03')).toBe(50);
    const rising = [2, 2, 3, 4, 4, 4, 5];
    expect(strengthOn(daily('2026-01-01', rising), '2026-01-07')).toBe(expectedStrength(rising));
  });

  test('one bad day moves the score a little, a month of them a lot', () => {
    const good = Array(60).fill(5);
    const oneBad = [...good, 1];
    expect(strengthOn(daily('2026-01-01', oneBad), '2026-03-02')).toBe(expectedStrength(oneBad));
    expect(expectedStrength(oneBad)).toBe(95);
    const monthBad = [...good, ...Array(30).fill(1)];
    expect(strengthOn(daily('2026-01-01', monthBad), '2026-04-01')).toBe(expectedStrength(monthBad));
    expect(expectedStrength(monthBad)).toBe(22);
  });

  test('a day without a rating leaves the score where it was, and nothing rated is null', () => {
    const series = [
      { date: '2026-01-01', rating: 3 },
      { date: '2026-01-20', rating: 3 },
    ];
    expect(strengthOn(series, '2026-01-10')).toBe(50);
    expect(strengthOn(series, '2025-12-31')).toBeNull();
  });
  test('the score counts the last 140 ratings, however far apart they are', () => {
    // A weekly rater: 141 ratings, one a week, the oldest a 1 and every later one a 5.
    const weekly = Array.from({ length: STRENGTH_WINDOW_RATINGS + 1 }, (_, i) => ({
      date: addDays('2020-01-06', 7 * i),
      rating: i === 0 ? 1 : 5,
    }));
    const last = (weekly.at(-1) as { date: string }).date;
    expect(strengthShareOn(weekly, last)).toBe(1);
    expect(strengthShareOn(weekly, addDays(last, -7))).toBeLessThan(1);
    expect(strengthOn(weekly, addDays(last, -7))).toBe(
      expectedStrength(weekly.slice(0, -1).map((r) => r.rating)),
    );
  });
});

describe('areas', () => {
  const week = { from: '2026-11-23', to: '2026-11-29' };
  const lastWeek = { from: '2026-11-16', to: '2026-11-22' };

  test('per area: mean, count, change against last week and score, from the raw ratings', () => {
    const days: RawDay[] = [
      { date: '2026-11-16', ratings: { Health: 2 } },
      { date: '2026-11-18', ratings: { Health: 4 } },
      { date: '2026-11-23', ratings: { Health: 5, Spiritual: 1 } },
      { date: '2026-11-24', ratings: { Health: 4 } },
    ];
    const figures = areaFigures(areaRatings(toRecords(days)), week, lastWeek);
    const health = figures.find((f) => f.area === 'Health');
    expect(health).toEqual({
      area: 'Health',
      mean: 4.5,
      count: 2,
      previousMean: 3,
      previousCount: 2,
      change: 1.5,
      score: expectedStrength([2, 4, 5, 4]),
      previousScore: expectedStrength([2, 4]),
    });
    expect(figures.find((f) => f.area === 'Productivity')).toMatchObject({
      mean: null,
      count: 0,
      score: null,
    });
  });

  test('with fewer than 3 ratings of any area no area is named, and the page is told how many more', () => {
    const days: RawDay[] = [
      { date: '2026-11-23', ratings: everyArea(5) },
      { date: '2026-11-24', ratings: { Health: 1 } },
    ];
    const picks = pickAreas(areaFigures(areaRatings(toRecords(days)), week, lastWeek));
    expect(picks.strongest).toEqual({ area: null, reason: 'not-enough-ratings', ratingsNeeded: 1 });
    expect(picks.improvement).toEqual(picks.strongest);
  });

  test('the strongest has the highest score; the improvement area the lowest when nothing fell', () => {
    const days: RawDay[] = [0, 1, 2].map((i) => ({
      date: addDays('2026-11-23', i),
      ratings: { Spiritual: 3, Relationships: 5, Health: 2, Productivity: 4 },
    }));
    const { strongest, improvement } = pickAreas(areaFigures(areaRatings(toRecords(days)), week, lastWeek));
    expect(strongest).toEqual({
      area: 'Relationships',
      tiedWith: [],
      basis: 'highest-score',
      score: 100,
      mean: 5,
      count: 3,
      change: null,
    });
    expect(improvement).toMatchObject({ area: 'Health', basis: 'lowest-score', score: 25, mean: 2 });
  });

  test('areas level at the top are all named; when every area is level there is no improvement area', () => {
    const level = [0, 1, 2].map((i) => ({ date: addDays('2026-11-23', i), ratings: everyArea(4) }));
    const allLevel = pickAreas(areaFigures(areaRatings(toRecords(level)), week, lastWeek));
    expect(allLevel.strongest).toMatchObject({
      area: 'Spiritual',
      tiedWith: ['Relationships', 'Health', 'Productivity'],
    });
    expect(allLevel.improvement).toEqual({ area: null, reason: 'all-level' });

    const twoTop = [0, 1, 2].map((i) => ({
      date: addDays('2026-11-23', i),
      ratings: { Spiritual: 5, Relationships: 3, Health: 5, Productivity: 3 },
    }));
    const picks = pickAreas(areaFigures(areaRatings(toRecords(twoTop)), week, lastWeek));
    expect(picks.strongest).toMatchObject({ area: 'Spiritual', tiedWith: ['Health'] });
    expect(picks.improvement).toMatchObject({ area: 'Relationships', tiedWith: ['Productivity'] });
  });

  test('an area that fell by 0.5 or more since last period is the improvement area, even if not lowest', () => {
    const before = [0, 1, 2].map((i) => ({
      date: addDays('2026-11-16', i),
      ratings: { Spiritual: 1, Relationships: 5, Health: 5, Productivity: 3 },
    }));
    const now = [0, 1, 2].map((i) => ({
      date: addDays('2026-11-23', i),
      ratings: { Spiritual: 1, Relationships: 5, Health: 4, Productivity: 3 },
    }));
    const { improvement } = pickAreas(
      areaFigures(areaRatings(toRecords([...before, ...now])), week, lastWeek),
    );
    expect(improvement).toMatchObject({ area: 'Health', basis: 'steepest-fall', change: -1, mean: 4 });
  });

  test('only one area with enough ratings: it is the strongest, and there is no improvement area', () => {
    const days = [0, 1, 2].map((i) => ({ date: addDays('2026-11-23', i), ratings: { Health: 3 } }));
    const picks = pickAreas(areaFigures(areaRatings(toRecords(days)), week, lastWeek));
    expect(picks.strongest).toMatchObject({ area: 'Health', score: 50 });
    expect(picks.improvement).toEqual({ area: null, reason: 'one-area' });
  });
});

describe('counts', () => {
  const days: RawDay[] = [
    { date: '2026-11-01', retro: 'completed', mood: 5, entries: [120, 30] },
    { date: '2026-11-02', retro: 'completed', mood: 4 },
    { date: '2026-11-03', retro: 'started', mood: 2, entries: [0] },
    { date: '2026-11-04', retro: 'completed', entries: [10] },
    { date: '2026-11-05', retro: 'completed', mood: 4, entries: [7] },
    { date: '2026-11-06', retro: 'completed', mood: 3, entries: [1] },
  ];

  test('retros, rate, entries, words, moods, mean mood and the longest runs inside the period', () => {
    const counts = periodCounts(toRecords(days), { from: '2026-11-01', to: '2026-11-10' });
    expect(counts).toEqual({
      daysSoFar: 10,
      retrosCompleted: 5,
      completionRate: 0.5,
      journalEntries: 6,
      wordsWritten: 168,
      moodsLogged: 5,
      moodAverage: 18 / 5,
      longestRuns: { retro: 3, journal: 4, mood: 3 },
    });
  });

  test('before the user’s first day nothing has begun: no rate rather than 0 %', () => {
    expect(periodCounts([], null)).toMatchObject({ daysSoFar: 0, completionRate: null, moodAverage: null });
  });

  test('the longest run counts consecutive dates only, across a month end', () => {
    expect(longestRun(['2026-01-30', '2026-01-31', '2026-02-01', '2026-02-03'])).toBe(3);
    expect(longestRun([])).toBe(0);
  });

  test('the mood distribution lists every level, worst first, with the days of each', () => {
    expect(moodDistribution(toRecords(days))).toEqual([
      { mood: 'awful', count: 0 },
      { mood: 'bad', count: 1 },
      { mood: 'okay', count: 1 },
      { mood: 'good', count: 2 },
      { mood: 'great', count: 1 },
    ]);
  });
});

describe('weekly progress', () => {
  test('a week still running is compared with last week up to the same weekday', () => {
    const days: RawDay[] = ['2026-11-16', '2026-11-17', '2026-11-19', '2026-11-21', '2026-11-24'].map(
      (date) => ({
        date,
        retro: 'completed' as const,
      }),
    );
    const week = { from: '2026-11-23', to: '2026-11-29' };
    const lastWeek = { from: '2026-11-16', to: '2026-11-22' };
    // Tuesday: last Monday and Tuesday had 2, this week 1 so far.
    const tuesday = weeklyProgress(toRecords(days), week, lastWeek, '2026-11-24', '2026-11-01');
    expect(tuesday).toMatchObject({ completed: 1, previousCompleted: 4, previousToSameDay: 2, change: -1 });
    // Once the week is over, the whole of last week counts.
    const after = weeklyProgress(toRecords(days), week, lastWeek, '2026-12-02', '2026-11-01');
    expect(after).toMatchObject({ completed: 1, previousToSameDay: 4, change: -3 });
  });

  test('each day is completed, started, missed, not yet or before the first day, with mood and journal', () => {
    const days: RawDay[] = [
      { date: '2026-11-17', retro: 'completed' },
      { date: '2026-11-18', retro: 'completed' },
      { date: '2026-11-24', retro: 'completed', mood: 4 },
      { date: '2026-11-25', retro: 'started', entries: [20] },
      { date: '2026-11-27', mood: 1 },
    ];
    const progress = weeklyProgress(
      toRecords(days),
      { from: '2026-11-23', to: '2026-11-29' },
      { from: '2026-11-16', to: '2026-11-22' },
      '2026-11-27',
      '2026-11-17',
    );
    expect(progress.days.map((d) => [d.date, d.retro, d.mood, d.journal])).toEqual([
      ['2026-11-23', 'missed', null, false],
      ['2026-11-24', 'completed', 'good', false],
      ['2026-11-25', 'started', null, true],
      ['2026-11-26', 'missed', null, false],
      ['2026-11-27', 'not-yet', 'awful', false],
      ['2026-11-28', 'not-yet', null, false],
      ['2026-11-29', 'not-yet', null, false],
    ]);
    expect(progress).toMatchObject({
      completed: 1,
      daysSoFar: 5,
      previousCompleted: 2,
      previousToSameDay: 2,
      change: -1,
    });
  });

  test('a user who joined on Wednesday has three days so far on Friday, and no missed days before', () => {
    const progress = weeklyProgress(
      [],
      { from: '2026-11-23', to: '2026-11-29' },
      { from: '2026-11-16', to: '2026-11-22' },
      '2026-11-27',
      '2026-11-25',
    );
    expect(progress.days.slice(0, 2).map((d) => d.retro)).toEqual(['before-start', 'before-start']);
    expect(progress).toMatchObject({
      completed: 0,
      daysSoFar: 3,
      previousCompleted: 0,
      previousToSameDay: 0,
      change: 0,
    });
  });
});
