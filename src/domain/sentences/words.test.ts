import { expect, test } from 'vitest';
import { capitalize, highest, joinNames, plural, timesWord } from './words';

test('names are joined as a sentence joins them, whatever their number', () => {
  expect(joinNames([])).toBe('');
  expect(joinNames(['Health'])).toBe('Health');
  expect(joinNames(['Health', 'Spiritual'])).toBe('Health and Spiritual');
  expect(joinNames(['Health', 'Spiritual', 'Productivity'])).toBe('Health, Spiritual and Productivity');
});

test('counts read as words', () => {
  expect(plural(1, 'day')).toBe('1 day');
  expect(plural(0, 'day')).toBe('0 days');
  expect(plural(1200, 'entry', 'entries')).toBe('1,200 entries');
  expect([1, 2, 3, 10].map(timesWord)).toEqual(['once', 'twice', '3 times', '10 times']);
  expect(capitalize('week of 9 Nov')).toBe('Week of 9 Nov');
  expect(capitalize('')).toBe('');
});

test('the highest items are every item level with the top, in their order', () => {
  const value = (n: number) => n;
  expect(highest([], value)).toEqual([]);
  expect(highest([3], value)).toEqual([3]);
  expect(highest([1, 3, 2, 3], value)).toEqual([3, 3]);
  // 7/2 and 14/4 are the same mean, however a float stores them.
  expect(highest([{ v: 7 / 2 }, { v: (0.1 + 0.2) * 0 + 14 / 4 }, { v: 3.4 }], (x) => x.v)).toHaveLength(2);
});
