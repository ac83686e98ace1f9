import { and, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { LocalDate } from '#domain/local-day';
import type { Database } from '#server/db/client';
import { moods } from '#server/db/schema';

const rowFields = {
  id: moods.id,
  date: moods.localDate,
  score: moods.score,
  note: moods.note,
  createdAt: moods.createdAt,
  updatedAt: moods.updatedAt,
};

export interface MoodRecord {
  id: string;
  date: LocalDate;
  score: number;
  note: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface MoodRange {
  from?: LocalDate;
  to?: LocalDate;
  limit: number;
}

/** Moods of one user: every read and write is a lookup or a scan of (user_id, local_date). */
export function createMoodQueries(db: Database) {
  const findByDate = db
    .select(rowFields)
    .from(moods)
    .where(and(eq(moods.userId, sql.placeholder('userId')), eq(moods.localDate, sql.placeholder('date'))))
    .prepare('mood_find_by_date');

  return {
    async findByDate(userId: string, date: LocalDate): Promise<MoodRecord | null> {
      const [row] = await findByDate.execute({ userId, date });
      return row ?? null;
    },

    /**
     * Logs the day's mood, or changes the one logged (one statement, so two requests at once still
     * make one row). A note left out keeps the day's note; a change keeps the day it was first logged on. `created` is true for a new row: an
     * updated row has a non-zero xmax.
     */
    async upsert(
      userId: string,
      date: LocalDate,
      recordedOn: LocalDate,
      score: number,
      note: string | null | undefined,
    ): Promise<MoodRecord & { created: boolean }> {
      const [row] = await db
        .insert(moods)
        .values({ userId, localDate: date, recordedOn, score, note: note ?? null })
        .onConflictDoUpdate({
          target: [moods.userId, moods.localDate],
          // A mood set here is the person's own, also on a day an import from another app filled:
          // from now on it counts for the streak (decision record 043).
          set: { score, ...(note === undefined ? {} : { note }), importedFrom: null, updatedAt: sql`now()` },
        })
        .returning({ ...rowFields, created: sql<boolean>`(xmax = 0)` });
      if (!row) throw new Error('mood upsert returned no row');
      return row;
    },

    /** Newest first, within the range (inclusive). */
    async list(userId: string, range: MoodRange): Promise<MoodRecord[]> {
      const conditions: SQL[] = [eq(moods.userId, userId)];
      if (range.from) conditions.push(gte(moods.localDate, range.from));
      if (range.to) conditions.push(lte(moods.localDate, range.to));
      return db
        .select(rowFields)
        .from(moods)
        .where(and(...conditions))
        .orderBy(desc(moods.localDate))
        .limit(range.limit);
    },
  };
}
