import {
  LIFE_AREAS,
  type LifeArea,
  RETRO_COMPLETION_MESSAGE,
  RETRO_QUESTION_REPEAT_GAP_DAYS,
  RETRO_QUESTIONS_PER_DAY,
} from '#contract/constants';
import type {
  Retro,
  RetroProgress,
  RetroToday,
  RetroYesterday,
  SavedAnswer,
  SavedRating,
} from '#contract/retro';
import { retroWindow } from '#domain/late-days';
import { addDays, type LocalDate, localDay } from '#domain/local-day';
import { isAnswered } from '#domain/retro-rules';
import type { Database } from '#server/db/client';
import { AppError } from '#server/lib/app-error';
import { now as clockNow } from '#server/lib/clock';
import { type ActivityLog, afterActivity } from '#server/modules/gamification/activity';
import { calendarDateFor, type DaySettings, todayFor } from '#server/modules/profile/profile.service';
import { chooseRetroQuestions } from '#server/modules/questions/questions.service';
import { createRetroQueries, type RetroRecord } from './retro.queries';
import { missingItems, type Openness, progressOf, toRetroView } from './retro-view';

export type RetroUser = DaySettings & { id: string; createdAt: Date };

const dateError = (message: string) => new AppError('BAD_REQUEST', message, [{ path: 'date', message }]);

export const RETRO_CLOSED_MESSAGE =
  "That retro is closed: a day's retro can be finished until the end of the next day.";

/**
 * Daily retros. A retro belongs to a local day and can be answered, rated and completed on that day
 * and through the whole of the next one (docs/decisions/036-finish-yesterday.md), never for a day
 * before the account's first day. A completed retro's answers and ratings can be corrected on any
 * day; it stays completed.
 */
function emptyProgress(date: LocalDate): RetroProgress {
  return {
    date,
    status: 'not_started',
    answeredCount: 0,
    questionCount: RETRO_QUESTIONS_PER_DAY,
    ratedCount: 0,
    areaCount: LIFE_AREAS.length,
  };
}

