import { describe, expect, test } from 'vitest';
import {
  cohortWeeks,
  daysFrom,
  periodPeopleFromDays,
  periodTotals,
  retentionRow,
  shownFigure,
  weekStartOf,
} from './analytics-rules';

describe('figures about fewer than five people', () => {
  test('one to four people are hidden, none and five or more are shown', () => {
    expect(shownFigure(0)).toBe(0);
    expect(shownFigure(1)).toBeNull();
    expect(shownFigure(4)).toBeNull();
    expect(shownFigure(5)).toBe(5);
  });

  test('a count drawn from fewer than five people is hidden even when the count itself is large', () => {
    expect(shownFigure(12, 3)).toBeNull();
    expect(shownFigure(12, 6)).toBe(12);
  });
});

describe('weeks and days', () => {
  test('a week starts on Monday, across a year end and a leap day', () => {
    expect(weekStartOf('2026-03-11')).toBe('2026-03-09');
    expect(weekStartOf('2026-03-09')).toBe('2026-03-09');
    expect(weekStartOf('2026-01-01')).toBe('2025-12-29');
    expect(weekStartOf('2028-03-01')).toBe('2028-02-28');
  });

  test('a range of days includes both ends, over a leap day', () => {
    expect(daysFrom('2028-02-27', '2028-03-01')).toEqual([
      '2028-02-27',
      '2028-02-28',
      '2028-02-29',
      '2028-03-01',
    ]);
    expect(daysFrom('2026-03-11', '2026-03-11')).toEqual(['2026-03-11']);
  });

  test('a week-long range has one or two cohorts, a year at most twelve, ending with this week', () => {
    expect(cohortWeeks('2026-03-05', '2026-03-11')).toEqual(['2026-03-02', '2026-03-09']);
    const year = cohortWeeks('2025-03-12', '2026-03-11');
    expect(year).toHaveLength(12);
    expect(year.at(-1)).toBe('2026-03-09');
  });
});

describe('a retention row', () => {
  const activeByWeek = new Map([
    ['2026-02-23', 10],
    ['2026-03-02', 5],
  ]);

  test('shares of the cohort per week from the joining week to this week, none for weeks to come', () => {
    const row = retentionRow({ weekStart: '2026-02-23', size: 10, activeByWeek }, '2026-03-11');
    expect(row).toEqual({ weekStart: '2026-02-23', size: 10, weeks: [1, 0.5, 0] });
  });

  test('a cohort of fewer than five people shows no shares', () => {
    const row = retentionRow({ weekStart: '2026-02-23', size: 3, activeByWeek }, '2026-03-11');
    expect(row).toEqual({ weekStart: '2026-02-23', size: null, weeks: [null, null, null] });
  });

  test('a cohort with nobody in it shows zero people and no shares', () => {
    const row = retentionRow({ weekStart: '2026-03-09', size: 0, activeByWeek: new Map() }, '2026-03-11');
    expect(row).toEqual({ weekStart: '2026-03-09', size: 0, weeks: [null] });
  });
});

describe('a period as a whole', () => {
  test('its people are known from the days when one day had five, or none had anyone', () => {
    expect(periodPeopleFromDays([0, 2, 6, 1])).toBe(5);
    expect(periodPeopleFromDays([0, 0, 0])).toBe(0);
    expect(periodPeopleFromDays([])).toBe(0);
    expect(periodPeopleFromDays([1, 2, 0, 4])).toBeUndefined();
  });

  const sums = {
    signups: 3,
    activePersonDays: 20,
    retrosStarted: 14,
    retrosCompleted: 12,
    journalEntries: 9,
    moods: 11,
  };

  test('with five people or more its totals, average day and completion rate are shown', () => {
    expect(periodTotals(sums, 30, 8)).toEqual({
      signups: 3,
      activePerDay: 0.67,
      retrosCompleted: 12,
      journalEntries: 9,
      moods: 11,
      completionRate: 0.857,
    });
  });

  test('with one to four people every period figure is hidden', () => {
    expect(periodTotals(sums, 30, 4)).toEqual({
      signups: null,
      activePerDay: null,
      retrosCompleted: null,
      journalEntries: null,
      moods: null,
      completionRate: null,
    });
  });

  test('with nobody the figures are zero, and no retro started gives no rate', () => {
    const none = {
      signups: 0,
      activePersonDays: 0,
      retrosStarted: 0,
      retrosCompleted: 0,
      journalEntries: 0,
      moods: 0,
    };
    expect(periodTotals(none, 7, 0)).toEqual({
      signups: 0,
      activePerDay: 0,
      retrosCompleted: 0,
      journalEntries: 0,
      moods: 0,
      completionRate: null,
    });
  });
});
