/**
 * Insights that speak from the first week (decision record 050): plain facts with their counts, where
 * the comparison insights (insights.ts) need 7 days on each side. Each states its basis and is told
 * only from at least its minimum; a tie at the top or bottom is not named, since "the best day" of two
 * equal days is not true.
 *
 * - Best and hardest day of the week: each rated day's mean over its area ratings, averaged per
 *   weekday, from at least EARLY_MIN_RATED_DAYS rated days on at least 2 weekdays, best and hardest
 *   at least EARLY_MIN_DIFFERENCE apart. An end where two weekdays are level is left unnamed.
 * - The area that moved most: the mean rating against the period before, each side rated at least
 *   MIN_RATINGS_FOR_AREA times, moved by at least EARLY_MIN_DIFFERENCE.
 * - Moods this week against last: at least EARLY_MIN_MOODS moods in each week.
 */
import type { ReportPeriod } from '#contract/constants';
import { addDays, isoWeekday, type LocalDate } from '../local-day';
import { formatOneDecimal } from '../sentences/numbers';
import { plural } from '../sentences/words';
import { type AreaFigures, MIN_RATINGS_FOR_AREA } from './areas';
import { type DayRecord, mean, recordsIn } from './day-record';
import type { DateRange } from './periods';

export const EARLY_MIN_RATED_DAYS = 5;
export const EARLY_MIN_MOODS = 3;
/** In points of the 1–5 scale: a smaller gap is within a day's ordinary ups and downs. */
export const EARLY_MIN_DIFFERENCE = 0.5;

export interface EarlyInsight {
  kind: 'weekday' | 'area-moved' | 'mood-week';
  text: string;
  /** What it is told from, in words: "From 9 rated days." */
  basis: string;
  /** The days (or ratings) it is told from, for ordering and tests. */
  days: number;
}

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** The one entry with the largest (or smallest) value, or null when another is level with it. */
function single<T>(items: readonly T[], value: (item: T) => number, pick: 'max' | 'min'): T | null {
  const sign = pick === 'max' ? 1 : -1;
  let best: T | null = null;
  let tied = false;
  for (const item of items) {
    if (best === null || sign * (value(item) - value(best)) > 1e-9) {
      best = item;
      tied = false;
    } else if (Math.abs(value(item) - value(best)) <= 1e-9) tied = true;
  }
  return tied ? null : best;
}

/** Best and hardest weekday by the mean of each day's area ratings, over the records given. */
export function weekdayInsight(records: readonly DayRecord[]): EarlyInsight | null {
  const byWeekday = new Map<number, number[]>();
  for (const record of records) {
    const dayMean = mean(Object.values(record.ratings) as number[]);
    if (dayMean === null) continue;
    const weekday = isoWeekday(record.date);
    byWeekday.set(weekday, [...(byWeekday.get(weekday) ?? []), dayMean]);
  }
  const ratedDays = [...byWeekday.values()].reduce((sum, days) => sum + days.length, 0);
  if (ratedDays < EARLY_MIN_RATED_DAYS || byWeekday.size < 2) return null;
  const weekdays = [...byWeekday].map(([weekday, days]) => ({ weekday, days, mean: mean(days) as number }));
  const best = single(weekdays, (w) => w.mean, 'max');
  const hardest = single(weekdays, (w) => w.mean, 'min');
  const means = weekdays.map((w) => w.mean);
  const highest = Math.max(...means);
  const lowest = Math.min(...means);
  if ((!best && !hardest) || highest - lowest < EARLY_MIN_DIFFERENCE) return null;
  const name = (w: (typeof weekdays)[number]) => `${WEEKDAYS[w.weekday - 1]}${w.days.length > 1 ? 's' : ''}`;
  // A weekday level with another at one end is not named there; the other end still can be.
  const text =
    best && hardest
      ? `${name(best)} went best (${formatOneDecimal(best.mean)} on average) and ${name(hardest)} hardest (${formatOneDecimal(hardest.mean)})`
      : best
        ? `${name(best)} went best (${formatOneDecimal(best.mean)} on average; the lowest weekday averaged ${formatOneDecimal(lowest)})`
        : `${name(hardest as (typeof weekdays)[number])} went hardest (${formatOneDecimal(lowest)} on average; the highest weekday averaged ${formatOneDecimal(highest)})`;
  return {
    kind: 'weekday',
    text: `By your area ratings, ${text}.`,
    basis: `From ${plural(ratedDays, 'rated day')}.`,
    days: ratedDays,
  };
}

