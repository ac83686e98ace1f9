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
 *
 * The score of a day counts the area's last STRENGTH_WINDOW_RATINGS ratings up to that day and no
 * more. The window is counted in ratings, like the half-life, never in days: a weekly rater's score
 * reaches as far back as a daily rater's in ratings, and a day's score is the same in every report,
 * whichever period is open.
 */
import type { LocalDate } from '../local-day';

export const STRENGTH_HALF_LIFE_RATINGS = 14;
/** How much each rating weighs against the one after it: 0.5^(1/14) ≈ 0.9517. */
export const STRENGTH_MULTIPLIER = 0.5 ** (1 / STRENGTH_HALF_LIFE_RATINGS);
/**
 * Ten half-lives: the next older rating would weigh 0.5^10, under 0.1 % of the newest, and all the
 * older ones together under 0.1 % of the score.
 */
export const STRENGTH_WINDOW_RATINGS = STRENGTH_HALF_LIFE_RATINGS * 10;

export interface DatedRating {
  date: LocalDate;
  rating: number;
}

/** A 1–5 rating as a share of the best rating, 0–1. */
export function ratingShare(rating: number): number {
  return (rating - 1) / 4;
}

/** How many of the ratings (oldest first) are dated on or before `date`. */
function countUpTo(ratings: readonly DatedRating[], date: LocalDate): number {
  let low = 0;
  let high = ratings.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((ratings[middle] as DatedRating).date <= date) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The score (0–1, unrounded) as of the end of `date`, from the last STRENGTH_WINDOW_RATINGS ratings
 * up to it (`ratings` oldest first), or null when nothing was rated by then.
 */
export function strengthShareOn(ratings: readonly DatedRating[], date: LocalDate): number | null {
  const end = countUpTo(ratings, date);
  if (end === 0) return null;
  let weighted = 0;
  let weights = 0;
  let weight = 1;
  for (let i = end - 1; i >= Math.max(0, end - STRENGTH_WINDOW_RATINGS); i--) {
    weighted += weight * ratingShare((ratings[i] as DatedRating).rating);
    weights += weight;
    weight *= STRENGTH_MULTIPLIER;
  }
  return weighted / weights;
}

/** The score (0–100, whole) as of the end of `date`, or null when nothing was rated by then. */
export function strengthOn(ratings: readonly DatedRating[], date: LocalDate): number | null {
  const share = strengthShareOn(ratings, date);
  return share === null ? null : Math.round(share * 100);
}
