/** Raw records for the report tests: what a user did, day by day, before any summing. */
import { LIFE_AREAS, type LifeArea } from '#contract/constants';
import { addDays, type LocalDate } from '../local-day';
import type { DayRecord } from './day-record';

export interface RawDay {
  date: LocalDate;
  retro?: 'completed' | 'started';
  ratings?: Partial<Record<LifeArea, number>>;
  mood?: number;
  /** Words of each journal entry that day. */
  entries?: number[];
}

/** Turns raw days into the records a report reads (what the server's query returns). */
export function toRecords(days: readonly RawDay[]): DayRecord[] {
  return [...days]
    .sort((a, b) => (a.date < b.date ? -1 : 1))
    .map((day) => ({
      date: day.date,
      retro: day.retro ?? null,
      ratings: day.ratings ?? {},
      mood: day.mood ?? null,
      journalEntries: day.entries?.length ?? 0,
      words: (day.entries ?? []).reduce((sum, words) => sum + words, 0),
    }));
}

/** A fixed pseudo-random sequence, so generated histories are the same on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** `count` days of varied history from `from`: some days empty, some partial, some full. */
export function generatedHistory(from: LocalDate, count: number, seed = 7): RawDay[] {
  const random = seededRandom(seed);
  const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
  const days: RawDay[] = [];
  for (let i = 0; i < count; i++) {
    const date = addDays(from, i);
    const roll = random();
    if (roll < 0.15) continue;
    const day: RawDay = { date };
    if (roll < 0.8) {
      day.retro = roll < 0.7 ? 'completed' : 'started';
      day.ratings = Object.fromEntries(LIFE_AREAS.map((area, n) => [area, between(1 + (n % 2), 5)]));
    }
    if (random() < 0.85) day.mood = between(1, 5);
    if (random() < 0.4) day.entries = Array.from({ length: between(1, 2) }, () => between(0, 400));
    days.push(day);
  }
  return days;
}

/**
 * The strength (0–100) of a run of ratings as the reports explain it, written out as a sum: the i-th
 * of n ratings weighs 0.5^((n − 1 − i) / 14), and the score is the weighted mean of (rating − 1) / 4.
 */
export function expectedStrength(ratings: readonly number[]): number {
  let sum = 0;
  let weights = 0;
  ratings.forEach((rating, i) => {
    const weight = 0.5 ** ((ratings.length - 1 - i) / 14);
    sum += weight * ((rating - 1) / 4);
    weights += weight;
  });
  return Math.round((sum / weights) * 100);
}
