import { describe, expect, test } from 'vitest';
import { initialAuthMode } from './auth-mode';

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
