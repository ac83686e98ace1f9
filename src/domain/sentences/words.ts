/** The small words sentences are built from: plurals, lists, how many times. */
import { formatCount } from './numbers';

/** "1 day", "3 days", "1,200 entries". */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}

/** Names joined for a sentence: "Health", "Health and Spiritual", "Health, Spiritual and Productivity". */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** "once", "twice", "3 times". */
export function timesWord(count: number): string {
  if (count === 1) return 'once';
  if (count === 2) return 'twice';
  return `${formatCount(count)} times`;
}

/** The first letter in capitals, for a phrase that starts a sentence: "week of 9 Nov" → "Week of 9 Nov". */
export function capitalize(phrase: string): string {
  return phrase.charAt(0).toUpperCase() + phrase.slice(1);
}

/**
 * The items whose value is the highest, in their given order; values within a billionth of each
 * other are level (a mean of 7/2 and one of 14/4 are the same 3.5).
 */
export function highest<T>(items: readonly T[], scoreOf: (item: T) => number): T[] {
  if (items.length === 0) return [];
  const top = Math.max(...items.map(scoreOf));
  return items.filter((item) => Math.abs(scoreOf(item) - top) < 1e-9);
}
