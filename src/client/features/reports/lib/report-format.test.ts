import { expect, test } from 'vitest';
import { periodTitle } from './report-format';

test('periods are named as a person would: this week, last week, a range, a month, a year, all time', () => {
  expect(periodTitle('week', 0, '2027-03-08', '2027-03-14')).toBe('This week');
  expect(periodTitle('week', 1, '2027-03-01', '2027-03-07')).toBe('Last week');
  expect(periodTitle('week', 2, '2027-02-22', '2027-02-28')).toBe('22 Feb – 28 Feb 2027');
  expect(periodTitle('month', 0, '2027-03-01', '2027-03-31')).toBe('This month, March 2027');
  expect(periodTitle('month', 1, '2027-02-01', '2027-02-28')).toBe('February 2027');
  expect(periodTitle('year', 1, '2026-01-01', '2026-12-31')).toBe('2026');
  expect(periodTitle('all', 0, '2026-01-01', '2027-03-10')).toBe('All time');
});
