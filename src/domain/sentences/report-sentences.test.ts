import { describe, expect, test } from 'vitest';
import { MOOD_LEVELS } from '#contract/constants';
import {
  areaFiguresLine,
  bestPointClause,
  countAgainstPrevious,
  moodDistributionSentence,
  strengthOfFive,
  topTagsSentence,
} from './report-sentences';

/** The distribution as the report sends it: every level, worst first, from counts awful → great. */
const moods = (...counts: number[]) => MOOD_LEVELS.map((mood, i) => ({ mood, count: counts[i] ?? 0 }));

describe('the mood distribution', () => {
  test('empty: nothing logged', () => {
    expect(moodDistributionSentence(moods())).toBe('No mood logged in this period yet.');
  });
  test('one mood once, and one mood only', () => {
    expect(moodDistributionSentence(moods(0, 0, 1))).toBe('1 mood logged: okay.');
    expect(moodDistributionSentence(moods(0, 0, 3))).toBe('3 moods logged, all okay.');
  });
  test('no tie: the most frequent is named with its count', () => {
    expect(moodDistributionSentence(moods(0, 1, 2, 3, 2))).toBe(
      '8 moods logged; the most frequent was good (3 times).',
    );
    expect(moodDistributionSentence(moods(1, 0, 2))).toBe(
      '3 moods logged; the most frequent was okay (twice).',
    );
  });
  test('a two-way tie at the top among others', () => {
    expect(moodDistributionSentence(moods(1, 0, 3, 3))).toBe(
      '7 moods logged; the most frequent were okay and good, 3 times each.',
    );
  });
  test('a three-way tie: every mood logged as often', () => {
    expect(moodDistributionSentence(moods(0, 3, 3, 3))).toBe(
      '9 moods logged: bad, okay and good 3 times each.',
    );
  });
  test('a three-way tie at the top with another below', () => {
    expect(moodDistributionSentence(moods(1, 3, 3, 3))).toBe(
      '10 moods logged; the most frequent were bad, okay and good, 3 times each.',
    );
  });
  test('a four-way tie, and all five', () => {
    expect(moodDistributionSentence(moods(0, 1, 1, 1, 1))).toBe(
      '4 moods logged: bad, okay, good and great once each.',
    );
    expect(moodDistributionSentence(moods(2, 2, 2, 2, 2))).toBe(
      '10 moods logged: awful, bad, okay, good and great twice each.',
    );
  });
});

describe('the best point of a chart', () => {
  const weeks = (...values: number[]) => values.map((value, i) => ({ value, from: `${9 + 7 * i} Nov` }));
  const clause = (points: { value: number; from: string }[], unit: 'day' | 'week' | 'month' = 'week') =>
    bestPointClause(
      points,
      unit,
      (p) => p.value,
      (p) => (unit === 'week' ? `the week of ${p.from}` : p.from),
    );

  test('empty and one point: nothing is best among them', () => {
    expect(clause([])).toBeNull();
    expect(clause(weeks(3.5))).toBeNull();
  });
  test('no tie: the best, named lowercase mid-sentence', () => {
    expect(clause(weeks(3, 3.5, 2))).toBe('the best week was the week of 16 Nov (3.5)');
    expect(clause(weeks(4, 3), 'day')).toBe('the best day was 9 Nov (4.0)');
  });
  test('a two-way tie names both weeks', () => {
    expect(clause(weeks(3.5, 3, 3.5))).toBe(
      'the best weeks were the week of 9 Nov and the week of 23 Nov (3.5 each)',
    );
  });
  test('a three-way tie names all three; a mean level by arithmetic is level', () => {
    expect(clause([...weeks(7 / 2, 2, 14 / 4), { value: 3.5, from: '30 Nov' }])).toBe(
      'the best weeks were the week of 9 Nov, the week of 23 Nov and the week of 30 Nov (3.5 each)',
    );
  });
  test('a four-way tie is counted, not listed', () => {
    expect(clause(weeks(4, 4, 2, 4, 4), 'day')).toBe('4 days shared the best average (4.0)');
  });
  test('every point level', () => {
    expect(clause(weeks(3.5, 3.5))).toBe('every week averaged 3.5');
    expect(clause(weeks(4, 4, 4), 'day')).toBe('every day with a mood was 4.0');
    expect(clause(weeks(4, 4), 'month')).toBe('every month averaged 4.0');
  });
});

