import { addDays, daysBetween, type LocalDate, localDay } from './local-day';

/**
 * The days of a challenge, in the user's own calendar (their time zone and day-start hour, like every
 * other local day): day 1 is the day it was taken on, day N of an N-day challenge its last day. It can
 * be completed from its last day on, never sooner: a challenge is days of practice, not a button.
 */

/** What marks a day of a challenge as done. */
export type ChallengeDoneWhen =
  /** The user ticks the day: the daily action happens away from the app (a walk, a bedtime). */
  | 'ticked'
  /** A journal entry exists on that day. */
  | 'journal-entry'
  /** A journal entry replying to a question from the library exists on that day. */
  | 'question-entry';

/**
 * The challenges whose daily action is itself something the app records, so a day counts when that
 * record exists. Every other challenge's action happens away from the app and is ticked by the user.
 */
const COUNTED_FROM_THE_JOURNAL: Readonly<Record<string, ChallengeDoneWhen>> = {
  // "Write at least one journal entry today, even if it is only three sentences."
  'thirty-days-of-pages': 'journal-entry',
  // "Pick a question from the library and write at least a paragraph in reply in your journal."
  'question-a-day': 'question-entry',
};

export function challengeDoneWhen(challengeId: string): ChallengeDoneWhen {
  return COUNTED_FROM_THE_JOURNAL[challengeId] ?? 'ticked';
}

/** The last day of a challenge taken on `startDate`: the first day it can be completed on. */
export function challengeEndDate(startDate: LocalDate, durationDays: number): LocalDate {
  return addDays(startDate, durationDays - 1);
}

/**
 * Which day of the challenge `date` is: day 1 is the day it was taken on; it never goes past the
 * last day (a challenge left open after its end stays on its last day until completed).
 */
export function challengeDay(startDate: LocalDate, date: LocalDate, durationDays: number): number {
  return Math.min(Math.max(daysBetween(startDate, date) + 1, 1), durationDays);
}

/** Every day of the challenge, day 1 first. */
export function challengeDates(startDate: LocalDate, durationDays: number): LocalDate[] {
  return Array.from({ length: durationDays }, (_, index) => addDays(startDate, index));
}

/** Can a challenge taken on `startDate` be completed on the user's `today`? Only from its last day on. */
export function canCompleteOn(today: LocalDate, startDate: LocalDate, durationDays: number): boolean {
  return today >= challengeEndDate(startDate, durationDays);
}

/** `canCompleteOn` for an instant, read in the user's time zone with their day-start hour. */
export function canCompleteAt(
  instant: Date,
  settings: { timezone: string; dayStartHour: number },
  startDate: LocalDate,
  durationDays: number,
): boolean {
  return canCompleteOn(localDay(instant, settings.timezone, settings.dayStartHour), startDate, durationDays);
}

/**
 * Can the user tick (or untick) `date` of a challenge on `today`? Only a day of the challenge that
 * has begun: from day 1 up to today, and never past the last day.
 */
export function canTickOn(date: LocalDate, today: LocalDate, startDate: LocalDate, durationDays: number) {
  return date >= startDate && date <= today && date <= challengeEndDate(startDate, durationDays);
}

const weekdayName = new Intl.DateTimeFormat('en', { weekday: 'long', timeZone: 'UTC' });
const monthName = new Intl.DateTimeFormat('en', { month: 'long', timeZone: 'UTC' });

/**
 * A local date as "Saturday, 28 November", with the year when it is not `today`'s year
 * ("Friday, 1 January 2027"). Read as a calendar day, never as an instant.
 */
export function formatChallengeDate(date: LocalDate, today: LocalDate): string {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  const noon = new Date(Date.UTC(year, month - 1, day, 12));
  const sameYear = date.slice(0, 4) === today.slice(0, 4);
  return `${weekdayName.format(noon)}, ${day} ${monthName.format(noon)}${sameYear ? '' : ` ${year}`}`;
}

/** The answer to completing a challenge too soon: the day it can be finished. */
export function tooSoonToCompleteMessage(
  today: LocalDate,
  startDate: LocalDate,
  durationDays: number,
): string {
  const from = challengeEndDate(startDate, durationDays);
  return `You can finish this challenge from ${formatChallengeDate(from, today)}.`;
}
