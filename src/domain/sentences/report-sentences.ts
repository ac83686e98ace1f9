/**
 * The sentences of the progress reports that are written from the user's figures. Each is true
 * whatever the figures: ties are said as ties, "so far" only of a period still running.
 */
import type { MoodLevel } from '#contract/constants';
import { formatChange, formatCount, formatOneDecimal, formatSignedCount } from './numbers';
import { highest, joinNames, plural, timesWord } from './words';

/** Tied items are named up to this many; more are counted instead of listed. */
export const MAX_NAMED_TIES = 3;

/**
 * The mood distribution in one sentence: "8 moods logged; the most frequent was good (3 times).",
 * "4 moods logged: bad, okay, good and great once each.", "7 moods logged; the most frequent were
 * okay and good, 3 times each." `shares` lists the levels worst first.
 */
export function moodDistributionSentence(shares: readonly { mood: MoodLevel; count: number }[]): string {
  const logged = shares.filter((share) => share.count > 0);
  const total = logged.reduce((sum, share) => sum + share.count, 0);
  if (total === 0) return 'No mood logged in this period yet.';
  const most = highest(logged, (share) => share.count);
  const count = most[0]?.count ?? 0;
  const names = joinNames(most.map((share) => share.mood));
  if (logged.length === 1) {
    return total === 1 ? `1 mood logged: ${names}.` : `${plural(total, 'mood')} logged, all ${names}.`;
  }
  if (most.length === logged.length)
    return `${plural(total, 'mood')} logged: ${names} ${timesWord(count)} each.`;
  if (most.length === 1) {
    return `${plural(total, 'mood')} logged; the most frequent was ${names} (${timesWord(count)}).`;
  }
  return `${plural(total, 'mood')} logged; the most frequent were ${names}, ${timesWord(count)} each.`;
}

export type PointUnit = 'day' | 'week' | 'month';

/**
 * The best of the points of a chart, as a clause: "the best week was the week of 9 Nov (3.5)",
 * "the best weeks were the week of 9 Nov and the week of 23 Nov (3.5 each)", "4 days shared the best
 * average (4.0)", "every week averaged 3.5". Null with fewer than two points: nothing to be best among.
 * `name` names a point mid-sentence ("the week of 9 Nov", "3 Mar", "Mar 2026").
 */
export function bestPointClause<T>(
  points: readonly T[],
  unit: PointUnit,
  scoreOf: (point: T) => number,
  name: (point: T) => string,
): string | null {
  if (points.length < 2) return null;
  const best = highest(points, scoreOf);
  const value = formatOneDecimal(scoreOf(best[0] as T));
  if (best.length === points.length) {
    return unit === 'day' ? `every day with a mood was ${value}` : `every ${unit} averaged ${value}`;
  }
  if (best.length === 1) return `the best ${unit} was ${name(best[0] as T)} (${value})`;
  if (best.length > MAX_NAMED_TIES) return `${best.length} ${unit}s shared the best average (${value})`;
  return `the best ${unit}s were ${joinNames(best.map(name))} (${value} each)`;
}

/**
 * The most used tags in one sentence: "Your most used tag was #walk, on 2 entries.", "Your most
 * used tags were #family and #work, on 3 entries each." `tags` are the most used first, at most
 * `limit` of them: when every one listed is tied and the list is full, more may be tied beyond it.
 */
export function topTagsSentence(tags: readonly { tag: string; count: number }[], limit: number): string {
  if (tags.length === 0) {
    return 'No tagged journal entry in this period yet. Add tags to an entry to see your themes here.';
  }
  const most = highest(tags, (tag) => tag.count);
  const names = joinNames(most.map((tag) => `#${tag.tag}`));
  const entries = plural(most[0]?.count ?? 0, 'entry', 'entries');
  if (most.length === 1) return `Your most used tag was ${names}, on ${entries}.`;
  if (most.length === tags.length && tags.length >= limit) {
    return `Your most used tags, on ${entries} each, include ${names}.`;
  }
  return `Your most used tags were ${names}, on ${entries} each.`;
}

/**
 * A count against the period before: "+3 on last week (4)", "the same as last week (4)",
 * "−1 on the week before (2)".
 */
export function countAgainstPrevious(now: number, then: number, previousName: string): string {
  const change = now - then;
  const signed = change === 0 ? 'the same as' : `${formatSignedCount(change)} on`;
  return `${signed} ${previousName} (${formatCount(then)})`;
}

/** An area's figures: "mean 4.6 from 7 ratings · −1.8 on last week". */
export function areaFiguresLine(
  figures: { mean: number | null; count: number; change: number | null },
  previousName: string,
): string {
  if (figures.mean === null) return '';
  const parts = [`mean ${formatOneDecimal(figures.mean)} from ${plural(figures.count, 'rating')}`];
  if (figures.change !== null) parts.push(`${formatChange(figures.change)} on ${previousName}`);
  return parts.join(' · ');
}

/**
 * An area's strength (0 to 100) said on the rating scale a user knows, 1 to 5: "3.7 of 5". The score
 * is an average of ratings in which 1 counts as 0 and 5 as 100, so the scale maps back exactly; one
 * decimal, halves away from zero (decision record 039).
 */
export function strengthOfFive(score: number): string {
  return `${formatOneDecimal(1 + (4 * score) / 100)} of 5`;
}
