/**
 * A progress report: every figure of one period, and the same figures of the period before it.
 * The caller reads the records once, over `reportWindow`, and passes the clock's "today" in.
 */
import type { WeekStart } from '../../contract/constants';
import { addDays, type LocalDate } from '../local-day';
import { type AreaFigures, type AreaPick, areaFigures, pickAreas } from './areas';
import { type MoodShare, moodDistribution, type PeriodCounts, periodCounts } from './counts';
import { type DayRecord, recordsIn } from './day-record';
import { findInsights, type Insight } from './insights';
import { bucketFor, overTime, type TimePoint } from './over-time';
import {
  clampRange,
  type DateRange,
  earlierDate,
  laterDate,
  periodRange,
  previousRange,
  type ReportPeriod,
  weekOf,
} from './periods';
import { STRENGTH_LOOKBACK_DAYS } from './strength';
import { type WeeklyProgress, weeklyProgress } from './weekly-progress';

export interface ReportSettings {
  period: ReportPeriod;
  offset: number;
  today: LocalDate;
  weekStart: WeekStart;
  /** The user's first local day: the day the account was made, or an earlier record's date. */
  firstDay: LocalDate;
}

export interface PeriodFigures {
  from: LocalDate;
  to: LocalDate;
  counts: PeriodCounts;
  moodDistribution: MoodShare[];
  areas: AreaFigures[];
}

export interface TagCount {
  tag: string;
  count: number;
}

export interface ProgressReport extends PeriodFigures {
  period: ReportPeriod;
  offset: number;
  today: LocalDate;
  firstDay: LocalDate;
  weeklyProgress: WeeklyProgress;
  strongestArea: AreaPick;
  improvementArea: AreaPick;
  overTime: TimePoint[];
  insights: Insight[];
  topTags: TagCount[];
  previous: PeriodFigures | null;
}

/**
 * The dates of records a report needs: its period, the one before, the week shown in weekly
 * progress and the week before that, and the strength's look-back. `from` null means from the first
 * record (all time).
 */
export function reportWindow(settings: Omit<ReportSettings, 'firstDay'>): {
  from: LocalDate | null;
  to: LocalDate;
} {
  const { period, offset, today, weekStart } = settings;
  if (period === 'all') return { from: null, to: today };
  const range = periodRange(period, today, { weekStart, offset, firstDate: null });
  const previous = previousRange(period, range) as DateRange;
  const week = progressWeek(range, today, weekStart);
  const earliest = [
    previous.from,
    addDays(week.from, -7),
    addDays(previous.from, -STRENGTH_LOOKBACK_DAYS),
  ].sort()[0] as LocalDate;
  return { from: earliest, to: laterDate(range.to, week.to) };
}

/** The week weekly progress shows: the period's last week that has begun (this week for a running period). */
function progressWeek(range: DateRange, today: LocalDate, weekStart: WeekStart): DateRange {
  return weekOf(range.to < today ? range.to : today, weekStart);
}

function figuresOf(
  records: readonly DayRecord[],
  range: DateRange,
  previous: DateRange | null,
  settings: ReportSettings,
  firstDay: LocalDate,
): PeriodFigures {
  const inside = recordsIn(records, range.from, range.to);
  return {
    from: range.from,
    to: range.to,
    counts: periodCounts(inside, clampRange(range, firstDay, settings.today)),
    moodDistribution: moodDistribution(inside),
    areas: areaFigures(records, range, previous),
  };
}

/** The report, from the records of `reportWindow` (oldest first) and the period's most used tags. */
export function buildReport(
  records: readonly DayRecord[],
  topTags: TagCount[],
  settings: ReportSettings,
): ProgressReport {
  const { period, offset, today, weekStart } = settings;
  const firstDay = earlierDate(settings.firstDay, records[0]?.date ?? settings.firstDay);
  const range = periodRange(period, today, { weekStart, offset, firstDate: firstDay });
  const previous = previousRange(period, range);
  const beforePrevious = previous ? previousRange(period, previous) : null;
  const week = progressWeek(range, today, weekStart);
  const figures = figuresOf(records, range, previous, settings, firstDay);
  const { strongest, improvement } = pickAreas(figures.areas);
  return {
    period,
    offset,
    today,
    firstDay,
    ...figures,
    weeklyProgress: weeklyProgress(
      records,
      week,
      { from: addDays(week.from, -7), to: addDays(week.from, -1) },
      today,
      firstDay,
    ),
    strongestArea: strongest,
    improvementArea: improvement,
    overTime: overTime(records, range, bucketFor(period), weekStart, today),
    insights: findInsights(recordsIn(records, range.from, range.to)),
    topTags,
    previous: previous ? figuresOf(records, previous, beforePrevious, settings, firstDay) : null,
  };
}
