/** Weekly progress (DESIGN.md section 4): each day of a week, and the days done against last week. */
import { MOOD_LEVELS, type MoodLevel } from '#contract/constants';
import { addDays, daysBetween, type LocalDate } from '../local-day';
import { type DayRecord, recordsIn } from './day-record';
import { type DateRange, eachDate } from './periods';

export type DayState = 'completed' | 'started' | 'missed' | 'not-yet' | 'before-start';

export interface WeekDay {
  date: LocalDate;
  retro: DayState;
  mood: MoodLevel | null;
  journal: boolean;
}

export interface WeeklyProgress {
  from: LocalDate;
  to: LocalDate;
  days: WeekDay[];
  /** Retros completed this week, and the days of it that have begun for the user. */
  completed: number;
  daysSoFar: number;
  previousCompleted: number;
  /**
   * Retros completed last week up to the same weekday as today (the whole week once this one is
   * over), so a week still running is compared like with like.
   */
  previousToSameDay: number;
  /** completed − previousToSameDay. */
  change: number;
}

function dayState(
  record: DayRecord | undefined,
  date: LocalDate,
  today: LocalDate,
  firstDay: LocalDate,
): DayState {
  if (record?.retro === 'completed') return 'completed';
  if (record?.retro === 'started') return 'started';
  if (date >= today) return 'not-yet';
  return date < firstDay ? 'before-start' : 'missed';
}

/**
 * The week `week` as of `today`. A day after today is "not yet", and so is today until its retro
 * is started; a day before the user's first day is "before start" and does not count as missed.
 */
export function weeklyProgress(
  records: readonly DayRecord[],
  week: DateRange,
  previousWeek: DateRange,
  today: LocalDate,
  firstDay: LocalDate,
): WeeklyProgress {
  const byDate = new Map(recordsIn(records, week.from, week.to).map((r) => [r.date, r]));
  const days = eachDate(week).map((date) => {
    const record = byDate.get(date);
    return {
      date,
      retro: dayState(record, date, today, firstDay),
      mood: record?.mood ? (MOOD_LEVELS[record.mood - 1] as MoodLevel) : null,
      journal: (record?.journalEntries ?? 0) > 0,
    };
  });
  const completed = days.filter((d) => d.retro === 'completed').length;
  const previous = recordsIn(records, previousWeek.from, previousWeek.to).filter(
    (r) => r.retro === 'completed',
  );
  const sameDay = addDays(previousWeek.from, Math.min(6, daysBetween(week.from, today)));
  return {
    from: week.from,
    to: week.to,
    days,
    completed,
    daysSoFar: days.filter((d) => d.date <= today && d.date >= firstDay).length,
    previousCompleted: previous.length,
    previousToSameDay: previous.filter((r) => r.date <= sameDay).length,
    change: completed - previous.filter((r) => r.date <= sameDay).length,
  };
}
