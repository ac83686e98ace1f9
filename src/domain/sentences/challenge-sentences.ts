/**
 * A challenge's words: its day is marked "(today)" only on the user's today, and once its last day
 * is past, the card says it ended rather than staying on "Day 7 of 7".
 */
import { challengeEndDate, formatChallengeDate } from '../challenge-days';
import { daysBetween, type LocalDate } from '../local-day';
import { plural } from './words';

/** The name of one day of a challenge: "Day 6, Saturday, 7 June (today)". */
export function challengeDayName(
  number: number,
  date: LocalDate,
  startDate: LocalDate,
  today: LocalDate | null,
): string {
  return `Day ${number}, ${formatChallengeDate(date, startDate)}${date === today ? ' (today)' : ''}`;
}

/**
 * Where a challenge stands on `today`: "Day 3 of 7"; after its last day, "7 days, ended yesterday"
 * or "7 days, ended Friday, 5 June".
 */
export function challengeStandingText(startDate: LocalDate, durationDays: number, today: LocalDate): string {
  const end = challengeEndDate(startDate, durationDays);
  const past = daysBetween(end, today);
  if (past <= 0) return `Day ${Math.max(1, daysBetween(startDate, today) + 1)} of ${durationDays}`;
  const ended = past === 1 ? 'yesterday' : formatChallengeDate(end, startDate);
  return `${plural(durationDays, 'day')}, ended ${ended}`;
}
