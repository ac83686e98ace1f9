import { expect, test } from 'vitest';
import { wallTimes } from './wall-time';

test('wall-clock times in a zone, across daylight saving and half-hour offsets', () => {
  const berlin = wallTimes('Europe/Berlin');
  expect(berlin.instant('2024-02-29', 22 * 60 + 45).toISOString()).toBe('2024-02-29T21:45:00.000Z');
  expect(berlin.instant('2024-07-01', 12 * 60).toISOString()).toBe('2024-07-01T10:00:00.000Z');
  // 02:30 on 31 March 2024 does not exist in Berlin: it is read as 03:30 summer time.
  expect(berlin.instant('2024-03-31', 2 * 60 + 30).toISOString()).toBe('2024-03-31T01:30:00.000Z');
  // 02:30 on 27 October 2024 happens twice: the first.
  expect(berlin.instant('2024-10-27', 2 * 60 + 30).toISOString()).toBe('2024-10-27T00:30:00.000Z');
  expect(wallTimes('Asia/Kolkata').instant('2024-02-29', 0).toISOString()).toBe('2024-02-28T18:30:00.000Z');
  expect(
    wallTimes('America/St_Johns')
      .instant('2024-01-01', 12 * 60)
      .toISOString(),
  ).toBe('2024-01-01T15:30:00.000Z');
  expect(wallTimes('UTC').instant('2024-02-29', 60).toISOString()).toBe('2024-02-29T01:00:00.000Z');
  expect(wallTimes('Pacific/Kiritimati').instant('2024-01-01', 0).toISOString()).toBe(
    '2023-12-31T10:00:00.000Z',
  );
});
