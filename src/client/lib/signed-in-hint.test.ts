import { expect, test } from 'vitest';
import { hasSignedInHint } from './signed-in-hint';

test('the hint is read from the cookies the page can see, among others and only when it says 1', () => {
  expect(hasSignedInHint('')).toBe(false);
  expect(hasSignedInHint('theme=dark; signed_in=1')).toBe(true);
  expect(hasSignedInHint('signed_in=1;theme=dark')).toBe(true);
  expect(hasSignedInHint('signed_in=')).toBe(false);
  expect(hasSignedInHint('not_signed_in=1')).toBe(false);
});
