import { z } from 'zod';
import { LIFE_AREAS, MOOD_LEVELS, REPORT_OFFSET_MAX, REPORT_PERIODS } from './constants';
import { LocalDate } from './local-day';
import { defaultedQuery } from './query';
import { text } from './text';

const offsetMessage = `Choose an offset from 0 to ${REPORT_OFFSET_MAX}`;
const periodMessage = 'Choose a period: week, month, year or all';
const yearMessage = 'Choose a year from 1970 to 9999';

/**
 * GET /api/progress-reports?timePeriod=week|month|year|all&offset=N. The client builds it from the
 * query key ['/api/progress-reports', period] (SPEC section 7); offset pages back (0 = the period
 * holding today). All time has no earlier period, so its offset must be 0.
 */
export const ProgressReportQuery = z
  .object({
    timePeriod: text({ max: 10, tooLong: periodMessage, notText: periodMessage }).pipe(
      z.enum(REPORT_PERIODS, { message: periodMessage }),
    ),
    offset: defaultedQuery(
      text({ max: 4, tooLong: offsetMessage, notText: offsetMessage })
        .regex(/^\d+$/, offsetMessage)
        .transform(Number)
        .pipe(z.number().int().min(0, offsetMessage).max(REPORT_OFFSET_MAX, offsetMessage))
        .default(0),
    ),
  })
  .refine((query) => query.timePeriod !== 'all' || query.offset === 0, {
    message: 'All time has no earlier period: leave the offset out',
    path: ['offset'],
  });
export type ProgressReportQuery = z.infer<typeof ProgressReportQuery>;

/** GET /api/progress-reports/year-in-pixels?year=YYYY: one calendar year, for the heatmap. */
export const YearInPixelsQuery = z.object({
  year: text({ max: 4, tooLong: yearMessage, notText: yearMessage })
    .regex(/^\d{4}$/, yearMessage)
    .transform(Number)
    .pipe(z.number().int().min(1970, yearMessage)),
});

const Area = z.enum(LIFE_AREAS);
const MoodLevel = z.enum(MOOD_LEVELS);
const byArea = <T extends z.ZodType>(value: T) =>
  z.object(
    Object.fromEntries(LIFE_AREAS.map((area) => [area, value])) as Record<(typeof LIFE_AREAS)[number], T>,
  );

export const AreaFigures = z.object({
  area: Area,
  mean: z.number().nullable(),
  count: z.number().int(),
  previousMean: z.number().nullable(),
  previousCount: z.number().int(),
  change: z.number().nullable(),
  score: z.number().int().nullable(),
  previousScore: z.number().int().nullable(),
});

/** The strongest or improvement area, or `area: null` with the reason there is none. */
export const AreaPick = z.union([
  z.object({
    area: Area,
    tiedWith: z.array(Area),
    basis: z.enum(['highest-score', 'lowest-score', 'steepest-fall']),
    score: z.number().int(),
    mean: z.number(),
    count: z.number().int(),
    change: z.number().nullable(),
  }),
  z.object({ area: z.null(), reason: z.literal('not-enough-ratings'), ratingsNeeded: z.number().int() }),
  z.object({ area: z.null(), reason: z.enum(['all-level', 'one-area']) }),
]);
export type AreaPick = z.infer<typeof AreaPick>;

export const PeriodCounts = z.object({
  daysSoFar: z.number().int(),
  retrosCompleted: z.number().int(),
  completionRate: z.number().nullable(),
  journalEntries: z.number().int(),
  wordsWritten: z.number().int(),
  moodsLogged: z.number().int(),
  moodAverage: z.number().nullable(),
  longestRuns: z.object({ retro: z.number().int(), journal: z.number().int(), mood: z.number().int() }),
});

const MoodShare = z.object({ mood: MoodLevel, count: z.number().int() });

export const PeriodFigures = z.object({
  from: LocalDate,
  to: LocalDate,
  counts: PeriodCounts,
  moodDistribution: z.array(MoodShare),
  areas: z.array(AreaFigures),
});
export type PeriodFigures = z.infer<typeof PeriodFigures>;

/** The period before the report's: its own figures, with no comparison of its own. */
export const PreviousFigures = PeriodFigures.extend({
  areas: z.array(AreaFigures.pick({ area: true, mean: true, count: true, score: true })),
});

export const WeeklyProgress = z.object({
  from: LocalDate,
  to: LocalDate,
  days: z.array(
    z.object({
      date: LocalDate,
      retro: z.enum(['completed', 'started', 'missed', 'not-yet', 'before-start']),
      mood: MoodLevel.nullable(),
      journal: z.boolean(),
    }),
  ),
  completed: z.number().int(),
  daysSoFar: z.number().int(),
  previousCompleted: z.number().int(),
  previousToSameDay: z.number().int(),
  change: z.number().int(),
});
export type WeeklyProgress = z.infer<typeof WeeklyProgress>;

export const TimePoint = z.object({
  from: LocalDate,
  to: LocalDate,
  mood: z.number().nullable(),
  moodDays: z.number().int(),
  areas: byArea(z.number().nullable()),
  strength: byArea(z.number().int().nullable()),
});
export type TimePoint = z.infer<typeof TimePoint>;

export const Insight = z.object({
  kind: z.enum(['area', 'journal', 'retro']),
  area: Area.nullable(),
  text: z.string(),
  withMood: z.number(),
  withDays: z.number().int(),
  withoutMood: z.number(),
  withoutDays: z.number().int(),
});
export type Insight = z.infer<typeof Insight>;

/** A fact told from the first week, with what it is told from (decision record 050). */
export const EarlyInsight = z.object({
  kind: z.enum(['weekday', 'area-moved', 'mood-week']),
  text: z.string(),
  basis: z.string(),
  days: z.number().int(),
});
export type EarlyInsight = z.infer<typeof EarlyInsight>;

export const ProgressReport = PeriodFigures.extend({
  period: z.enum(REPORT_PERIODS),
  offset: z.number().int(),
  today: LocalDate,
  /** The user's first day: the day the account was made, or an earlier record's date. */
  firstDay: LocalDate,
  weeklyProgress: WeeklyProgress,
  strongestArea: AreaPick,
  improvementArea: AreaPick,
  /** Points of the charts: per day in a week or month, per week in a year, per month over all time. */
  overTime: z.array(TimePoint),
  insights: z.array(Insight),
  earlyInsights: z.array(EarlyInsight),
  topTags: z.array(z.object({ tag: z.string(), count: z.number().int() })),
  previous: PreviousFigures.nullable(),
});
export type ProgressReport = z.infer<typeof ProgressReport>;

export const YearInPixels = z.object({
  year: z.number().int(),
  /** The first year with any record, for the year chooser. */
  firstYear: z.number().int(),
  days: z.array(
    z.object({
      date: LocalDate,
      mood: MoodLevel.nullable(),
      retro: z.enum(['completed', 'started']).nullable(),
      journal: z.boolean(),
    }),
  ),
});
export type YearInPixels = z.infer<typeof YearInPixels>;