export function createRetroService(db: Database, log: ActivityLog) {
  const queries = createRetroQueries(db);

  function windowOf(user: RetroUser, date: LocalDate, now: Date) {
    const firstDay = localDay(user.createdAt, user.timezone, user.dayStartHour);
    return retroWindow(date, { now, timeZone: user.timezone, dayStartHour: user.dayStartHour, firstDay });
  }

  function openness(user: RetroUser, record: Pick<RetroRecord, 'date' | 'completedAt'>, now: Date): Openness {
    const { closesAt } = windowOf(user, record.date, now);
    return { editable: closesAt !== null || record.completedAt !== null, closesAt };
  }

  /** Refuses a change to a day not begun (400) or closed (409 RETRO_CLOSED) unless its retro is completed. */
  function assertOpen(user: RetroUser, date: LocalDate, now: Date, completed = false): void {
    const { access } = windowOf(user, date, now);
    if (access === 'future') {
      throw dateError("That day hasn't started yet: only today's or yesterday's retro can be filled in.");
    }
    if (access === 'closed' && !completed) throw new AppError('RETRO_CLOSED', RETRO_CLOSED_MESSAGE);
  }

  /** The retro of a day, made with that day's questions on first use. */
  async function ensureRetro(userId: string, date: LocalDate): Promise<RetroRecord> {
    const found = await queries.findByDate(userId, date);
    if (found) return found;
    const recentlyAsked = new Set(
      await queries.questionIdsBetween(
        userId,
        addDays(date, -(RETRO_QUESTION_REPEAT_GAP_DAYS - 1)),
        addDays(date, -1),
      ),
    );
    const questionIds = await chooseRetroQuestions(db, {
      userId,
      date,
      recentlyAsked,
      count: RETRO_QUESTIONS_PER_DAY,
    });
    await queries.insertIfMissing(userId, date, questionIds);
    const created = await queries.findByDate(userId, date);
    if (!created) throw new Error('the new retro could not be read back');
    return created;
  }

  async function reread(userId: string, date: LocalDate): Promise<RetroRecord> {
    const record = await queries.findByDate(userId, date);
    if (!record) throw new Error('the retro could not be read back');
    return record;
  }

  return {
    /** Today's retro (made on first request), and how yesterday's stands: finishable until today ends. */
    async today(user: RetroUser, now = clockNow()): Promise<RetroToday> {
      const today = todayFor(user, now);
      const calendarDate = calendarDateFor(user, now);
      const record = await ensureRetro(user.id, today);
      const retro = toRetroView(record, openness(user, record, now));
      const yesterdayDate = addDays(today, -1);
      const yesterday = await queries.findByDate(user.id, yesterdayDate);
      const progress = yesterday ? progressOf(yesterday) : emptyProgress(yesterdayDate);
      const { access, closesAt } = windowOf(user, yesterdayDate, now);
      const finishable = access === 'yesterday' && progress.status !== 'completed';
      return {
        retro,
        calendarDate,
        yesterday: {
          ...progress,
          finishable,
          closesAt: finishable ? (closesAt?.toISOString() ?? null) : null,
        },
      };
    },

    async get(user: RetroUser, date: LocalDate, now = clockNow()): Promise<Retro> {
      const record = await queries.findByDate(user.id, date);
      if (record) return toRetroView(record, openness(user, record, now));
      // Yesterday's retro can be opened late even when it was never opened on its day.
      if (windowOf(user, date, now).access === 'yesterday') {
        const made = await ensureRetro(user.id, date);
        return toRetroView(made, openness(user, made, now));
      }
      throw new AppError('NOT_FOUND', 'There is no retro for that day');
    },

    /** How today's retro stands, without making it. */
    async progress(user: RetroUser, date: LocalDate): Promise<RetroProgress> {
      const record = await queries.findByDate(user.id, date);
      return record ? progressOf(record) : emptyProgress(date);
    },

    /** How yesterday's retro stands and whether it can still be finished (home's offer). */
    async yesterday(user: RetroUser, now = clockNow()): Promise<RetroYesterday> {
      const date = addDays(todayFor(user, now), -1);
      const record = await queries.findByDate(user.id, date);
      const progress = record ? progressOf(record) : emptyProgress(date);
      const { access, closesAt } = windowOf(user, date, now);
      const finishable = access === 'yesterday' && progress.status !== 'completed';
      return { ...progress, finishable, closesAt: finishable ? (closesAt?.toISOString() ?? null) : null };
    },

    hasStartedAny: (userId: string) => queries.hasStartedAny(userId),

    /** Autosave of one answer: idempotent, empty text allowed while the retro is not complete. */
    async saveAnswer(
      user: RetroUser,
      date: LocalDate,
      questionId: number,
      text: string,
      now = clockNow(),
    ): Promise<SavedAnswer> {
      const found = await queries.findSaveTarget(user.id, date);
      assertOpen(user, date, now, found?.completedAt != null);
      const record = found ?? (await ensureRetro(user.id, date));
      if (!record.questionIds.includes(questionId)) {
        throw new AppError('NOT_FOUND', 'That question is not part of this retro');
      }
      if (record.completedAt && !isAnswered(text)) {
        const message = 'A completed retro cannot have an empty answer';
        throw new AppError('VALIDATION_FAILED', message, [{ path: 'text', message }]);
      }
      // One statement: the answer, the retro's change mark and the content the progress is counted from.
      const { answer, content } = await queries.saveAnswer(record.id, questionId, text, isAnswered(text));
      if (!answer) throw new Error('the answer save returned no answer');
      const progress = progressOf({ date, questionIds: record.questionIds, ...content });
      return { questionId, text: answer.text, answeredAt: answer.updatedAt, progress };
    },

    async saveRating(
      user: RetroUser,
      date: LocalDate,
      area: LifeArea,
      rating: number,
      now = clockNow(),
    ): Promise<SavedRating> {
      const found = await queries.findSaveTarget(user.id, date);
      assertOpen(user, date, now, found?.completedAt != null);
      const record = found ?? (await ensureRetro(user.id, date));
      const { content } = await queries.saveRating(record.id, area, rating);
      return { area, rating, progress: progressOf({ date, questionIds: record.questionIds, ...content }) };
    },

    /**
     * Completes the retro when every question has an answer and every area a rating; otherwise a
     * 400 with the specification's message and one error per missing item. Completing a completed
     * retro returns it unchanged. The request that completed it (one, however many arrive at once)
     * brings the streak, badges and referral credits up to date.
     */
    async complete(user: RetroUser, date: LocalDate, now = clockNow()): Promise<Retro> {
      const found = await queries.findByDate(user.id, date);
      assertOpen(user, date, now, found?.completedAt != null);
      const record = found ?? (await ensureRetro(user.id, date));
      if (record.completedAt) return toRetroView(record, openness(user, record, now));
      const missing = missingItems(record);
      if (missing.length > 0) throw new AppError('VALIDATION_FAILED', RETRO_COMPLETION_MESSAGE, missing);
      const completedNow = await queries.markCompleted(record.id, now);
      if (completedNow) await afterActivity(db, user, 'daily-retro', { now, log });
      const completed = await reread(user.id, date);
      return toRetroView(completed, openness(user, completed, now));
    },
  };
}

export type RetroService = ReturnType<typeof createRetroService>;
