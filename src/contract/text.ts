import { z } from 'zod';

/** PostgreSQL text cannot hold NUL, and no one types it: it is refused, never silently dropped. */
export const NUL_CHARACTER_MESSAGE = 'Remove the NUL character (\\u0000): it cannot be saved';

const hasNoNul = (value: string) => !value.includes('\u0000');

export interface TextOptions {
  /** The most characters accepted, counted as sent (before any trimming). */
  max: number;
  /** Shown when the value is too long. */
  tooLong?: string;
  /** Shown when the value is not a string at all. */
  notText?: string;
}

/**
 * Every string a request carries starts here. The length and NUL checks are marked `abort`: zod 4
 * runs a schema's checks in order and, by default, keeps running later checks and refinements after
 * one fails; an aborting failure stops them, so nothing costly (an emoji segmenter, a regex, a time
 * zone lookup) ever runs on an oversized string. Checks chained after `text()` run only on a value of
 * acceptable length without NUL; transforms and pipes never run on a failed value.
 */
export function text({ max, tooLong, notText }: TextOptions) {
  return z
    .string(notText ? { message: notText } : undefined)
    .max(max, { message: tooLong ?? `Use at most ${max.toLocaleString('en-US')} characters`, abort: true })
    .refine(hasNoNul, { message: NUL_CHARACTER_MESSAGE, abort: true });
}

/** A UUID (a record id in a path); its 36 characters are checked before the pattern. */
export function uuidText(message: string) {
  return text({ max: 36, tooLong: message }).pipe(z.uuid({ message }));
}
