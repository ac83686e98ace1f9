import { describe, expect, test } from 'vitest';
import { clearAppCaches } from '../../../lib/version/clear-app-caches';
import { memoryStorage } from '../../../lib/version/memory-storage';
import {
  hasSignedInBefore,
  initialAuthMode,
  rememberSignedIn,
  SIGNED_IN_BEFORE_KEY,
} from './signed-in-before';

const mode = (search: string, signedInBefore: boolean) =>
  initialAuthMode({ params: new URLSearchParams(search), signedInBefore });

describe('the tab the sign-in page opens on', () => {
  test('a first visit opens on Create account, a returning browser on Sign in', () => {
    expect(mode('', false)).toBe('register');
    expect(mode('', true)).toBe('login');
  });

  test('an invite link opens Create account, even in a browser that has signed in before', () => {
    expect(mode('?ref=MAYA42', true)).toBe('register');
    expect(mode('?ref=MAYA42', false)).toBe('register');
    expect(mode('?mode=register', true)).toBe('register');
  });

  test('a session reset and ?mode=login open Sign in', () => {
    expect(mode('?auth_reset=true', false)).toBe('login');
    expect(mode('?mode=login', false)).toBe('login');
  });

  test('an empty ref is no invite', () => {
    expect(mode('?ref=%20', true)).toBe('login');
  });
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
