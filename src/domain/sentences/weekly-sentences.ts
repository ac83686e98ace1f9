/**
 * The weekly progress card's words: "so far" only while the week is running, and a past week
 * compared with the week before it by name ("Week of 16 Nov: 3 of 7; week of 9 Nov: 4 of 7.").
 */
import { addDays, daysBetween, type LocalDate } from '../local-day';
import { formatCount } from './numbers';
import { capitalize } from './words';

export interface WeekFigures {
  from: LocalDate;
  to: LocalDate;
  completed: number;
  daysSoFar: number;
  previousCompleted: number;
  previousToSameDay: number;
  change: number;
}

/** Is `today` inside the week? */
export function weekIsRunning(week: { from: LocalDate; to: LocalDate }, today: LocalDate): boolean {
  return week.from <= today && today <= week.to;
}

/** The words after "3 of 5": "days so far with a completed retro", or for a week over, "days with …". */
export function weeklyDoneWords(week: WeekFigures, today: LocalDate): string {
  const days = week.daysSoFar === 1 ? 'day' : 'days';
  return weekIsRunning(week, today)
    ? `${days} so far with a completed retro`
    : `${days} with a completed retro`;
}

/**
 * How many days of the week before were the user's: 7, or fewer when their first day fell in it
 * (a day before it was not one they could have done).
 */
function previousWeekDays(weekFrom: LocalDate, firstDay: LocalDate): number {
  const previousFrom = addDays(weekFrom, -7);
  return 7 - Math.min(7, Math.max(0, daysBetween(previousFrom, firstDay)));
}

/**
 * The line under the week's count. The week running: against last week to the same weekday,
 * "Last week: 4 of 7, 2 by this day; 1 more this week so far." A week over: both weeks named,
 * "Week of 16 Nov: 3 of 7; week of 9 Nov: 4 of 7." `weekName` names a week by its first day
 * mid-sentence ("week of 9 Nov").
 */
export function weeklyComparison(
  week: WeekFigures,
  firstDay: LocalDate,
  today: LocalDate,
  weekName: (from: LocalDate) => string,
): string {
  const running = weekIsRunning(week, today);
  if (week.from <= firstDay) {
    return running
      ? 'Your first week here: next week is compared with this one.'
      : 'Your first week here: nothing before it to compare with.';
  }
  const previousDays = previousWeekDays(week.from, firstDay);
  if (!running) {
    return `${capitalize(weekName(week.from))}: ${week.completed} of ${week.daysSoFar}; ${weekName(
      addDays(week.from, -7),
    )}: ${week.previousCompleted} of ${previousDays}.`;
  }
  const byThisDay =
    week.previousToSameDay === week.previousCompleted ? '' : `, ${week.previousToSameDay} by this day`;
  const last = `Last week: ${week.previousCompleted} of ${previousDays}${byThisDay}`;
  if (week.change === 0) return `${last}; the same so far.`;
  const more = week.change > 0 ? 'more' : 'fewer';
  return `${last}; ${formatCount(Math.abs(week.change))} ${more} this week so far.`;
}
