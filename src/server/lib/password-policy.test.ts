import { describe, expect, test } from 'vitest';
import { COMMON_PASSWORDS_TEXT } from './common-passwords';
import { passwordProblem } from './password-policy';

const COMMON = /^This is one of the 10,000 most common passwords/;

describe('the rule for a new password', () => {
  test('the shipped list holds 10,000 distinct lower-case passwords, most common first', () => {
    const list = COMMON_PASSWORDS_TEXT.split('\n');
    expect(list).toHaveLength(10_000);
    expect(new Set(list).size).toBe(10_000);
    expect(list.slice(0, 3)).toEqual(['123456', 'password', '12345678']);
    expect(list.every((entry) => entry === entry.toLowerCase() && entry.trim() === entry)).toBe(true);
  });

  test.each(['password', '12345678', 'Password1', 'PASSWORD', ' iloveyou ', 'qwertyuiop', 'letmein1'])(
    '%j is refused as one of the most common passwords, whatever its case',
    (password) => {
      expect(passwordProblem(password, 'someone')).toMatch(COMMON);
    },
  );

  test.each(['        ', 'aaaaaaaaaa', '😀😀😀😀😀😀😀😀'])(
    '%j is refused as one character repeated',
    (password) => {
      expect(passwordProblem(password, 'someone')).toBe('Your password must not be one character repeated');
    },
  );

  test.each(['Daily Retro', 'daily-retro-2025', 'DAILYRETRO!', 'my journal 123'])(
    '%j is refused as the name of this app',
    (password) => {
      expect(passwordProblem(password, 'someone')).toBe('Your password must not be the name of this app');
    },
  );

  test('the username itself is refused, in any case', () => {
    expect(passwordProblem('Robin.Hood', 'robin.hood')).toBe('Your password must not be your username');
    expect(passwordProblem('ROBIN_HOOD_1', 'robin_hood_1')).toBe('Your password must not be your username');
  });

  test.each([
    'correct horse battery staple',
    'Summer2024! at the lake',
    'naïve café 東京',
    '  spaced out  ',
    'retrospective on a long week',
  ])('%j is accepted', (password) => {
    expect(passwordProblem(password, 'someone')).toBeNull();
  });
});
