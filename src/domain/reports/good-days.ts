import type { LifeArea } from '#contract/constants';
import type { LocalDate } from '#domain/local-day';
import { formatOneDecimal, formatWholeNumber } from '#domain/sentences/numbers';

/**
 * "What goes with your good days" (decision record 046): for each activity, the mood and each life
 * area's rating on days with it against days without it. A difference is claimed only when each side
 * has at least GOOD_DAYS_MIN_DAYS days and a Welch-style 90% interval of the difference of means
 * leaves out zero. Nothing here says one causes the other.
 */

/** Days each side needs before any difference is claimed. */
export const GOOD_DAYS_MIN_DAYS = 5;
/** The one-sided tail of the two-sided 90% interval: z for 0.95. */
const Z_95 = 1.6448536269514722;

export type GoodDaysMeasure = 'mood' | LifeArea;

/** One local day: the activities ticked on it, its mood score (1–5) and its areas' ratings. */
export interface GoodDaysDay {
  date: LocalDate;
  activityIds: readonly string[];
  mood: number | null;
  ratings: Partial<Record<LifeArea, number>>;
}

export interface GoodDaysActivity {
  id: string;
  name: string;
}

export interface MeasureComparison {
  measure: GoodDaysMeasure;
  withDays: number;
  withoutDays: number;
  withMean: number | null;
  withoutMean: number | null;
  /** 'higher' or 'lower' on days with the activity; null when too few days or no clear difference. */
  difference: 'higher' | 'lower' | null;
  enoughDays: boolean;
}

export interface ActivityComparison {
  activityId: string;
  name: string;
  measures: MeasureComparison[];
}

function mean(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  return values.reduce((sum, v) => sum + v, 0) / values.length;
}

function sampleVariance(values: readonly number[], m: number): number {
  if (values.length < 2) return 0;
  return values.reduce((sum, v) => sum + (v - m) ** 2, 0) / (values.length - 1);
}

/** The 0.95 quantile of Student's t with `df` degrees of freedom (Cornish–Fisher, within 0.01 for df ≥ 3). */
export function tQuantile95(df: number): number {
  if (!Number.isFinite(df) || df > 1e6) return Z_95;
  const z = Z_95;
  return (
    z +
    (z ** 3 + z) / (4 * df) +
    (5 * z ** 5 + 16 * z ** 3 + 3 * z) / (96 * df ** 2) +
    (3 * z ** 7 + 19 * z ** 5 + 17 * z ** 3 - 15 * z) / (384 * df ** 3)
  );
}

/**
 * Whether the difference of the two means is clear: the Welch 90% interval excludes 0. Two sides
 * with no spread at all differ clearly whenever their means differ.
 */
export function clearDifference(withValues: readonly number[], withoutValues: readonly number[]): boolean {
  const a = mean(withValues);
  const b = mean(withoutValues);
  if (a === null || b === null) return false;
  const va = sampleVariance(withValues, a) / withValues.length;
  const vb = sampleVariance(withoutValues, b) / withoutValues.length;
  const se = Math.sqrt(va + vb);
  const diff = a - b;
  if (se === 0) return Math.abs(diff) > 1e-9;
  const df = (va + vb) ** 2 / (va ** 2 / (withValues.length - 1) + vb ** 2 / (withoutValues.length - 1));
  return Math.abs(diff) > tQuantile95(df) * se;
}

function compare(measure: GoodDaysMeasure, withValues: number[], withoutValues: number[]): MeasureComparison {
  const enoughDays = withValues.length >= GOOD_DAYS_MIN_DAYS && withoutValues.length >= GOOD_DAYS_MIN_DAYS;
  const withMean = mean(withValues);
  const withoutMean = mean(withoutValues);
  let difference: MeasureComparison['difference'] = null;
  if (enoughDays && withMean !== null && withoutMean !== null && clearDifference(withValues, withoutValues)) {
    difference = withMean > withoutMean ? 'higher' : 'lower';
  }
  return {
    measure,
    withDays: withValues.length,
    withoutDays: withoutValues.length,
    withMean,
    withoutMean,
    difference,
    enoughDays,
  };
}

/**
 * Compares every activity over the given days. Only days from the first day anything was ticked
 * count: before that, "without" would mean "not yet tracking". A day counts for a measure only when
 * it has a value for it (a mood logged, an area rated).
 */
export function goodDaysComparison(
  activities: readonly GoodDaysActivity[],
  days: readonly GoodDaysDay[],
  areas: readonly LifeArea[],
): ActivityComparison[] {
  const ticked = days.filter((day) => day.activityIds.length > 0).map((day) => day.date);
  if (ticked.length === 0) return [];
  // ISO dates (YYYY-MM-DD) sort as strings: the first is the earliest (Math.min would not take them).
  const trackingFrom = [...ticked].sort()[0] as string;
  const tracked = days.filter((day) => day.date >= trackingFrom);
  const measures: GoodDaysMeasure[] = ['mood', ...areas];
  return activities.map((activity) => ({
    activityId: activity.id,
    name: activity.name,
    measures: measures.map((measure) => {
      const withValues: number[] = [];
      const withoutValues: number[] = [];
      for (const day of tracked) {
        const value = measure === 'mood' ? day.mood : (day.ratings[measure] ?? null);
        if (value === null) continue;
        (day.activityIds.includes(activity.id) ? withValues : withoutValues).push(value);
      }
      return compare(measure, withValues, withoutValues);
    }),
  }));
}

function measureWords(measure: GoodDaysMeasure): string {
  return measure === 'mood' ? 'your mood' : `your ${measure} rating`;
}

function dayWord(count: number): string {
  return count === 1 ? 'day' : 'days';
}

/**
 * The sentence of one comparison: "On days with Exercise your Health rating averaged 4.1, against 3.2
 * without; from 12 and 18 days." Too few days say so; no clear difference says so.
 */
export function goodDaysSentence(activityName: string, c: MeasureComparison): string {
  if (!c.enoughDays) {
    return `Too few days to compare ${measureWords(c.measure)} with and without ${activityName} yet: ${formatWholeNumber(c.withDays)} with and ${formatWholeNumber(c.withoutDays)} without; ${GOOD_DAYS_MIN_DAYS} of each are needed.`;
  }
  const averaged = `On days with ${activityName} ${measureWords(c.measure)} averaged ${formatOneDecimal(c.withMean)}, against ${formatOneDecimal(c.withoutMean)} without; from ${formatWholeNumber(c.withDays)} and ${formatWholeNumber(c.withoutDays)} ${dayWord(c.withoutDays)}.`;
  return c.difference === null ? `${averaged} No clear difference yet.` : averaged;
}
