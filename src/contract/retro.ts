import { z } from 'zod';
import {
  AREA_RATING_MAX,
  AREA_RATING_MIN,
  LIFE_AREAS,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
  RETRO_ANSWER_MAX_LENGTH,
} from './constants';
import { LocalDate } from './local-day';
import { MoodLevel } from './moods';
import { defaultedQuery, optionalQuery } from './query';
import { QuestionParams } from './questions';
import { text } from './text';

export const LifeArea = z.enum(LIFE_AREAS, { message: `Choose one of: ${LIFE_AREAS.join(', ')}` });

/** not_started: nothing written or rated yet; in_progress: something saved; completed: finished. */
export const RetroStatus = z.enum(['not_started', 'in_progress', 'completed']);
export type RetroStatus = z.infer<typeof RetroStatus>;

export const RetroQuestion = z.object({
  id: z.number().int(),
  text: z.string(),
  /** The saved answer; '' when nothing has been written. */
  answer: z.string(),
  answeredAt: z.string().nullable(),
});

export const AreaRating = z.object({
  area: LifeArea,
  rating: z.number().int().min(AREA_RATING_MIN).max(AREA_RATING_MAX).nullable(),
});
export type AreaRating = z.infer<typeof AreaRating>;

/** How far a retro has got: the numbers the home page and the retro page show. */
export const RetroProgress = z.object({
  date: LocalDate,
  status: RetroStatus,
  /** Questions whose answer has non-blank text. */
  answeredCount: z.number().int(),
  questionCount: z.number().int(),
  ratedCount: z.number().int(),
  areaCount: z.number().int(),
});
export type RetroProgress = z.infer<typeof RetroProgress>;

export const Retro = RetroProgress.extend({
  id: z.string(),
  /** In the order they are asked. */
  questions: z.array(RetroQuestion),
  /** One per life area, in LIFE_AREAS order; rating null until rated. */
  ratings: z.array(AreaRating),
  completedAt: z.string().nullable(),
  /**
   * True when answers and ratings can change: on the retro's day and the next (finishing yesterday),
   * and any day once it is completed (corrections; it stays completed).
   */
  editable: z.boolean(),
  /** While the retro can still be completed: the start of the day after the next. Null once closed. */
  closesAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Retro = z.infer<typeof Retro>;

/** Yesterday's retro as home and the retro page offer it: what is left, and until when. */
export const RetroYesterday = RetroProgress.extend({
  /** True while yesterday's retro can still be completed: not completed, and today has not ended. */
  finishable: z.boolean(),
  /** When a finishable retro closes (the start of tomorrow); null when not finishable. */
  closesAt: z.string().nullable(),
});
export type RetroYesterday = z.infer<typeof RetroYesterday>;

/**
 * GET /api/retro/today. `retro` is the one for the user's local day (made on first request);
 * `yesterday` is the previous local day's, which can be finished until today ends
 * (docs/decisions/036-finish-yesterday.md).
 */
export const RetroToday = z.object({
  retro: Retro,
  /** The date on the user's clock (midnight-based), which differs from retro.date before day start. */
  calendarDate: LocalDate,
  yesterday: RetroYesterday,
});
export type RetroToday = z.infer<typeof RetroToday>;

export const RetroDateParams = z.object({ date: LocalDate });

export const RetroAnswerParams = z.object({
  date: LocalDate,
  questionId: QuestionParams.shape.id,
});

export const RetroRatingParams = z.object({ date: LocalDate, area: LifeArea });

/** PUT /api/retro/:date/answers/:questionId. Empty text is allowed while drafting. */
export const SaveAnswerBody = z.object({
  text: text({
    max: RETRO_ANSWER_MAX_LENGTH,
    tooLong: `An answer can be at most ${RETRO_ANSWER_MAX_LENGTH.toLocaleString('en-US')} characters`,
    notText: 'Send the answer as text',
  }),
});
export type SaveAnswerBody = z.infer<typeof SaveAnswerBody>;

export const SavedAnswer = z.object({
  questionId: z.number().int(),
  text: z.string(),
  answeredAt: z.string(),
  progress: RetroProgress,
});
export type SavedAnswer = z.infer<typeof SavedAnswer>;

/** PUT /api/retro/:date/ratings/:area */
export const SaveRatingBody = z.object({
  rating: z
    .number({ message: `Choose a rating from ${AREA_RATING_MIN} to ${AREA_RATING_MAX}` })
    .int(`Choose a rating from ${AREA_RATING_MIN} to ${AREA_RATING_MAX}`)
    .min(AREA_RATING_MIN, `Choose a rating from ${AREA_RATING_MIN} to ${AREA_RATING_MAX}`)
    .max(AREA_RATING_MAX, `Choose a rating from ${AREA_RATING_MIN} to ${AREA_RATING_MAX}`),
});
export type SaveRatingBody = z.infer<typeof SaveRatingBody>;

export const SavedRating = z.object({
  area: LifeArea,
  rating: z.number().int(),
  progress: RetroProgress,
});
export type SavedRating = z.infer<typeof SavedRating>;

/** GET /api/retro/history: newest first; pass `nextBefore` back as `before` for the next page. */
export const RetroHistoryQuery = z.object({
  before: optionalQuery(LocalDate),
  from: optionalQuery(LocalDate),
  to: optionalQuery(LocalDate),
  limit: defaultedQuery(
    z.coerce
      .number({ message: `Choose a limit from 1 to ${PAGE_SIZE_MAX}` })
      .int(`Choose a limit from 1 to ${PAGE_SIZE_MAX}`)
      .min(1, `Choose a limit from 1 to ${PAGE_SIZE_MAX}`)
      .max(PAGE_SIZE_MAX, `Choose a limit from 1 to ${PAGE_SIZE_MAX}`)
      .default(PAGE_SIZE_DEFAULT),
  ),
});
export type RetroHistoryQuery = z.infer<typeof RetroHistoryQuery>;

export const RetroHistoryItem = RetroProgress.extend({
  id: z.string(),
  completedAt: z.string().nullable(),
  ratings: z.array(AreaRating),
  /** The mood logged on the retro's day; null when none was. */
  mood: MoodLevel.nullable(),
  /** The first line of each written answer (at most 160 characters), in question order. */
  answers: z.array(z.object({ questionId: z.number().int(), question: z.string(), firstLine: z.string() })),
});
export type RetroHistoryItem = z.infer<typeof RetroHistoryItem>;

export const RetroHistoryPage = z.object({
  items: z.array(RetroHistoryItem),
  /** The `before` value of the next (older) page; null on the last page. */
  nextBefore: LocalDate.nullable(),
});
export type RetroHistoryPage = z.infer<typeof RetroHistoryPage>;
