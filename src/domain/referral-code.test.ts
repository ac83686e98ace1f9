import { describe, expect, test } from 'vitest';
import { REFERRAL_CODE_ALPHABET, REFERRAL_CODE_LENGTH } from '#contract/constants';
import { makeReferralCode, normalizeReferralCode } from './referral-code';

describe('referral codes', () => {
  test('are REFERRAL_CODE_LENGTH letters with no I, L or O', () => {
    let n = 0;
    const code = makeReferralCode((size) => (n++ * 7) % size);
    expect(code).toHaveLength(REFERRAL_CODE_LENGTH);
    expect(code).toMatch(/^[A-Z]+$/);
    expect(REFERRAL_CODE_ALPHABET).not.toMatch(/[ILO0-9]/);
  });

  test('use the whole alphabet: the first and last letters both appear', () => {
    expect(makeReferralCode(() => 0)).toBe('A'.repeat(REFERRAL_CODE_LENGTH));
    expect(makeReferralCode((size) => size - 1)).toBe('Z'.repeat(REFERRAL_CODE_LENGTH));
  });

  test('typed in lower case or with spaces still match', () => {
    expect(normalizeReferralCode('  abcdefgh ')).toBe('ABCDEFGH');
  });
});
