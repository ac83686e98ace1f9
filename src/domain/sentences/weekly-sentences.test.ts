import { describe, expect, test } from 'vitest';
import { type WeekFigures, weeklyComparison, weeklyDoneWords } from './weekly-sentences';

// The week of Monday 16 November 2026; the user began long before unless a test says otherwise.
const week = (figures: Partial<WeekFigures> = {}): WeekFigures => ({
  from: '2026-11-16',
  to: '2026-11-22',
  completed: 3,
  daysSoFar: 7,
  previousCompleted: 4,
  previousToSameDay: 4,
  change: -1,
  ...figures,
});
const name = (from: string) => `week of ${Number(from.slice(8))} Nov`;
const LONG_AGO = '2026-01-01';

describe('the words after the count', () => {
  test('"so far" only while the week is running', () => {
    expect(weeklyDoneWords(week({ daysSoFar: 3 }), '2026-11-18')).toBe('days so far with a completed retro');
    expect(weeklyDoneWords(week({ completed: 6 }), '2026-11-23')).toBe('days with a completed retro');
    expect(weeklyDoneWords(week({ completed: 6 }), '2026-11-28')).toBe('days with a completed retro');
  });
  test('the first day of a week, and a week of one day begun', () => {
    expect(weeklyDoneWords(week({ daysSoFar: 1 }), '2026-11-16')).toBe('day so far with a completed retro');
    expect(weeklyDoneWords(week({ daysSoFar: 1 }), '2026-11-30')).toBe('day with a completed retro');
  });
});

describe('the comparison line', () => {
  test('a finished week names both weeks, never "this week"', () => {
    expect(weeklyComparison(week(), LONG_AGO, '2026-11-28', name)).toBe(
      'Week of 16 Nov: 3 of 7; week of 9 Nov: 4 of 7.',
    );
  });
  test('the week running compares with last week to the same day', () => {
    const running = week({ completed: 2, daysSoFar: 3, previousToSameDay: 1, change: 1 });
    expect(weeklyComparison(running, LONG_AGO, '2026-11-18', name)).toBe(
      'Last week: 4 of 7, 1 by this day; 1 more this week so far.',
    );
    expect(
      weeklyComparison(
        week({ completed: 0, daysSoFar: 3, previousToSameDay: 2, change: -2 }),
        LONG_AGO,
        '2026-11-18',
        name,
      ),
    ).toBe('Last week: 4 of 7, 2 by this day; 2 fewer this week so far.');
  });
  test('the same so far; on the last day of the week, "by this day" is the whole week and not repeated', () => {
    expect(
      weeklyComparison(week({ completed: 4, previousToSameDay: 4, change: 0 }), LONG_AGO, '2026-11-22', name),
    ).toBe('Last week: 4 of 7; the same so far.');
  });
  test('the first week, running and over', () => {
    expect(weeklyComparison(week(), '2026-11-18', '2026-11-19', name)).toBe(
      'Your first week here: next week is compared with this one.',
    );
    expect(weeklyComparison(week(), '2026-11-16', '2026-11-30', name)).toBe(
      'Your first week here: nothing before it to compare with.',
    );
  });
  test('a week before it that began on the first day counts only the days from it', () => {
    // First day Thursday 12 November: the week of 9 Nov had 4 of the user's days.
    expect(weeklyComparison(week({ previousCompleted: 2 }), '2026-11-12', '2026-11-28', name)).toBe(
      'Week of 16 Nov: 3 of 7; week of 9 Nov: 2 of 4.',
    );
  });
});
