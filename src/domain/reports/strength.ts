/**
 * Area strength (DESIGN.md section 4), smoothed in the manner of Loop Habit Tracker's habit strength:
 * an exponentially weighted mean of the ratings, newest weighing most. Each older rating weighs
 * STRENGTH_MULTIPLIER times the one after it, so a rating's weight halves after
 * STRENGTH_HALF_LIFE_RATINGS later ratings: about two weeks of daily retros. With a long history one
 * bad day moves the score by about 5 %, and a month of them moves it most of the way.
 *
 * Unlike a plain running average started from the first rating, the weights are divided out, so a
 * short history is its own weighted mean: the first rating does not outweigh the next ten.
 * A rating of 1–5 counts as 0–1 ((rating − 1) / 4); a day without a rating leaves the score where it
 * is, because not rating an area says nothing about how it went. Scores are shown 0–100.
 */
import type { LocalDate } from '../local-day';

export const STRENGTH_HALF_LIFE_RATINGS = 14;
/** How much each rating weighs against the one after it: 0.5^(1/14) ≈ 0.9517. */
export const STRENGTH_MULTIPLIER = 0.5 ** (1 / STRENGTH_HALF_LIFE_RATINGS);
/**
 * Ratings older than this many half-lives weigh less than 0.1 % of the newest (0.5^10), so a report
 * only needs the ratings of this many days before its period to know the score to the point.
 */
export const STRENGTH_LOOKBACK_DAYS = STRENGTH_HALF_LIFE_RATINGS * 10;

export interface DatedRating {
  date: LocalDate;
  rating: number;
}

/** A 1–5 rating as a share of the best rating, 0–1. */
export function ratingShare(rating: number): number {
  return (rating - 1) / 4;
}

/** The score (0–1) after each rating, oldest first: one point per rated date. */
export function strengthSeries(ratings: readonly DatedRating[]): { date: LocalDate; score: number }[] {
  const series: { date: LocalDate; score: number }[] = [];
  let weighted = 0;
  let weights = 0;
  for (const { date, rating } of ratings) {
    weighted = weighted * STRENGTH_MULTIPLIER + ratingShare(rating);
    weights = weights * STRENGTH_MULTIPLIER + 1;
    series.push({ date, score: weighted / weights });
  }
  return series;
}
/** The score (0–100, whole) as of the end of `date`, or null when nothing was rated by then. */
export function strengthOn(
  series: readonly { date: LocalDate; score: number }[],
  date: LocalDate,
): number | null {
  let found: number | null = null;
  for (const point of series) {
    if (point.date > date) break;
    found = point.score;
  }
  return found === null ? null : Math.round(found * 100);
}
