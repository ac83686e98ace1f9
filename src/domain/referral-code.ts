import { REFERRAL_CODE_ALPHABET, REFERRAL_CODE_LENGTH } from '#contract/constants';

/**
 * A referral code: REFERRAL_CODE_LENGTH letters from an alphabet without I, L and O, so it reads
 * aloud and copies by hand without doubt. `randomIndex(n)` gives an integer in [0, n).
 */
export function makeReferralCode(randomIndex: (n: number) => number): string {
  let code = '';
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i += 1) {
    code += REFERRAL_CODE_ALPHABET[randomIndex(REFERRAL_CODE_ALPHABET.length)];
  }
  return code;
}

/** A code as typed or pasted: case and surrounding spaces do not matter. */
export function normalizeReferralCode(value: string): string {
  return value.trim().toUpperCase();
}
