import { type LogMoodBody, type Mood, type MoodList, moodLevelOf, moodScore } from '#contract/moods';
import { moodDayProblem } from '#domain/late-days';
import { type LocalDate, localDay } from '#domain/local-day';
import type { Database } from '#server/db/client';
import { AppError } from '#server/lib/app-error';
import { now as clockNow } from '#server/lib/clock';
import { type ActivityLog, afterActivity } from '#server/modules/gamification/activity';
import { type DaySettings, todayFor } from '#server/modules/profile/profile.service';
import { createMoodQueries, type MoodRange, type MoodRecord } from './moods.queries';

export type MoodUser = DaySettings & { id: string; createdAt: Date };

/** The parsed body: the note is trimmed, blank is null, absent is undefined. */
interface MoodInput {
  mood: LogMoodBody['mood'];
  date?: LocalDate;
  note?: string | null;
}

function toMood(record: MoodRecord): Mood {
  return {
    id: record.id,
    date: record.date,
    mood: moodLevelOf(record.score),
    score: record.score,
    note: record.note,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}

/**
 * One mood per user and local day (DESIGN.md section 4), logged or changed for any of the last
 * MOOD_DAYS_BACK days (src/domain/late-days.ts). Logging one updates the mood streak and badges
 * (afterActivity); `log` hears when that follow-up fails. A mood first logged more than a day late
 * never counts for the streak.
 */
export function createMoodService(db: Database, log: ActivityLog) {
  const queries = createMoodQueries(db);

  return {
    /** Logs a day's mood (today's by default) or changes it; `created` tells which. */
    async log(user: MoodUser, input: MoodInput, now = clockNow()): Promise<{ mood: Mood; created: boolean }> {
      const today = todayFor(user, now);
      const date = input.date ?? today;
      const firstDay = localDay(user.createdAt, user.timezone, user.dayStartHour);
      const problem = moodDayProblem(date, today, firstDay);
      if (problem) throw new AppError('VALIDATION_FAILED', problem, [{ path: 'date', message: problem }]);
      const { created, ...record } = await queries.upsert(
        user.id,
        date,
        today,
        moodScore(input.mood),
        input.note,
      );
      await afterActivity(db, user, 'mood', { now, log });
      return { mood: toMood(record), created };
    },

    async today(user: MoodUser, now = clockNow()): Promise<Mood> {
      const mood = await this.onDay(user.id, todayFor(user, now));
      if (!mood) throw new AppError('NOT_FOUND', 'No mood logged today');
      return mood;
    },

    /** The mood of one local day, or null when none was logged. */
    async onDay(userId: string, date: string): Promise<Mood | null> {
      const record = await queries.findByDate(userId, date);
      return record ? toMood(record) : null;
    },

    async list(userId: string, range: MoodRange): Promise<MoodList> {
      return (await queries.list(userId, range)).map(toMood);
    },
  };
}
