import { describe, expect, test } from 'vitest';
import { hasSignedInBefore, hasSignedInHint, rememberSignedIn, SIGNED_IN_BEFORE_KEY } from './signed-in-hint';
import { clearAppCaches } from './version/clear-app-caches';
import { memoryStorage } from './version/memory-storage';

test('the hint is read from the cookies the page can see, among others and only when it says 1', () => {
  expect(hasSignedInHint('')).toBe(false);
  expect(hasSignedInHint('theme=dark; signed_in=1')).toBe(true);
  expect(hasSignedInHint('signed_in=1;theme=dark')).toBe(true);
  expect(hasSignedInHint('signed_in=')).toBe(false);
  expect(hasSignedInHint('not_signed_in=1')).toBe(false);
});

describe('remembering that this browser has signed in', () => {
  test('a new browser has not; after a sign-in it has', () => {
    const storage = memoryStorage();
    expect(hasSignedInBefore(storage)).toBe(false);
    rememberSignedIn(storage);
    expect(hasSignedInBefore(storage)).toBe(true);
    expect(storage.getItem(SIGNED_IN_BEFORE_KEY)).toBe('true');
  });

  test('no storage (blocked) reads as a first visit and remembering does nothing', () => {
    expect(hasSignedInBefore(undefined)).toBe(false);
    expect(() => rememberSignedIn(undefined)).not.toThrow();
  });

  test('storage that throws reads as a first visit', () => {
    const broken = {
      ...memoryStorage(),
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(hasSignedInBefore(broken)).toBe(false);
    expect(() => rememberSignedIn(broken)).not.toThrow();
  });

  test('clearing stale caches keeps it (its name contains auth, SPEC section 4)', async () => {
    const storage = memoryStorage({ lastSWCheck: '1' });
    rememberSignedIn(storage);
    await clearAppCaches({ storage, caches: undefined });
    expect(hasSignedInBefore(storage)).toBe(true);
  });
});
