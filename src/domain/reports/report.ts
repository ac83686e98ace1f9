/**
 * A progress report: every figure of one period, and the same figures of the period before it.
 * The caller reads the records once, over `reportWindow`, with each area's last
 * STRENGTH_WINDOW_RATINGS ratings before that window for the strength, and passes the clock's
 * "today" in.
 */
import type { LifeArea, WeekStart } from '#contract/constants';
import { addDays, type LocalDate } from '../local-day';
import {
  type AreaFigures,
  type AreaPick,
  type AreaRatings,
  areaFigures,
  areaRatings,
  type PreviousAreaFigures,
  pickAreas,
  previousAreaFigures,
} from './areas';
import { type MoodShare, moodDistribution, type PeriodCounts, periodCounts } from './counts';
import { type DayRecord, recordsIn } from './day-record';
import { type EarlyInsight, findEarlyInsights } from './early-insights';
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
import type { DatedRating } from './strength';
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

/** The period before the report's: its own figures, without a comparison of its own. */
export interface PreviousFigures extends Omit<PeriodFigures, 'areas'> {
  areas: PreviousAreaFigures[];
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
  /** Facts told from the first week (decision record 050). */
  earlyInsights: EarlyInsight[];
  topTags: TagCount[];
  previous: PreviousFigures | null;
}

/**
 * The dates of records a report needs: its period, the one before, and the week shown in weekly
 * progress and the week before that. `from` null means from the first record (all time). The
 * strength also needs each area's last STRENGTH_WINDOW_RATINGS ratings before `from`, however old.
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
  return { from: earlierDate(previous.from, addDays(week.from, -7)), to: laterDate(range.to, week.to) };
}

/** The week weekly progress shows: the period's last week that has begun (this week for a running period). */
function progressWeek(range: DateRange, today: LocalDate, weekStart: WeekStart): DateRange {
  return weekOf(range.to < today ? range.to : today, weekStart);
}

function countsOf(
  records: readonly DayRecord[],
  range: DateRange,
  settings: ReportSettings,
  firstDay: LocalDate,
): Omit<PeriodFigures, 'areas'> {
  const inside = recordsIn(records, range.from, range.to);
  return {
    from: range.from,
    to: range.to,
    counts: periodCounts(inside, clampRange(range, firstDay, settings.today)),
    moodDistribution: moodDistribution(inside),
  };
}

/**
 * The report, from the records of `reportWindow` (oldest first), each area's last ratings before
 * that window (oldest first; none for all time) and the period's most used tags.
 */
export function buildReport(
  records: readonly DayRecord[],
  topTags: TagCount[],
  settings: ReportSettings,
  earlierRatings: Partial<Record<LifeArea, readonly DatedRating[]>> = {},
): ProgressReport {
  const { period, offset, today, weekStart } = settings;
  const ratings: AreaRatings = areaRatings(records, earlierRatings);
  const firstDay = earlierDate(settings.firstDay, records[0]?.date ?? settings.firstDay);
  const range = periodRange(period, today, { weekStart, offset, firstDate: firstDay });
  const previous = previousRange(period, range);
  const week = progressWeek(range, today, weekStart);
  const areas = areaFigures(ratings, range, previous);
  const { strongest, improvement } = pickAreas(areas);
  const periodRecords = recordsIn(records, range.from, range.to);
  return {
    period,
    offset,
    today,
    firstDay,
    ...countsOf(records, range, settings, firstDay),
    areas,
    weeklyProgress: weeklyProgress(
      records,
      week,
      { from: addDays(week.from, -7), to: addDays(week.from, -1) },
      today,
      firstDay,
    ),
    strongestArea: strongest,
    improvementArea: improvement,
    overTime: overTime(records, ratings, range, bucketFor(period), weekStart, today),
    insights: findInsights(periodRecords),
    earlyInsights: findEarlyInsights({
      periodRecords,
      allRecords: records,
      areas,
      period,
      offset,
      week,
      today,
    }),
    topTags,
    previous: previous
      ? { ...countsOf(records, previous, settings, firstDay), areas: previousAreaFigures(ratings, previous) }
      : null,
  };
}
