import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { StreakId } from '#contract/constants';
import { REFERRAL_FREEZES_MAX } from '#contract/constants';
import type { LocalDate } from '#domain/local-day';
import type { StoredStreak } from '#domain/streaks';
import type { Database } from '#server/db/client';
import { journalEntries, moods, referrals, retros, streaks } from '#server/db/schema';
import { createBatchedReader } from '#server/lib/batch';

/** The database, or a transaction on it. */
type Executor = Pick<Database, 'select' | 'selectDistinct' | 'insert' | 'execute'>;

/** Advisory lock class of streak recomputes (the second key is the user and streak). */
const STREAK_LOCK_CLASS = 727_010;

/**
 * The local dates on which each activity happened, oldest first, each once. Every one is a single
 * scan of an index that starts with user_id: retros (user_id, local_date), the journal's partial
 * index of live entries, moods (user_id, local_date). A journal entry or mood counts for its day only
 * when it was dated or logged by the end of the next day (src/domain/late-days.ts, countsForStreak);
 * a retro can only be completed by then.
 */
const activityDates: Record<StreakId, (db: Executor, userId: string) => Promise<{ date: LocalDate }[]>> = {
  'daily-retro': (db, userId) =>
    db
      .select({ date: retros.localDate })
      .from(retros)
      .where(and(eq(retros.userId, userId), isNotNull(retros.completedAt)))
      .orderBy(asc(retros.localDate)),
  journal: (db, userId) =>
    db
      .selectDistinct({ date: journalEntries.localDate })
      .from(journalEntries)
      .where(
        and(
          eq(journalEntries.userId, userId),
          isNull(journalEntries.deletedAt),
          sql`(${journalEntries.datedOn} is null or ${journalEntries.datedOn} <= ${journalEntries.localDate} + 1)`,
          // Imported from another app: counts for reports, never for streaks (decision record 043).
          isNull(journalEntries.importedFrom),
        ),
      )
      .orderBy(asc(journalEntries.localDate)),
  mood: (db, userId) =>
    db
      .select({ date: moods.localDate })
      .from(moods)
      .where(
        and(
          eq(moods.userId, userId),
          sql`(${moods.recordedOn} is null or ${moods.recordedOn} <= ${moods.localDate} + 1)`,
          isNull(moods.importedFrom),
        ),
      )
      .orderBy(asc(moods.localDate)),
};

/** One freeze per credited referral, the first REFERRAL_FREEZES_MAX only, dated with the credit. */
const referralFreezeDates = (db: Executor, userId: string) =>
  db
    .select({ date: sql<LocalDate>`${referrals.creditedDate}` })
    .from(referrals)
    .where(and(eq(referrals.referrerId, userId), isNotNull(referrals.creditedAt)))
    .orderBy(asc(referrals.creditedAt))
    .limit(REFERRAL_FREEZES_MAX);

const storedFields = {
  streakId: streaks.streakId,
  current: streaks.currentLength,
  longest: streaks.longestLength,
  lastActiveDate: streaks.lastActiveDate,
  runStartDate: streaks.runStartDate,
  freezesAvailable: streaks.freezesAvailable,
  frozenDates: streaks.frozenDates,
  freezeToldThrough: streaks.freezeToldThrough,
};

/** A stored streak and the last frozen day its user has been told about. */
export type StoredStreakRow = StoredStreak & { streakId: StreakId; freezeToldThrough: LocalDate | null };

function sameStreak(a: StoredStreak, b: StoredStreak): boolean {
  return (
    a.current === b.current &&
    a.longest === b.longest &&
    a.lastActiveDate === b.lastActiveDate &&
    a.runStartDate === b.runStartDate &&
    a.freezesAvailable === b.freezesAvailable &&
    a.frozenDates.length === b.frozenDates.length &&
    a.frozenDates.every((date, i) => date === b.frozenDates[i])
  );
}

export function createStreakQueries(db: Database) {
  const storedOfUsers = db
    .select({ userId: streaks.userId, ...storedFields })
    .from(streaks)
    .where(sql`${streaks.userId} = any(${sql.placeholder('userIds')}::uuid[])`)
    .prepare('streaks_of_users');
  // GET /api/streaks is among the most frequent signed-in reads: the requests that arrive together
  // read their users' streaks with one statement (lib/batch.ts).
  const storedOf = createBatchedReader<string, readonly StoredStreakRow[]>(async (userIds) => {
    const byUser = new Map<string, StoredStreakRow[]>();
    for (const { userId, ...row } of await storedOfUsers.execute({ userIds })) {
      const rows = byUser.get(userId);
      if (rows) rows.push(row);
      else byUser.set(userId, [row]);
    }
    return byUser;
  }, []);

  return {
    /**
     * Every stored streak of the user (primary-key range reads, shared with the requests that came
     * at the same time; the rows may be shared too, so they are not to be changed).
     */
    storedOf(userId: string): Promise<readonly StoredStreakRow[]> {
      return storedOf(userId);
    },

    /**
     * Reads the records and stores what `compute` makes of them, one recompute per user and streak
     * at a time: a recompute that started before another activity's write committed can then never
     * store its older answer after the newer one.
     */
    recompute(
      userId: string,
      streakId: StreakId,
      compute: (dates: LocalDate[], grantedFreezes: LocalDate[]) => StoredStreak,
    ): Promise<StoredStreak & { freezeToldThrough: LocalDate | null }> {
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(${STREAK_LOCK_CLASS}, hashtext(${`${userId}:${streakId}`}))`,
        );
        const rows = await activityDates[streakId](tx, userId);
        const granted = streakId === 'daily-retro' ? await referralFreezeDates(tx, userId) : [];
        const stored = compute(
          rows.map((row) => row.date),
          granted.map((row) => row.date),
        );
        // Most activities do not change the streak (a second entry the same day, a mood changed): then
        // nothing is written, and the transaction, having written nothing, commits without a flush.
        const [current] = await tx
          .select({ ...storedFields, computedFor: streaks.computedFor })
          .from(streaks)
          .where(and(eq(streaks.userId, userId), eq(streaks.streakId, streakId)));
        const freezeToldThrough = current?.freezeToldThrough ?? null;
        if (current && current.computedFor === stored.lastActiveDate && sameStreak(current, stored))
          return { ...stored, freezeToldThrough };
        const values = {
          currentLength: stored.current,
          longestLength: stored.longest,
          lastActiveDate: stored.lastActiveDate,
          runStartDate: stored.runStartDate,
          freezesAvailable: stored.freezesAvailable,
          frozenDates: stored.frozenDates,
          // The stored form is the streak as of its last active day (src/domain/streaks.ts).
          computedFor: stored.lastActiveDate,
          updatedAt: sql`now()`,
        };
        await tx
          .insert(streaks)
          .values({ userId, streakId, ...values })
          .onConflictDoUpdate({ target: [streaks.userId, streaks.streakId], set: values });
        return { ...stored, freezeToldThrough };
      });
    },
  };
}

/** Records that the user has been told of the freezes up to `date`; false when there is no such streak. */
export async function markFreezeTold(
  db: Database,
  userId: string,
  streakId: StreakId,
  date: LocalDate,
): Promise<boolean> {
  const rows = await db
    .update(streaks)
    .set({ freezeToldThrough: sql`greatest(${streaks.freezeToldThrough}, ${date}::date)` })
    .where(and(eq(streaks.userId, userId), eq(streaks.streakId, streakId)))
    .returning({ streakId: streaks.streakId });
  return rows.length > 0;
}

export type StreakQueries = ReturnType<typeof createStreakQueries>;
