import { describe, expect, test } from 'vitest';
import { addDays } from '#domain/local-day';
import {
  clearDifference,
  GOOD_DAYS_MIN_DAYS,
  type GoodDaysDay,
  goodDaysComparison,
  goodDaysSentence,
  tQuantile95,
} from './good-days';

const EXERCISE = { id: 'a1', name: 'Exercise' };
const READING = { id: 'a2', name: 'Reading' };

function day(offset: number, ticked: string[], mood: number | null, health?: number): GoodDaysDay {
  return {
    date: addDays('2026-03-01', offset),
    activityIds: ticked,
    mood,
    ratings: health === undefined ? {} : { Health: health },
  };
}

describe('goodDaysComparison', () => {
  test('with no history there is nothing to compare', () => {
    expect(goodDaysComparison([EXERCISE], [], ['Health'])).toEqual([]);
  });

  test('with nothing ever ticked there is nothing to compare', () => {
    expect(goodDaysComparison([EXERCISE], [day(0, [], 4), day(1, [], 3)], ['Health'])).toEqual([]);
  });

  test('days before the first tick do not count as days without', () => {
    const days = [day(0, [], 1), day(1, [], 1), day(2, ['a1'], 5), day(3, [], 3)];
    const [exercise] = goodDaysComparison([EXERCISE], days, []);
    expect(exercise?.measures[0]).toMatchObject({ measure: 'mood', withDays: 1, withoutDays: 1 });
  });

  test('too few days on one side claim no difference, however large', () => {
    const days = [
      ...Array.from({ length: GOOD_DAYS_MIN_DAYS - 1 }, (_, i) => day(i, ['a1'], 5)),
      ...Array.from({ length: 20 }, (_, i) => day(10 + i, ['a2'], 1)),
    ];
    const [exercise] = goodDaysComparison([EXERCISE, READING], days, []);
    expect(exercise?.measures[0]).toMatchObject({
      withDays: 4,
      withoutDays: 20,
      enoughDays: false,
      difference: null,
    });
  });

  test('a clear difference with enough days on each side is claimed, with the side it lies on', () => {
    const days = [
      ...[5, 4, 5, 4, 5, 4].map((m, i) => day(i, ['a1'], m, m)),
      ...[2, 3, 2, 3, 2, 3].map((m, i) => day(10 + i, ['a2'], m, 6 - m)),
    ];
    const [exercise, reading] = goodDaysComparison([EXERCISE, READING], days, ['Health']);
    expect(exercise?.measures.map((m) => m.difference)).toEqual(['higher', 'higher']);
    expect(reading?.measures[0]).toMatchObject({ difference: 'lower', withDays: 6, withoutDays: 6 });
  });

  test('equal means on both sides (a tie) claim no difference', () => {
    const days = [
      ...[3, 4, 3, 4, 3].map((m, i) => day(i, ['a1'], m)),
      ...[4, 3, 4, 3, 3].map((m, i) => day(10 + i, ['a2'], m)),
    ];
    const [exercise] = goodDaysComparison([EXERCISE], days, []);
    expect(exercise?.measures[0]).toMatchObject({ enoughDays: true, difference: null });
    expect(exercise?.measures[0]?.withMean).toBeCloseTo(3.4);
    expect(exercise?.measures[0]?.withoutMean).toBeCloseTo(3.4);
  });

  test('a day without a mood or without a rating is left out of that measure only', () => {
    const days = [day(0, ['a1'], null, 4), day(1, ['a1'], 3)];
    const [exercise] = goodDaysComparison([EXERCISE], days, ['Health']);
    expect(exercise?.measures.map((m) => m.withDays)).toEqual([1, 1]);
  });
});

describe('clearDifference', () => {
  test('two sides without spread differ exactly when their means differ', () => {
    expect(clearDifference([4, 4, 4, 4, 4], [3, 3, 3, 3, 3])).toBe(true);
    expect(clearDifference([4, 4, 4, 4, 4], [4, 4, 4, 4, 4])).toBe(false);
  });

  test('a small difference in noisy days is not clear', () => {
    expect(clearDifference([1, 5, 2, 5, 1, 4], [2, 4, 1, 5, 2, 3])).toBe(false);
  });

  test("the t quantile is close to Student's table and tends to z", () => {
    expect(tQuantile95(5)).toBeCloseTo(2.015, 1);
    expect(tQuantile95(10)).toBeCloseTo(1.812, 2);
    expect(tQuantile95(30)).toBeCloseTo(1.697, 2);
    expect(tQuantile95(Number.POSITIVE_INFINITY)).toBeCloseTo(1.645, 3);
  });
});

describe('goodDaysSentence', () => {
  const base = {
    measure: 'Health' as const,
    withDays: 12,
    withoutDays: 18,
    withMean: 4.05,
    withoutMean: 3.25,
    difference: 'higher' as const,
    enoughDays: true,
  };

  test('says both averages and both counts, rounding halves away from zero', () => {
    expect(goodDaysSentence('Exercise', base)).toBe(
      'On days with Exercise your Health rating averaged 4.1, against 3.3 without; from 12 and 18 days.',
    );
  });

  test('the mood is named as the mood', () => {
    expect(goodDaysSentence('Friends', { ...base, measure: 'mood' })).toMatch(
      /^On days with Friends your mood averaged/,
    );
  });

  test('no clear difference is said, never a cause', () => {
    const sentence = goodDaysSentence('Work', { ...base, difference: null });
    expect(sentence).toMatch(/No clear difference yet\.$/);
    expect(sentence).not.toMatch(/because|makes|causes/);
  });

  test('too few days say how many there are and how many are needed', () => {
    expect(goodDaysSentence('Reading', { ...base, withDays: 3, enoughDays: false, difference: null })).toBe(
      'Too few days to compare your Health rating with and without Reading yet: 3 with and 18 without; 5 of each are needed.',
    );
  });
});
