/**
 * Numbers as every sentence and table of the app writes them, from one place: one rounding rule for
 * positive and negative values (half away from zero, on the decimal a person reads: 0.25 → 0.3 and
 * −1.75 → −1.8), a true minus sign, and thousands grouped as Intl.NumberFormat('en') groups them.
 */

const MINUS = '\u2212';

/**
 * `value` rounded to `decimals` places, halves away from zero. A binary fraction just under a written
 * half (0.35 is stored as 0.34999…) is read as the half it was written as.
 */
export function roundHalfAwayFromZero(value: number, decimals = 0): number {
  if (!Number.isFinite(value)) return value;
  const scale = 10 ** decimals;
  const scaled = Math.abs(value) * scale;
  const rounded = Math.floor(scaled + 0.5 + 1e-9 * Math.max(1, scaled)) / scale;
  return rounded === 0 ? 0 : Math.sign(value) * rounded;
}

/** A whole number grouped by thousands, "12,345", with a true minus sign: "−4,321". */
export function formatWholeNumber(value: number): string {
  if (!Number.isSafeInteger(value)) return String(value);
  const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return value < 0 ? `${MINUS}${digits}` : digits;
}

/** A count: whole numbers grouped, anything else rounded to one decimal first. */
export function formatCount(value: number): string {
  return Number.isInteger(value) ? formatWholeNumber(value) : formatOneDecimal(value);
}

/** A value to one decimal, "4.2", "−1.8", "0.0"; an en dash when there is none. */
export function formatOneDecimal(value: number | null): string {
  if (value === null || !Number.isFinite(value)) return '–';
  const rounded = roundHalfAwayFromZero(value, 1);
  const [whole = '0', tenth = '0'] = Math.abs(rounded).toFixed(1).split('.');
  return `${rounded < 0 ? MINUS : ''}${formatWholeNumber(Number(whole))}.${tenth}`;
}

/** A signed change to one decimal, "+0.3", "−1.8"; one that rounds to nothing is "no change". */
export function formatChange(value: number): string {
  const rounded = roundHalfAwayFromZero(value, 1);
  if (rounded === 0) return 'no change';
  return `${rounded > 0 ? '+' : ''}${formatOneDecimal(rounded)}`;
}

/** A signed whole-number difference, "+3", "−1"; zero is "0". */
export function formatSignedCount(value: number): string {
  const rounded = roundHalfAwayFromZero(value);
  return `${rounded > 0 ? '+' : ''}${formatWholeNumber(rounded)}`;
}

/** A share 0–1 as a whole percentage, "57 %"; an en dash when there is none. */
export function formatPercent(share: number | null): string {
  return share === null ? '–' : `${formatWholeNumber(roundHalfAwayFromZero(share * 100))} %`;
}
