import { expect, test } from 'vitest';
import { formatChange, formatMean, formatWholeNumber, joinNames, periodTitle, plural } from './report-format';

test('periods are named as a person would: this week, last week, a range, a month, a year, all time', () => {
  expect(periodTitle('week', 0, '2027-03-08', '2027-03-14')).toBe('This week');
  expect(periodTitle('week', 1, '2027-03-01', '2027-03-07')).toBe('Last week');
  expect(periodTitle('week', 2, '2027-02-22', '2027-02-28')).toBe('22 Feb – 28 Feb 2027');
  expect(periodTitle('month', 0, '2027-03-01', '2027-03-31')).toBe('This month, March 2027');
  expect(periodTitle('month', 1, '2027-02-01', '2027-02-28')).toBe('February 2027');
  expect(periodTitle('year', 1, '2026-01-01', '2026-12-31')).toBe('2026');
  expect(periodTitle('all', 0, '2026-01-01', '2027-03-10')).toBe('All time');
});

test('means have one decimal, changes a sign, and a change that rounds to zero says so', () => {
  expect(formatMean(14 / 3)).toBe('4.7');
  expect(formatMean(null)).toBe('–');
  expect(formatChange(5 / 3)).toBe('+1.7');
  expect(formatChange(-0.5)).toBe('−0.5');
  expect(formatChange(0.04)).toBe('no change');
});

test('names and counts read as sentences', () => {
  expect(joinNames(['Health'])).toBe('Health');
  expect(joinNames(['Health', 'Spiritual', 'Productivity'])).toBe('Health, Spiritual and Productivity');
  expect(plural(1, 'day')).toBe('1 day');
  expect(plural(1200, 'entry', 'entries')).toBe('1,200 entries');
});

test('whole numbers are grouped by thousands as Intl.NumberFormat does', () => {
  for (const value of [0, 7, 999, 1000, 12_345, 1_234_567, -4321]) {
    expect(formatWholeNumber(value)).toBe(new Intl.NumberFormat('en').format(value));
  }
});
