import { and, asc, between, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { challenges, journalEntries, userChallenges } from '#server/db/schema';

const userChallengeFields = {
  id: userChallenges.id,
  challengeId: userChallenges.challengeId,
  assignedAt: userChallenges.assignedAt,
  startDate: userChallenges.startDate,
  completedAt: userChallenges.completedAt,
  completedDate: userChallenges.completedDate,
  notes: userChallenges.notes,
  checkedDays: userChallenges.checkedDays,
};

const ofUser = (userId: string, challengeId: string) =>
  and(eq(userChallenges.userId, userId), eq(userChallenges.challengeId, challengeId));
const open = isNull(userChallenges.completedAt);

export function createChallengeQueries(db: Database) {
  return {
    catalogue() {
      return db.select().from(challenges).orderBy(asc(challenges.sortOrder), asc(challenges.id));
    },

    async findChallenge(id: string) {
      const [row] = await db.select().from(challenges).where(eq(challenges.id, id));
      return row ?? null;
    },

    /** In progress first (newest taken on first), then completed, newest completed first. */
    ofUser(userId: string) {
      return db
        .select({ ...userChallengeFields, challenge: challenges })
        .from(userChallenges)
        .innerJoin(challenges, eq(challenges.id, userChallenges.challengeId))
        .where(eq(userChallenges.userId, userId))
        .orderBy(
          sql`${userChallenges.completedAt} is not null`,
          desc(userChallenges.completedAt),
          desc(userChallenges.assignedAt),
        );
    },

    /** Fails with a unique violation when the challenge is already in progress for the user. */
    async assign(values: { userId: string; challengeId: string; assignedAt: Date; startDate: string }) {
      const [row] = await db.insert(userChallenges).values(values).returning(userChallengeFields);
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    /** Completes the user's open assignment of the challenge; null when there is none. */
    async complete(
      userId: string,
      challengeId: string,
      completion: { completedAt: Date; completedDate: string; notes: string | null },
    ) {
      const [row] = await db
        .update(userChallenges)
        .set(completion)
        .where(and(ofUser(userId, challengeId), open))
        .returning(userChallengeFields);
      return row ?? null;
    },

    /** The user's open assignment of the challenge, with the challenge; null when there is none. */
    async findOpen(userId: string, challengeId: string) {
      const [row] = await db
        .select({ ...userChallengeFields, challenge: challenges })
        .from(userChallenges)
        .innerJoin(challenges, eq(challenges.id, userChallenges.challengeId))
        .where(and(ofUser(userId, challengeId), open));
      return row ?? null;
    },

    /**
     * Ticks (or unticks) one day of the user's open assignment of the challenge, in one statement so two
     * taps racing each other never lose a day; null when there is no open assignment.
     */
    async setDayChecked(userId: string, challengeId: string, date: string, done: boolean) {
      const day = sql`${date}::date`;
      const checkedDays = done
        ? sql`case when ${day} = any(${userChallenges.checkedDays}) then ${userChallenges.checkedDays}
            else array_append(${userChallenges.checkedDays}, ${day}) end`
        : sql`array_remove(${userChallenges.checkedDays}, ${day})`;
      const [row] = await db
        .update(userChallenges)
        .set({ checkedDays })
        .where(and(ofUser(userId, challengeId), open))
        .returning(userChallengeFields);
      return row ?? null;
    },

    /**
     * The user's days from `from` to `to` with a live journal entry, and whether one of that day's
     * entries replies to a library question: what the journal challenges count.
     */
    journalDays(userId: string, from: string, to: string) {
      return db
        .select({
          localDate: journalEntries.localDate,
          withQuestion: sql<boolean>`bool_or(${journalEntries.promptQuestionId} is not null)`,
        })
        .from(journalEntries)
        .where(
          and(
            eq(journalEntries.userId, userId),
            isNull(journalEntries.deletedAt),
            between(journalEntries.localDate, from, to),
          ),
        )
        .groupBy(journalEntries.localDate);
    },

    /** Has the user ever completed this challenge? (To say why a completion was refused.) */
    async hasCompleted(userId: string, challengeId: string) {
      const [row] = await db
        .select({ id: userChallenges.id })
        .from(userChallenges)
        .where(and(ofUser(userId, challengeId), isNotNull(userChallenges.completedAt)))
        .limit(1);
      return row !== undefined;
    },
  };
}

export type ChallengeQueries = ReturnType<typeof createChallengeQueries>;
