/**
 * Mood and area ratings over a period, for the charts: one point per day in a week or a month, per
 * week in a year, per month over all time. Each point holds means of the days it covers that have a
 * value, and the area strength at its last day.
 */
import { LIFE_AREAS, type LifeArea, type WeekStart } from '#contract/constants';
import { addDays, type LocalDate } from '../local-day';
import type { AreaRatings } from './areas';
import { type DayRecord, mean, recordsIn } from './day-record';
import { type DateRange, earlierDate, monthOf, type ReportPeriod, weekOf } from './periods';
import { strengthOn } from './strength';

export type Bucket = 'day' | 'week' | 'month';

export interface TimePoint {
  from: LocalDate;
  to: LocalDate;
  /** Mean mood score (1–5) of the point's days with a mood, and how many there were. */
  mood: number | null;
  moodDays: number;
  /** Mean rating per area, null without ratings. */
  areas: Record<LifeArea, number | null>;
  /** Strength (0–100) per area at the end of the point, null before any rating. */
  strength: Record<LifeArea, number | null>;
}

export function bucketFor(period: ReportPeriod): Bucket {
  if (period === 'week' || period === 'month') return 'day';
  return period === 'year' ? 'week' : 'month';
}

/** The ranges the period splits into, clipped to the period. */
export function bucketRanges(range: DateRange, bucket: Bucket, weekStart: WeekStart): DateRange[] {
  const ranges: DateRange[] = [];
  let from = range.from;
  while (from <= range.to) {
    const whole =
      bucket === 'day' ? { from, to: from } : bucket === 'week' ? weekOf(from, weekStart) : monthOf(from);
    const to = earlierDate(whole.to, range.to);
    ranges.push({ from, to });
    from = addDays(to, 1);
  }
  return ranges;
}

function byArea<T>(make: (area: LifeArea) => T): Record<LifeArea, T> {
  return Object.fromEntries(LIFE_AREAS.map((area) => [area, make(area)])) as Record<LifeArea, T>;
}

/**
 * The points of the period up to `until` (today, for a period still running), from the records
 * (oldest first) and each area's ratings up to the period's end, as many as the strength counts.
 */
export function overTime(
  records: readonly DayRecord[],
  ratings: AreaRatings,
  range: DateRange,
  bucket: Bucket,
  weekStart: WeekStart,
  until: LocalDate,
): TimePoint[] {
  const shown = { from: range.from, to: range.to < until ? range.to : until };
  if (shown.from > shown.to) return [];
  return bucketRanges(shown, bucket, weekStart).map((part) => {
    const inside = recordsIn(records, part.from, part.to);
    const moods = inside.flatMap((r) => (r.mood === null ? [] : [r.mood]));
    return {
      from: part.from,
      to: part.to,
      mood: mean(moods),
      moodDays: moods.length,
      areas: byArea((area) =>
        mean(inside.flatMap((r) => (r.ratings[area] === undefined ? [] : [r.ratings[area] as number]))),
      ),
      strength: byArea((area) => strengthOn(ratings[area], part.to)),
    };
  });
}
