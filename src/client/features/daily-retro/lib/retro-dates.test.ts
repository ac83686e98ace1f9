import { describe, expect, test } from 'vitest';
import { formatRetroDate, formatShortDate } from './retro-dates';

describe('retro dates', () => {
  test('a local date reads as weekday, day and month', () => {
    expect(formatRetroDate('2026-11-20')).toBe('Friday, 20 November');
  });

  test('the year is added only for another year', () => {
    expect(formatRetroDate('2026-11-20', 2026)).toBe('Friday, 20 November');
    expect(formatRetroDate('2024-02-29', 2026)).toBe('Thursday, 29 February 2024');
  });

  test('the date never moves with the time zone of the machine', () => {
    expect(formatRetroDate('2026-01-01')).toBe('Thursday, 1 January');
    expect(formatShortDate('2026-12-31')).toBe('31 Dec');
  });
});
