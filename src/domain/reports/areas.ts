/**
 * Strongest and improvement areas (DESIGN.md section 4). Only an area rated at least
 * MIN_RATINGS_FOR_AREA times in the period takes part; with none, nothing is claimed.
 *
 * - Strongest: the highest strength score. Areas with the same score are level, and all are named.
 * - Improvement: among the other areas, the one whose mean fell most against the previous period,
 *   when it fell by at least FALL_THRESHOLD; otherwise the lowest score. When every area taking
 *   part is level with the strongest, or only one takes part, there is none.
 */
import { LIFE_AREAS, type LifeArea } from '#contract/constants';
import { type DayRecord, mean, recordsIn } from './day-record';
import type { DateRange } from './periods';
import { type DatedRating, strengthOn } from './strength';

export const MIN_RATINGS_FOR_AREA = 3;
/** A fall of the mean rating this large (in points of 1–5) is steep enough to name. */
export const FALL_THRESHOLD = 0.5;

export interface AreaFigures {
  area: LifeArea;
  /** Mean rating in the period, or null with no rating. */
  mean: number | null;
  count: number;
  previousMean: number | null;
  previousCount: number;
  /** mean − previousMean, when both exist. */
  change: number | null;
  /** Strength (0–100) at the end of the period, and at the end of the previous period. */
  score: number | null;
  previousScore: number | null;
}

/** An area in the period before the report's: its mean, ratings and strength at that period's end. */
export type PreviousAreaFigures = Pick<AreaFigures, 'area' | 'mean' | 'count' | 'score'>;

/** Each area's ratings, oldest first: what the means and the strength are worked out from. */
export type AreaRatings = Record<LifeArea, DatedRating[]>;

export type AreaPick =
  | {
      area: LifeArea;
      /** Other areas level with it (the same score). */
      tiedWith: LifeArea[];
      basis: 'highest-score' | 'lowest-score' | 'steepest-fall';
      score: number;
      mean: number;
      count: number;
      change: number | null;
    }
  | { area: null; reason: 'not-enough-ratings'; ratingsNeeded: number }
  | { area: null; reason: 'all-level' | 'one-area' };

export function ratingsOf(records: readonly DayRecord[], area: LifeArea): DatedRating[] {
  const ratings: DatedRating[] = [];
  for (const record of records) {
    const rating = record.ratings[area];
    if (rating !== undefined) ratings.push({ date: record.date, rating });
  }
  return ratings;
}

/**
 * Each area's ratings: `earlier` (ratings dated before the first record, as many as the strength
 * counts: see STRENGTH_WINDOW_RATINGS), then those of the records, all oldest first.
 */
export function areaRatings(
  records: readonly DayRecord[],
  earlier: Partial<Record<LifeArea, readonly DatedRating[]>> = {},
): AreaRatings {
  return Object.fromEntries(
    LIFE_AREAS.map((area) => [area, [...(earlier[area] ?? []), ...ratingsOf(records, area)]]),
  ) as AreaRatings;
}

/** Each area's figures for the period, against the previous period when there is one. */
export function areaFigures(
  ratings: AreaRatings,
  range: DateRange,
  previous: DateRange | null,
): AreaFigures[] {
  return LIFE_AREAS.map((area) => {
    const all = ratings[area];
    const inPeriod = recordsIn(all, range.from, range.to).map((r) => r.rating);
    const inPrevious = previous ? recordsIn(all, previous.from, previous.to).map((r) => r.rating) : [];
    const periodMean = mean(inPeriod);
    const previousMean = mean(inPrevious);
    return {
      area,
      mean: periodMean,
      count: inPeriod.length,
      previousMean,
      previousCount: inPrevious.length,
      change: periodMean !== null && previousMean !== null ? periodMean - previousMean : null,
      score: strengthOn(all, range.to),
      previousScore: previous ? strengthOn(all, previous.to) : null,
    };
  });
}

/** Each area's figures for the period before the report's, with no comparison of its own. */
export function previousAreaFigures(ratings: AreaRatings, range: DateRange): PreviousAreaFigures[] {
  return LIFE_AREAS.map((area) => {
    const inPeriod = recordsIn(ratings[area], range.from, range.to).map((r) => r.rating);
    return { area, mean: mean(inPeriod), count: inPeriod.length, score: strengthOn(ratings[area], range.to) };
  });
}

type Eligible = AreaFigures & { score: number; mean: number };

function pick(
  area: Eligible,
  tiedWith: Eligible[],
  basis: 'highest-score' | 'lowest-score' | 'steepest-fall',
): AreaPick {
  return {
    area: area.area,
    tiedWith: tiedWith.map((other) => other.area),
    basis,
    score: area.score,
    mean: area.mean,
    count: area.count,
    change: area.change,
  };
}

/** The strongest and the improvement area of a period, or why there is none. */
export function pickAreas(figures: readonly AreaFigures[]): { strongest: AreaPick; improvement: AreaPick } {
  const eligible = figures.filter(
    (f): f is Eligible => f.count >= MIN_RATINGS_FOR_AREA && f.score !== null && f.mean !== null,
  );
  if (eligible.length === 0) {
    const most = Math.max(0, ...figures.map((f) => f.count));
    const thin: AreaPick = {
      area: null,
      reason: 'not-enough-ratings',
      ratingsNeeded: MIN_RATINGS_FOR_AREA - most,
    };
    return { strongest: thin, improvement: thin };
  }
  const best = Math.max(...eligible.map((f) => f.score));
  const [top, ...level] = eligible.filter((f) => f.score === best) as [Eligible, ...Eligible[]];
  const strongest = pick(top, level, 'highest-score');
  const others = eligible.filter((f) => f.score !== best);
  if (others.length === 0) {
    return {
      strongest,
      improvement: { area: null, reason: eligible.length === 1 ? 'one-area' : 'all-level' },
    };
  }
  const falling = others.filter(
    (f) => f.change !== null && f.previousCount >= MIN_RATINGS_FOR_AREA && f.change <= -FALL_THRESHOLD,
  );
  if (falling.length > 0) {
    const steepest = Math.min(...falling.map((f) => f.change as number));
    const [first, ...rest] = falling.filter((f) => f.change === steepest) as [Eligible, ...Eligible[]];
    return { strongest, improvement: pick(first, rest, 'steepest-fall') };
  }
  const lowest = Math.min(...others.map((f) => f.score));
  const [first, ...rest] = others.filter((f) => f.score === lowest) as [Eligible, ...Eligible[]];
  return { strongest, improvement: pick(first, rest, 'lowest-score') };
}
