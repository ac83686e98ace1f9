import { describe, expect, test } from 'vitest';
import {
  formatChange,
  formatCount,
  formatOneDecimal,
  formatPercent,
  formatSignedCount,
  formatWholeNumber,
  roundHalfAwayFromZero,
} from './numbers';

describe('one rounding rule for positive and negative numbers', () => {
  test('halves round away from zero on both sides: +0.25 and −1.75 alike', () => {
    expect(formatChange(0.25)).toBe('+0.3');
    expect(formatChange(-0.25)).toBe('−0.3');
    expect(formatChange(-1.75)).toBe('−1.8');
    expect(formatChange(1.75)).toBe('+1.8');
    expect(formatOneDecimal(2.25)).toBe('2.3');
    expect(formatOneDecimal(-2.25)).toBe('−2.3');
  });

  test('a value stored just under a written half is rounded as the half it was written as', () => {
    expect(1.005 * 100).toBeLessThan(100.5);
    expect(roundHalfAwayFromZero(0.35, 1)).toBe(0.4);
    expect(roundHalfAwayFromZero(-0.35, 1)).toBe(-0.4);
    expect(roundHalfAwayFromZero(1.005, 2)).toBe(1.01);
    expect(roundHalfAwayFromZero(2.5)).toBe(3);
    expect(roundHalfAwayFromZero(-2.5)).toBe(-3);
  });

  test('values below a half round toward zero, and zero has no sign', () => {
    expect(formatChange(0.04)).toBe('no change');
    expect(formatChange(-0.04)).toBe('no change');
    expect(formatOneDecimal(-0.04)).toBe('0.0');
    expect(Object.is(roundHalfAwayFromZero(-0.04, 1), 0)).toBe(true);
    expect(formatChange(5 / 3)).toBe('+1.7');
    expect(formatChange(-5 / 3)).toBe('−1.7');
  });

  test('means keep one decimal and none is an en dash', () => {
    expect(formatOneDecimal(14 / 3)).toBe('4.7');
    expect(formatOneDecimal(3.5)).toBe('3.5');
    expect(formatOneDecimal(4)).toBe('4.0');
    expect(formatOneDecimal(null)).toBe('–');
    expect(formatOneDecimal(Number.NaN)).toBe('–');
    expect(formatOneDecimal(12_345.67)).toBe('12,345.7');
  });
});

describe('counts and shares', () => {
  test('whole numbers are grouped by thousands as Intl.NumberFormat does, with a true minus sign', () => {
    for (const value of [0, 7, 999, 1000, 12_345, 1_234_567]) {
      expect(formatWholeNumber(value)).toBe(new Intl.NumberFormat('en').format(value));
    }
    expect(formatWholeNumber(-4321)).toBe('−4,321');
  });

  test('a count with a fraction is rounded by the one rule', () => {
    expect(formatCount(2.25)).toBe('2.3');
    expect(formatCount(1200)).toBe('1,200');
  });

  test('signed counts and percentages', () => {
    expect(formatSignedCount(3)).toBe('+3');
    expect(formatSignedCount(-1)).toBe('−1');
    expect(formatSignedCount(0)).toBe('0');
    expect(formatPercent(0.125)).toBe('13 %');
    expect(formatPercent(0.565)).toBe('57 %');
    expect(formatPercent(null)).toBe('–');
  });
});
