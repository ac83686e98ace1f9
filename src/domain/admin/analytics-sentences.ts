/**
 * The sentences over the admin's daily charts. A period total is said when the period has at least
 * five people; the days hidden on their own are counted, never drawn or added up as zeros.
 */
import { ANALYTICS_MIN_GROUP } from '#contract/constants';
import { formatOneDecimal, formatWholeNumber } from '../sentences/numbers';
import { plural } from '../sentences/words';

export interface SeriesFigures {
  /** The series' noun: "retros completed", "journal entries". */
  noun: string;
  days: number;
  /** The period's total (or, for people, the average day), null when hidden. */
  total: number | null;
  /** Days of the period whose own figure is hidden. */
  hiddenDays: number;
  /** Different people active in the whole period, when known (the last 7 or 30 days). */
  distinctPeople?: number | null;
}

const FEWER = `fewer than ${ANALYTICS_MIN_GROUP}`;

function hiddenDaysClause(hiddenDays: number, days: number): string {
  if (hiddenDays === 0) return '';
  if (hiddenDays === days) return `; every day had ${FEWER} people, so no day is shown on its own`;
  return `; ${plural(hiddenDays, 'day')} with ${FEWER} people ${hiddenDays === 1 ? 'is' : 'are'} not shown on ${hiddenDays === 1 ? 'its' : 'their'} own`;
}

/** "12 retros completed in the last 30 days; 24 days with fewer than 5 people are not shown on their own." */
export function seriesTotalSentence({ noun, days, total, hiddenDays }: SeriesFigures): string {
  if (total === null) {
    return `${FEWER.charAt(0).toUpperCase()}${FEWER.slice(1)} people were active in the last ${days} days, so no ${noun} figure is shown.`;
  }
  return `${formatWholeNumber(total)} ${noun} in the last ${days} days${hiddenDaysClause(hiddenDays, days)}.`;
}

/** "2.3 active people on an average day, 8 different people in the last 30 days; …" */
export function activePeopleSentence({ days, total, hiddenDays, distinctPeople }: SeriesFigures): string {
  if (total === null) {
    return `${FEWER.charAt(0).toUpperCase()}${FEWER.slice(1)} people were active in the last ${days} days, so no average is shown.`;
  }
  const different =
    distinctPeople === undefined
      ? ''
      : distinctPeople === null
        ? ''
        : `, ${plural(distinctPeople, 'different person', 'different people')} in the last ${days} days`;
  const average = Number.isInteger(total) ? formatWholeNumber(total) : formatOneDecimal(total);
  const people = total === 1 ? 'active person' : 'active people';
  return `${average} ${people} on an average day${different}${hiddenDaysClause(hiddenDays, days)}.`;
}
