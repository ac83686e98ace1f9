import { expect, test } from 'vitest';
import { onThisDayMonthDays, yearsBefore } from './on-this-day';

test('on this day looks for the same month and day', () => {
  expect(onThisDayMonthDays('2026-06-15')).toEqual(['06-15']);
  expect(onThisDayMonthDays('2027-01-01')).toEqual(['01-01']);
});

test('28 February of a common year also shows earlier leap days', () => {
  expect(onThisDayMonthDays('2029-02-28')).toEqual(['02-28', '02-29']);
  expect(onThisDayMonthDays('2028-02-28')).toEqual(['02-28']);
  expect(onThisDayMonthDays('2028-02-29')).toEqual(['02-29']);
  expect(onThisDayMonthDays('2100-02-28')).toEqual(['02-28', '02-29']);
});

test('yearsBefore counts calendar years', () => {
  expect(yearsBefore('2028-02-29', '2029-02-28')).toBe(1);
  expect(yearsBefore('2020-06-15', '2026-06-15')).toBe(6);
});
