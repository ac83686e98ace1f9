import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { UpdateCustomizationBody } from './customization';
import { NUL_CHARACTER_MESSAGE, text } from './text';

describe('text(): the length and NUL checks come first and stop everything after them', () => {
  test('zod 4 runs a refinement after a plain .max() fails; after text() it does not', () => {
    let plainRuns = 0;
    const plain = z
      .string()
      .max(5)
      .refine(() => {
        plainRuns += 1;
        return true;
      });
    expect(plain.safeParse('x'.repeat(10)).success).toBe(false);
    expect(plainRuns).toBe(1);

    let guardedRuns = 0;
    const guarded = text({ max: 5 })
      .trim()
      .regex(/^x+$/)
      .refine(() => {
        guardedRuns += 1;
        return true;
      })
      .transform((value) => {
        guardedRuns += 1;
        return value;
      });
    const result = guarded.safeParse('x'.repeat(10));
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Use at most 5 characters']);
    expect(guardedRuns).toBe(0);
  });

  test('a NUL anywhere is refused with its own message, and later checks do not run', () => {
    let runs = 0;
    const schema = text({ max: 50 }).refine(() => {
      runs += 1;
      return true;
    });
    const result = schema.safeParse('before\u0000after');
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([NUL_CHARACTER_MESSAGE]);
    expect(runs).toBe(0);
  });

  test('a value within the limit goes on to the checks after it', () => {
    expect(text({ max: 5 }).min(2, 'too short').safeParse('a').error?.issues[0]?.message).toBe('too short');
    expect(text({ max: 5 }).safeParse('hello').data).toBe('hello');
  });

  test('a 100,000-character avatar is refused by its length, not by the emoji check', () => {
    const result = UpdateCustomizationBody.safeParse({ avatar: '😀'.repeat(50_000) });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ code: 'too_big', path: ['avatar'], message: 'Choose one emoji' }),
    ]);
  });
});