describe('the most used tags', () => {
  const tags = (...counts: number[]) => counts.map((count, i) => ({ tag: `t${i + 1}`, count }));
  test('empty', () => {
    expect(topTagsSentence([], 10)).toBe(
      'No tagged journal entry in this period yet. Add tags to an entry to see your themes here.',
    );
  });
  test('one tag, and one most used among others', () => {
    expect(topTagsSentence(tags(1), 10)).toBe('Your most used tag was #t1, on 1 entry.');
    expect(topTagsSentence(tags(3, 2, 1), 10)).toBe('Your most used tag was #t1, on 3 entries.');
  });
  test('two-, three- and four-way ties name every tied tag', () => {
    expect(topTagsSentence(tags(3, 3, 1), 10)).toBe(
      'Your most used tags were #t1 and #t2, on 3 entries each.',
    );
    expect(topTagsSentence(tags(2, 2, 2), 10)).toBe(
      'Your most used tags were #t1, #t2 and #t3, on 2 entries each.',
    );
    expect(topTagsSentence(tags(1, 1, 1, 1), 10)).toBe(
      'Your most used tags were #t1, #t2, #t3 and #t4, on 1 entry each.',
    );
  });
  test('a full list all tied may leave tied tags out: it says "include"', () => {
    expect(topTagsSentence(tags(1, 1, 1), 3)).toBe(
      'Your most used tags, on 1 entry each, include #t1, #t2 and #t3.',
    );
    expect(topTagsSentence(tags(2, 2, 1), 3)).toBe(
      'Your most used tags were #t1 and #t2, on 2 entries each.',
    );
  });
});

describe('counts against the period before', () => {
  test('more, fewer and the same, with the same signs as every other change', () => {
    expect(countAgainstPrevious(7, 4, 'last week')).toBe('+3 on last week (4)');
    expect(countAgainstPrevious(2, 3, 'the week before')).toBe('−1 on the week before (3)');
    expect(countAgainstPrevious(4, 4, 'last month')).toBe('the same as last month (4)');
    expect(countAgainstPrevious(1500, 0, 'last year')).toBe('+1,500 on last year (0)');
  });
  test('an area line rounds its change by the one rule', () => {
    expect(areaFiguresLine({ mean: 2.25, count: 4, change: -1.75 }, 'last week')).toBe(
      'mean 2.3 from 4 ratings · −1.8 on last week',
    );
    expect(areaFiguresLine({ mean: 3, count: 1, change: 0.25 }, 'last week')).toBe(
      'mean 3.0 from 1 rating · +0.3 on last week',
    );
    expect(areaFiguresLine({ mean: 3, count: 3, change: null }, 'last week')).toBe('mean 3.0 from 3 ratings');
    expect(areaFiguresLine({ mean: null, count: 0, change: null }, 'last week')).toBe('');
  });
});

describe('strength on the rating scale', () => {
  test('0 is 1 of 5, 100 is 5 of 5, 50 is 3 of 5', () => {
    expect(strengthOfFive(0)).toBe('1.0 of 5');
    expect(strengthOfFive(100)).toBe('5.0 of 5');
    expect(strengthOfFive(50)).toBe('3.0 of 5');
  });

  test('one decimal, halves away from zero: 58 is 3.32, said 3.3; 66.25 is 3.65, said 3.7', () => {
    expect(strengthOfFive(58)).toBe('3.3 of 5');
    expect(strengthOfFive(66.25)).toBe('3.7 of 5');
  });
});
