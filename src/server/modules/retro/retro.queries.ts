import { and, between, eq, isNull, sql } from 'drizzle-orm';
import type { LifeArea } from '../../../contract/constants';
import type { Database } from '../../db/client';
import { retroAnswers, retroRatings, retros } from '../../db/schema';

export interface StoredAnswer {
  questionId: number;
  text: string;
  updatedAt: string;
}

export interface StoredRating {
  area: LifeArea;
  rating: number;
}

/** A retro with everything it holds, read in one statement. */
export interface RetroRecord {
  id: string;
  date: string;
  questionIds: number[];
  questionTexts: { id: number; text: string }[];
  answers: StoredAnswer[];
  ratings: StoredRating[];
  startedAt: Date | null;
  completedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** A retro's own columns, as every read of retros selects them. */
export const retroColumns = {
  id: retros.id,
  date: retros.localDate,
  questionIds: retros.questionIds,
  startedAt: retros.startedAt,
  completedAt: retros.completedAt,
  createdAt: retros.createdAt,
  updatedAt: retros.updatedAt,
};

/** A retro's ratings as a JSON list, read in the same statement as the retro. */
export const ratingsOfRetro = sql<StoredRating[]>`coalesce((
    select json_agg(json_build_object('area', r.area, 'rating', r.rating))
    from retro_ratings r where r.retro_id = retros.id), '[]'::json)`;

const recordFields = {
  ...retroColumns,
  // Written with explicit aliases: inside a single-table select drizzle leaves columns unqualified.
  questionTexts: sql<{ id: number; text: string }[]>`coalesce((
    select json_agg(json_build_object('id', q.id, 'text', q.text))
    from questions q where q.id = any(retros.question_ids)), '[]'::json)`,
  answers: sql<StoredAnswer[]>`coalesce((
    select json_agg(json_build_object('questionId', a.question_id, 'text', a.text, 'updatedAt', a.updated_at))
    from retro_answers a where a.retro_id = retros.id), '[]'::json)`,
  ratings: ratingsOfRetro,
};

export function createRetroQueries(db: Database) {
  // The retro page and every autosave read a retro by (user, date): prepared once.
  const findByDate = db
    .select(recordFields)
    .from(retros)
    .where(and(eq(retros.userId, sql.placeholder('userId')), eq(retros.localDate, sql.placeholder('date'))))
    .prepare('retro_find_by_date');

  return {
    async findByDate(userId: string, date: string): Promise<RetroRecord | null> {
      const [row] = await findByDate.execute({ userId, date });
      return row ?? null;
    },

    /** Creates the day's retro unless it exists (two first requests at once make one retro). */
    async insertIfMissing(userId: string, date: string, questionIds: number[]): Promise<void> {
      await db.insert(retros).values({ userId, localDate: date, questionIds }).onConflictDoNothing();
    },

    /** Question ids of the user's retros between two dates, inclusive. */
    async questionIdsBetween(userId: string, from: string, to: string): Promise<number[]> {
      const rows = await db
        .select({ questionIds: retros.questionIds })
        .from(retros)
        .where(and(eq(retros.userId, userId), between(retros.localDate, from, to)));
      return rows.flatMap((row) => row.questionIds);
    },

    async upsertAnswer(retroId: string, questionId: number, text: string): Promise<StoredAnswer> {
      const [row] = await db
        .insert(retroAnswers)
        .values({ retroId, questionId, text })
        .onConflictDoUpdate({
          target: [retroAnswers.retroId, retroAnswers.questionId],
          set: { text, updatedAt: sql`now()` },
        })
        .returning({
          questionId: retroAnswers.questionId,
          text: retroAnswers.text,
          updatedAt: retroAnswers.updatedAt,
        });
      if (!row) throw new Error('answer upsert returned no row');
      return { ...row, updatedAt: row.updatedAt.toISOString() };
    },

    async upsertRating(retroId: string, area: LifeArea, rating: number): Promise<void> {
      await db
        .insert(retroRatings)
        .values({ retroId, area, rating })
        .onConflictDoUpdate({
          target: [retroRatings.retroId, retroRatings.area],
          set: { rating, updatedAt: sql`now()` },
        });
    },

    /** Notes a change; the first meaningful one also marks the retro as started. */
    async touch(retroId: string, started: boolean): Promise<void> {
      await db
        .update(retros)
        .set({
          updatedAt: sql`now()`,
          ...(started ? { startedAt: sql`coalesce(${retros.startedAt}, now())` } : {}),
        })
        .where(eq(retros.id, retroId));
    },

    /** Marks the retro completed; false when it already was (completion happens once). */
    async markCompleted(retroId: string): Promise<boolean> {
      const rows = await db
        .update(retros)
        .set({ completedAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(retros.id, retroId), isNull(retros.completedAt)))
        .returning({ id: retros.id });
      return rows.length > 0;
    },

    async hasStartedAny(userId: string): Promise<boolean> {
      const rows = await db
        .select({ id: retros.id })
        .from(retros)
        .where(and(eq(retros.userId, userId), sql`${retros.startedAt} is not null`))
        .limit(1);
      return rows.length > 0;
    },
  };
}

export type RetroQueries = ReturnType<typeof createRetroQueries>;
