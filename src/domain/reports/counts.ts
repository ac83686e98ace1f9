/** The counting figures of a period: retros, journal, moods and the longest runs within it. */
import { MOOD_LEVELS, type MoodLevel } from '#contract/constants';
import { daysBetween, type LocalDate } from '../local-day';
import { type DayRecord, mean } from './day-record';
import { type DateRange, dayCount } from './periods';

export interface PeriodCounts {
  /** Days of the period that have begun for this user (from their first day, up to today). */
  daysSoFar: number;
  retrosCompleted: number;
  /** retrosCompleted / daysSoFar, 0–1; null before the first day. */
  completionRate: number | null;
  journalEntries: number;
  wordsWritten: number;
  moodsLogged: number;
  /** Mean mood score (1–5) of the days with one, or null. */
  moodAverage: number | null;
  /** The longest runs of consecutive days inside the period (freezes do not count here). */
  longestRuns: { retro: number; journal: number; mood: number };
}

export interface MoodShare {
  mood: MoodLevel;
  count: number;
}

/** The longest run of consecutive dates among `dates` (in order, each once). */
export function longestRun(dates: readonly LocalDate[]): number {
  let longest = 0;
  let current = 0;
  let previous: LocalDate | null = null;
  for (const date of dates) {
    current = previous !== null && daysBetween(previous, date) === 1 ? current + 1 : 1;
    longest = Math.max(longest, current);
    previous = date;
  }
  return longest;
}

/**
 * Figures of the records of one period. `begun` is the part of the period from the user's first day
 * to today (null when none of it has begun).
 */
export function periodCounts(records: readonly DayRecord[], begun: DateRange | null): PeriodCounts {
  const completed = records.filter((r) => r.retro === 'completed');
  const journal = records.filter((r) => r.journalEntries > 0);
  const moods = records.filter((r) => r.mood !== null);
  const daysSoFar = begun ? dayCount(begun) : 0;
  return {
    daysSoFar,
    retrosCompleted: completed.length,
    completionRate: daysSoFar > 0 ? completed.length / daysSoFar : null,
    journalEntries: records.reduce((sum, r) => sum + r.journalEntries, 0),
    wordsWritten: records.reduce((sum, r) => sum + r.words, 0),
    moodsLogged: moods.length,
    moodAverage: mean(moods.map((r) => r.mood as number)),
    longestRuns: {
      retro: longestRun(completed.map((r) => r.date)),
      journal: longestRun(journal.map((r) => r.date)),
      mood: longestRun(moods.map((r) => r.date)),
    },
  };
}

/** How many days had each mood, worst first; every level is listed, zero included. */
export function moodDistribution(records: readonly DayRecord[]): MoodShare[] {
  const counts = MOOD_LEVELS.map((mood) => ({ mood, count: 0 }));
  for (const record of records) {
    if (record.mood !== null) (counts[record.mood - 1] as MoodShare).count += 1;
  }
  return counts;
}
