/** Year in pixels: one cell per local day of a calendar year, with the day's mood and retro. */
import { MOOD_LEVELS, type MoodLevel } from '#contract/constants';
import type { LocalDate } from '../local-day';
import { type DayRecord, recordsIn } from './day-record';
import { type DateRange, yearOf } from './periods';

export interface PixelDay {
  date: LocalDate;
  mood: MoodLevel | null;
  retro: 'completed' | 'started' | null;
  journal: boolean;
}

/** The dates of a calendar year. */
export function yearRange(year: number): DateRange {
  return yearOf(`${String(year).padStart(4, '0')}-01-01`);
}

/** The days of the year that hold anything, in order; a day with nothing is left out. */
export function yearInPixels(records: readonly DayRecord[], year: number): PixelDay[] {
  const { from, to } = yearRange(year);
  return recordsIn(records, from, to)
    .filter((r) => r.mood !== null || r.retro !== null || r.journalEntries > 0)
    .map((r) => ({
      date: r.date,
      mood: r.mood === null ? null : (MOOD_LEVELS[r.mood - 1] as MoodLevel),
      retro: r.retro,
      journal: r.journalEntries > 0,
    }));
}
