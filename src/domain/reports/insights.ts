/**
 * Insights that are true: a comparison of the mood on two kinds of days, named only when each side
 * has at least INSIGHT_MIN_DAYS days and the means differ by at least INSIGHT_MIN_DIFFERENCE. The
 * largest differences first, at most INSIGHTS_MAX. No insight is better than a false one.
 */
import { LIFE_AREAS, type LifeArea } from '#contract/constants';
import { formatOneDecimal } from '../sentences/numbers';
import { type DayRecord, mean } from './day-record';

export const INSIGHT_MIN_DAYS = 7;
export const INSIGHT_MIN_DIFFERENCE = 0.5;
export const INSIGHTS_MAX = 3;
/** A rating this high or higher is a good day for the area. */
export const HIGH_RATING = 4;

export interface Insight {
  /** What the days are split by: an area rated 4–5 against 1–3, a journal entry, a completed retro. */
  kind: 'area' | 'journal' | 'retro';
  area: LifeArea | null;
  text: string;
  /** Mean mood (1–5) and number of days on each side. */
  withMood: number;
  withDays: number;
  withoutMood: number;
  withoutDays: number;
}

function compare(
  days: readonly DayRecord[],
  splits: (record: DayRecord) => boolean | null,
): { withMood: number; withDays: number; withoutMood: number; withoutDays: number } | null {
  const withScores: number[] = [];
  const withoutScores: number[] = [];
  for (const day of days) {
    if (day.mood === null) continue;
    const side = splits(day);
    if (side === null) continue;
    (side ? withScores : withoutScores).push(day.mood);
  }
  const withMood = mean(withScores);
  const withoutMood = mean(withoutScores);
  if (withMood === null || withoutMood === null) return null;
  if (withScores.length < INSIGHT_MIN_DAYS || withoutScores.length < INSIGHT_MIN_DAYS) return null;
  if (Math.abs(withMood - withoutMood) < INSIGHT_MIN_DIFFERENCE) return null;
  return { withMood, withDays: withScores.length, withoutMood, withoutDays: withoutScores.length };
}

/** The insights of a period's records. */
export function findInsights(records: readonly DayRecord[]): Insight[] {
  const found: Insight[] = [];
  for (const area of LIFE_AREAS) {
    const sides = compare(records, (r) =>
      r.ratings[area] === undefined ? null : (r.ratings[area] as number) >= HIGH_RATING,
    );
    if (sides) {
      found.push({
        kind: 'area',
        area,
        text: `On days you rate ${area} ${HIGH_RATING} or 5 your mood averages ${formatOneDecimal(sides.withMood)}, against ${formatOneDecimal(sides.withoutMood)} on the others.`,
        ...sides,
      });
    }
  }
  const journal = compare(records, (r) => r.journalEntries > 0);
  if (journal) {
    found.push({
      kind: 'journal',
      area: null,
      text: `On days you write in your journal your mood averages ${formatOneDecimal(journal.withMood)}, against ${formatOneDecimal(journal.withoutMood)} on days you don't.`,
      ...journal,
    });
  }
  const retro = compare(records, (r) => r.retro === 'completed');
  if (retro) {
    found.push({
      kind: 'retro',
      area: null,
      text: `On days you complete your retro your mood averages ${formatOneDecimal(retro.withMood)}, against ${formatOneDecimal(retro.withoutMood)} on days you don't.`,
      ...retro,
    });
  }
  return found
    .map((insight, order) => ({ insight, order, size: Math.abs(insight.withMood - insight.withoutMood) }))
    .sort((a, b) => b.size - a.size || a.order - b.order)
    .slice(0, INSIGHTS_MAX)
    .map(({ insight }) => insight);
}