/** The period before, as a sentence names it. */
export function periodBeforeName(period: ReportPeriod, offset: number): string {
  return offset === 0 ? `last ${period}` : `the ${period} before`;
}

/** The area whose mean rating moved most against the period before, either way. */
export function areaMovedInsight(
  areas: readonly AreaFigures[],
  period: ReportPeriod,
  offset: number,
): EarlyInsight | null {
  if (period === 'all') return null;
  const moved = areas.filter(
    (a) =>
      a.change !== null &&
      a.count >= MIN_RATINGS_FOR_AREA &&
      a.previousCount >= MIN_RATINGS_FOR_AREA &&
      Math.abs(a.change) >= EARLY_MIN_DIFFERENCE,
  );
  const most = single(moved, (a) => Math.abs(a.change as number), 'max');
  if (!most || most.mean === null || most.previousMean === null) return null;
  const before = periodBeforeName(period, offset);
  const now = offset === 0 ? `this ${period}` : `that ${period}`;
  return {
    kind: 'area-moved',
    text: `${most.area} moved the most since ${before}: its ratings averaged ${formatOneDecimal(most.mean)}, ${(most.change as number) > 0 ? 'up' : 'down'} from ${formatOneDecimal(most.previousMean)}.`,
    basis: `From ${plural(most.count, 'rating')} ${now} and ${most.previousCount} ${before}.`,
    days: most.count + most.previousCount,
  };
}

/** How moods ran in `week` (up to today) against the week before it. */
export function moodWeekInsight(
  records: readonly DayRecord[],
  week: DateRange,
  today: LocalDate,
): EarlyInsight | null {
  const moodsIn = (from: LocalDate, to: LocalDate) =>
    recordsIn(records, from, to < today ? to : today).flatMap((r) => (r.mood === null ? [] : [r.mood]));
  const thisWeek = moodsIn(week.from, week.to);
  const lastWeek = moodsIn(addDays(week.from, -7), addDays(week.from, -1));
  if (thisWeek.length < EARLY_MIN_MOODS || lastWeek.length < EARLY_MIN_MOODS) return null;
  const now = mean(thisWeek) as number;
  const then = mean(lastWeek) as number;
  const current = week.from <= today && today <= week.to;
  const [one, other] = current ? ['this week', 'last week'] : ['that week', 'the week before'];
  const way =
    Math.abs(now - then) < EARLY_MIN_DIFFERENCE
      ? `about the same as ${other}`
      : `${now > then ? 'higher' : 'lower'} than ${other}`;
  return {
    kind: 'mood-week',
    text: `Your moods ran ${way}: ${formatOneDecimal(now)} on average ${one}, against ${formatOneDecimal(then)}.`,
    basis: `From ${plural(thisWeek.length + lastWeek.length, 'day')} with a mood: ${thisWeek.length} ${one}, ${lastWeek.length} ${other}.`,
    days: thisWeek.length + lastWeek.length,
  };
}

/** Every early insight that can be told, the area that moved first (it says most), moods last. */
export function findEarlyInsights(input: {
  periodRecords: readonly DayRecord[];
  allRecords: readonly DayRecord[];
  areas: readonly AreaFigures[];
  period: ReportPeriod;
  offset: number;
  week: DateRange;
  today: LocalDate;
}): EarlyInsight[] {
  return [
    areaMovedInsight(input.areas, input.period, input.offset),
    weekdayInsight(input.periodRecords),
    moodWeekInsight(input.allRecords, input.week, input.today),
  ].filter((insight): insight is EarlyInsight => insight !== null);
}
