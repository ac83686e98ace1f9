import { describe, expect, test } from 'vitest';
import { formatRetroDate, formatShortDate } from './retro-dates';

describe('retro dates', () => {
  test('a local date reads as weekday, month and day', () => {
    expect(formatRetroDate('2026-11-20')).toBe('Friday, November 20');
  });

  test('the year is added only for another year', () => {
    expect(formatRetroDate('2026-11-20', 2026)).toBe('Friday, November 20');
    expect(formatRetroDate('2024-02-29', 2026)).toBe('Thursday, February 29, 2024');
  });

  test('the date never moves with the time zone of the machine', () => {
    expect(formatRetroDate('2026-01-01')).toBe('Thursday, January 1');
    expect(formatShortDate('2026-12-31')).toBe('Dec 31');
  });
});
