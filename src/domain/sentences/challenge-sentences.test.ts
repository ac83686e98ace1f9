import { expect, test } from 'vitest';
import { challengeDayName, challengeStandingText } from './challenge-sentences';

// A seven-day challenge taken on Monday 2 June 2025: its last day is Sunday 8 June.
const START = '2025-06-02';

test('"(today)" marks the day that is today, and only that day', () => {
  expect(challengeDayName(1, '2025-06-02', START, '2025-06-02')).toBe('Day 1, Monday, 2 June (today)');
  expect(challengeDayName(6, '2025-06-07', START, '2025-06-07')).toBe('Day 6, Saturday, 7 June (today)');
  expect(challengeDayName(5, '2025-06-06', START, '2025-06-07')).toBe('Day 5, Friday, 6 June');
});

test('once the challenge is over, its last day is not today', () => {
  expect(challengeDayName(7, '2025-06-08', START, '2025-06-09')).toBe('Day 7, Sunday, 8 June');
  expect(challengeDayName(7, '2025-06-08', START, null)).toBe('Day 7, Sunday, 8 June');
});

test('a day in the next year carries its year', () => {
  expect(challengeDayName(3, '2026-01-01', '2025-12-30', '2026-01-01')).toBe(
    'Day 3, Thursday, 1 January 2026 (today)',
  );
});

test('where a challenge stands: its day, then that it ended', () => {
  expect(challengeStandingText(START, 7, '2025-06-02')).toBe('Day 1 of 7');
  expect(challengeStandingText(START, 7, '2025-06-08')).toBe('Day 7 of 7');
  expect(challengeStandingText(START, 7, '2025-06-09')).toBe('7 days, ended yesterday');
  expect(challengeStandingText(START, 7, '2025-06-20')).toBe('7 days, ended Sunday, 8 June');
  expect(challengeStandingText(START, 1, '2025-06-02')).toBe('Day 1 of 1');
  expect(challengeStandingText(START, 1, '2025-06-03')).toBe('1 day, ended yesterday');
});

test('a leap day is a day of the challenge like any other', () => {
  expect(challengeStandingText('2028-02-27', 7, '2028-02-29')).toBe('Day 3 of 7');
  expect(challengeDayName(3, '2028-02-29', '2028-02-27', '2028-02-29')).toBe(
    'Day 3, Tuesday, 29 February (today)',
  );
});
