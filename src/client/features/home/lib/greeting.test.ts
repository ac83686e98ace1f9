import { expect, test } from 'vitest';
import { formatToday } from './greeting';

test('today reads as weekday, month and day', () => {
  expect(formatToday(new Date(2025, 10, 21))).toBe('Friday, November 21');
});
