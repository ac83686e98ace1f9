import {
  LIFE_AREAS,
  type LifeArea,
  RETRO_COMPLETION_MESSAGE,
  RETRO_QUESTION_REPEAT_GAP_DAYS,
  RETRO_QUESTIONS_PER_DAY,
} from '#contract/constants';
import type { Retro, RetroProgress, RetroToday, SavedAnswer, SavedRating } from '#contract/retro';
import { addDays, type LocalDate, startOfLocalDay } from '#domain/local-day';
import { isAnswered } from '#domain/retro-rules';
import type { Database } from '#server/db/client';
import { AppError } from '#server/lib/app-error';
import { now as clockNow } from '#server/lib/clock';
import { type ActivityLog, afterActivity } from '#server/modules/gamification/activity';
import { calendarDateFor, type DaySettings, todayFor } from '#server/modules/profile/profile.service';
import { chooseRetroQuestions } from '#server/modules/questions/questions.service';
import { createRetroQueries, type RetroRecord } from './retro.queries';
import { missingItems, type Openness, progressOf, toRetroView } from './retro-view';

export type RetroUser = DaySettings & { id: string };

const dateError = (message: string) => new AppError('BAD_REQUEST', message, [{ path: 'date', message }]);

/**
 * Daily retros. A retro belongs to a local day and can be changed only while that day is the
 * user's current local day (see docs/decisions/004-local-day-and-daily-retro.md): with a day start
 * of 4, yesterday's date stays open until 04:00, and then it is closed.
 */
export function createRetroService(db: Database, log: ActivityLog) {
  const queries = createRetroQueries(db);

  function openness(user: RetroUser, date: LocalDate, now: Date): Openness {
    const today = todayFor(user, now);
    if (date !== today) return { editable: false, closesAt: null };
    return { editable: true, closesAt: startOfLocalDay(addDays(today, 1), user.timezone, user.dayStartHour) };
  }

  function assertOpen(user: RetroUser, date: LocalDate, now: Date): void {
    const today = todayFor(user, now);
    if (date > today) throw dateError("That day hasn't started yet: only today's retro can be filled in.");
    if (date < today) {
      throw dateError('That retro is closed: a retro can only be changed until your next day starts.');
    }
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
    /** Today's retro (made on first request), and how yesterday's date stands. */
    async today(user: RetroUser, now = clockNow()): Promise<RetroToday> {
      const today = todayFor(user, now);
      const calendarDate = calendarDateFor(user, now);
      const record = await ensureRetro(user.id, today);
      const retro = toRetroView(record, openness(user, today, now));
      const yesterdayDate = addDays(calendarDate, -1);
      if (yesterdayDate === today) {
        // Before the day-start hour: the clock shows a new date, but yesterday's retro is still open.
        return { retro, calendarDate, yesterday: { date: today, status: retro.status, finishable: true } };
      }
      const yesterday = await queries.findByDate(user.id, yesterdayDate);
      return {
        retro,
        calendarDate,
        yesterday: {
          date: yesterdayDate,
          status: yesterday ? progressOf(yesterday).status : 'not_started',
          finishable: false,
        },
      };
    },

    async get(user: RetroUser, date: LocalDate, now = clockNow()): Promise<Retro> {
      const record = await queries.findByDate(user.id, date);
      if (!record) throw new AppError('NOT_FOUND', 'There is no retro for that day');
      return toRetroView(record, openness(user, date, now));
    },

    /** How today's retro stands, without making it. */
    async progress(user: RetroUser, date: LocalDate): Promise<RetroProgress> {
      const record = await queries.findByDate(user.id, date);
      if (record) return progressOf(record);
      return {
        date,
        status: 'not_started',
        answeredCount: 0,
        questionCount: RETRO_QUESTIONS_PER_DAY,
        ratedCount: 0,
        areaCount: LIFE_AREAS.length,
      };
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
      assertOpen(user, date, now);
      const record = (await queries.findSaveTarget(user.id, date)) ?? (await ensureRetro(user.id, date));
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
      assertOpen(user, date, now);
      const record = (await queries.findSaveTarget(user.id, date)) ?? (await ensureRetro(user.id, date));
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
      assertOpen(user, date, now);
      const record = await ensureRetro(user.id, date);
      if (record.completedAt) return toRetroView(record, openness(user, date, now));
      const missing = missingItems(record);
      if (missing.length > 0) throw new AppError('VALIDATION_FAILED', RETRO_COMPLETION_MESSAGE, missing);
      const completedNow = await queries.markCompleted(record.id, now);
      if (completedNow) await afterActivity(db, user, 'daily-retro', { now, log });
      return toRetroView(await reread(user.id, date), openness(user, date, now));
    },
  };
}

export type RetroService = ReturnType<typeof createRetroService>;
