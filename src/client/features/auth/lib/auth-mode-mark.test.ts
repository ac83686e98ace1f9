import { describe, expect, test } from 'vitest';
import { SIGNED_IN_BEFORE_KEY } from '#client/lib/signed-in-hint';
import { initialAuthMode } from './auth-mode';
import { AUTH_MODE_ATTRIBUTE, authModeScript, markAuthMode } from './auth-mode-mark';

function markFor(search: string, stored: string | null | 'blocked'): string | undefined {
  let mark: string | undefined;
  markAuthMode(
    {
      location: { search },
      localStorage: {
        getItem: (key) => {
          if (stored === 'blocked') throw new Error('SecurityError');
          return key === SIGNED_IN_BEFORE_KEY ? stored : null;
        },
      },
      document: { documentElement: { setAttribute: (_name, value) => (mark = value) } },
    },
    SIGNED_IN_BEFORE_KEY,
    AUTH_MODE_ATTRIBUTE,
  );
  return mark;
}

const SEARCHES = [
  '',
  '?ref=ABC123',
  '?ref=%20%20',
  '?mode=login',
  '?mode=register',
  '?auth_reset=true',
  '?auth_reset=false',
  '?ref=ABC&mode=login',
  '?mode=login&auth_reset=true',
  '?ref=ABC&auth_reset=true',
  '?next=%2Fjournal',
];

describe("the sign-in page's mark before the first paint", () => {
  test.each(
    SEARCHES.flatMap((search) => [null, 'true', 'false', 'blocked'].map((stored) => [search, stored])),
  )('decides as initialAuthMode does: %s with the flag %s', (search, stored) => {
    const signedInBefore = stored === 'true';
    expect(markFor(search as string, stored as string | null)).toBe(
      initialAuthMode({ params: new URLSearchParams(search as string), signedInBefore }),
    );
  });

  test('the inline script calls the function with the storage key and the attribute', () => {
    const script = authModeScript();
    expect(script.startsWith('(function markAuthMode(')).toBe(true);
    expect(script.endsWith(`(window, "${SIGNED_IN_BEFORE_KEY}", "${AUTH_MODE_ATTRIBUTE}");`)).toBe(true);
  });
});
