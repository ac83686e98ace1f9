import { and, between, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { LifeArea } from '#contract/constants';
import type { Database } from '#server/db/client';
import { retros } from '#server/db/schema';

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

/** What an autosave checks before it writes. */
export type SaveTarget = Pick<RetroRecord, 'id' | 'questionIds' | 'completedAt'>;

/** What a save gives back: the saved answer (none for a rating) and the retro's content after it. */
export interface SavedContent {
  answer: StoredAnswer | null;
  content: {
    answers: { questionId: number; text: string }[];
    ratings: StoredRating[];
    completedAt: Date | null;
  };
}

interface SaveRow {
  saved_question_id: number;
  saved_text: string;
  saved_updated_at: Date | string;
  completed_at: Date | string | null;
  answers: { questionId: number; text: string }[];
  ratings: StoredRating[];
}

const iso = (value: Date | string) => new Date(value).toISOString();

const contentOf = (row: SaveRow) => ({
  answers: row.answers,
  ratings: row.ratings,
  completedAt: row.completed_at === null ? null : new Date(row.completed_at),
});

/**
 * Runs one upsert (`write`, returning question_id, text and updated_at) and the retro's "changed"
 * mark in a single statement (atomic: one commit), and reads back the retro's answers and ratings.
 * The read sees the statement's snapshot, not its own upsert: the other answers (`otherAnswers`)
 * are read, the saved one is returned by the upsert.
 */
async function saveAndReadBack(
  db: Database,
  retroId: string,
  write: SQL,
  started: boolean,
  otherAnswers: SQL,
): Promise<SaveRow> {
  const result = await db.execute(sql`
    with saved as (${write}),
    touched as (
      update retros set updated_at = now()${started ? sql`, started_at = coalesce(started_at, now())` : sql``}
      where id = ${retroId}
      returning completed_at
    )
    select s.question_id as saved_question_id, s.text as saved_text, s.updated_at as saved_updated_at,
      t.completed_at,
      coalesce((select json_agg(json_build_object('questionId', a.question_id, 'text', a.text))
        from retro_answers a where a.retro_id = ${retroId} and ${otherAnswers}), '[]'::json) as answers,
      coalesce((select json_agg(json_build_object('area', r.area, 'rating', r.rating))
        from retro_ratings r where r.retro_id = ${retroId}), '[]'::json) as ratings
    from saved s cross join touched t`);
  const [row] = (result as unknown as { rows: SaveRow[] }).rows;
  if (!row) throw new Error('the save returned no row');
  return row;
}

export function createRetroQueries(db: Database) {
  // The retro page and every autosave read a retro by (user, date): prepared once.
  const findByDate = db
    .select(recordFields)
    .from(retros)
    .where(and(eq(retros.userId, sql.placeholder('userId')), eq(retros.localDate, sql.placeholder('date'))))
    .prepare('retro_find_by_date');

  // An autosave needs only these, not the question texts and the answers the page shows.
  const findSaveTarget = db
    .select({ id: retros.id, questionIds: retros.questionIds, completedAt: retros.completedAt })
    .from(retros)
    .where(and(eq(retros.userId, sql.placeholder('userId')), eq(retros.localDate, sql.placeholder('date'))))
    .prepare('retro_find_save_target');

  return {
    /** The retro of a day as a save needs it (its id, questions and completion), or null. */
    async findSaveTarget(userId: string, date: string): Promise<SaveTarget | null> {
      const [row] = await findSaveTarget.execute({ userId, date });
      return row ?? null;
    },

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

    /**
     * An autosave in one statement, so one commit (one fsync in embedded mode) and one round trip:
     * the answer is upserted, the retro noted as changed (and as started when the answer counts),
     * and what the progress needs is read back as of that statement (the other answers, the ratings,
     * whether it is completed).
     */
    async saveAnswer(
      retroId: string,
      questionId: number,
      text: string,
      started: boolean,
    ): Promise<SavedContent> {
      const row = await saveAndReadBack(
        db,
        retroId,
        sql`insert into retro_answers (retro_id, question_id, text) values (${retroId}, ${questionId}, ${text})
          on conflict (retro_id, question_id) do update set text = excluded.text, updated_at = now()
          returning question_id, text, updated_at`,
        started,
        sql`a.question_id <> ${questionId}`,
      );
      const answer = {
        questionId: row.saved_question_id,
        text: row.saved_text,
        updatedAt: iso(row.saved_updated_at),
      };
      return { answer, content: { ...contentOf(row), answers: [...row.answers, answer] } };
    },

    /** A rating saved in one statement, as saveAnswer saves an answer; a rating always starts the retro. */
    async saveRating(retroId: string, area: LifeArea, rating: number): Promise<SavedContent> {
      const row = await saveAndReadBack(
        db,
        retroId,
        sql`insert into retro_ratings (retro_id, area, rating) values (${retroId}, ${area}, ${rating})
          on conflict (retro_id, area) do update set rating = excluded.rating, updated_at = now()
          returning null::int as question_id, null::text as text, updated_at`,
        true,
        sql`true`,
      );
      // The read-back ratings are the statement's snapshot: this area's new rating replaces its old one.
      const ratings = [...row.ratings.filter((stored) => stored.area !== area), { area, rating }];
      return { answer: null, content: { ...contentOf(row), ratings } };
    },

    /**
     * Marks the retro completed; false when it already was (completion happens once). At `at`, the
     * server's clock that also decided the local day: a referral's credit compares completion times.
     */
    async markCompleted(retroId: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(retros)
        .set({ completedAt: at, updatedAt: sql`now()` })
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
