import { describe, expect, test } from 'vitest';
import { ActivityDaysQuery } from './activities';
import { ACTIVITY_DAYS_RANGE_MAX } from './constants';

const accepts = (query: Record<string, string>) => ActivityDaysQuery.safeParse(query).success;

describe('a range of ticked days', () => {
  test(`spans at most ${ACTIVITY_DAYS_RANGE_MAX} days, both ends counted, a leap year's 29 February included`, () => {
    expect(ACTIVITY_DAYS_RANGE_MAX).toBe(366);
    expect(accepts({ from: '2028-01-01', to: '2028-12-31' })).toBe(true);
    expect(accepts({ from: '2028-01-01', to: '2029-01-01' })).toBe(false);
    expect(accepts({ from: '2027-03-01', to: '2028-02-29' })).toBe(true);
    expect(accepts({ from: '2027-02-28', to: '2028-02-29' })).toBe(false);
  });

  test('runs forwards: one day is a range, from after to is not', () => {
    expect(accepts({ from: '2030-04-17', to: '2030-04-17' })).toBe(true);
    expect(accepts({ from: '2030-04-18', to: '2030-04-17' })).toBe(false);
  });

  test('with one end or none, the limit caps the days instead', () => {
    expect(accepts({ from: '2001-01-01' })).toBe(true);
    expect(accepts({ to: '2030-04-17' })).toBe(true);
    expect(accepts({ from: '', to: '' })).toBe(true);
    expect(ActivityDaysQuery.parse({}).limit).toBe(366);
  });

  test('across the spring clock change, days are counted as dates, not hours', () => {
    expect(accepts({ from: '2029-03-31', to: '2030-03-31' })).toBe(true);
    expect(accepts({ from: '2029-03-30', to: '2030-03-31' })).toBe(false);
  });
});
