import { expect, test } from 'vitest';
import { badgeProgressText } from './achievement-copy';

test('a badge counted in days says so; other counts stay plain numbers', () => {
  expect(
    badgeProgressText({
      progress: { current: 3, target: 7 },
      howToEarn: 'Complete your retro 7 days in a row.',
    }),
  ).toBe('3 of 7 days');
  expect(
    badgeProgressText({ progress: { current: 2, target: 10 }, howToEarn: 'Write 10 journal entries.' }),
  ).toBe('2 of 10');
});
