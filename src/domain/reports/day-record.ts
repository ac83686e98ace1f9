import type { LifeArea } from '#contract/constants';
import type { LocalDate } from '../local-day';

/** What a user did on one local date: the raw material of every report figure. */
export interface DayRecord {
  date: LocalDate;
  /** The day's retro: completed, started (something saved) or none. */
  retro: 'completed' | 'started' | null;
  /** The life-area ratings saved that day (1–5), whether or not the retro was completed. */
  ratings: Partial<Record<LifeArea, number>>;
  /** The day's mood score, 1 (awful) – 5 (great), or null. */
  mood: number | null;
  /** Journal entries dated that day (deleted ones not counted) and the words in them. */
  journalEntries: number;
  words: number;
}

/** The records whose dates lie in the inclusive range, in order. */
export function recordsIn<T extends { date: LocalDate }>(
  records: readonly T[],
  from: LocalDate,
  to: LocalDate,
): T[] {
  return records.filter((record) => record.date >= from && record.date <= to);
}

/** Mean of the values, or null for none. */
export function mean(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  let sum = 0;
  for (const value of values) sum += value;
  return sum / values.length;
}
