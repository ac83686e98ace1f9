import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { StreakId } from '#contract/constants';
import type { Database } from '#server/db/client';
import { badges, userBadges, users } from '#server/db/schema';

/**
 * Everything awarding needs, read in one statement on the user's row: one sub-select per fact, the
 * badges already awarded and the catalogue's rules. What was imported from another app earns nothing
 * (decision record 043).
 */
const factFields = {
  retros: sql<number>`(select count(*)::int from retros r where r.user_id = users.id and r.completed_at is not null)`,
  journalEntries: sql<number>`(select count(*)::int from journal_entries e where e.user_id = users.id and e.deleted_at is null and e.imported_from is null)`,
  moods: sql<number>`(select count(*)::int from moods m where m.user_id = users.id and m.imported_from is null)`,
  challengesCompleted: sql<number>`(select count(*)::int from user_challenges c where c.user_id = users.id and c.completed_at is not null)`,
  referrals: sql<number>`(select count(*)::int from referrals f where f.referrer_id = users.id and f.credited_at is not null)`,
  longestStreaks: sql<Partial<Record<StreakId, number>>>`coalesce((
    select json_object_agg(s.streak_id, s.longest_length) from streaks s where s.user_id = users.id), '{}'::json)`,
  promptCategories: sql<string[]>`coalesce((
    select json_agg(distinct q.category) from journal_entries e join questions q on q.id = e.prompt_question_id
    where e.user_id = users.id and e.deleted_at is null and e.imported_from is null), '[]'::json)`,
  awardedIds: sql<string[]>`coalesce((
    select json_agg(b.badge_id) from user_badges b where b.user_id = users.id), '[]'::json)`,
  rules: sql<{ id: string; rule: unknown }[]>`coalesce((
    select json_agg(json_build_object('id', c.id, 'rule', c.rule) order by c.sort_order) from badges c), '[]'::json)`,
};

export function createBadgeQueries(db: Database) {
  // Runs after every activity: prepared once.
  const factsOf = db
    .select(factFields)
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('badge_facts_of');

  return {
    async facts(userId: string) {
      const [row] = await factsOf.execute({ userId });
      return row ?? null;
    },

    catalogue() {
      return db.select().from(badges).orderBy(asc(badges.sortOrder), asc(badges.id));
    },

    /** Awards each badge at most once; returns the ids this call awarded. */
    async award(
      userId: string,
      awards: { badgeId: string; awardedAt: Date; awardedDate: string; notifiedAt: Date | null }[],
    ) {
      if (awards.length === 0) return [];
      const rows = await db
        .insert(userBadges)
        .values(awards.map((award) => ({ userId, ...award })))
        .onConflictDoNothing()
        .returning({ badgeId: userBadges.badgeId });
      return rows.map((row) => row.badgeId);
    },

    /** The user's badges, newest first, with their catalogue entry. */
    earned(userId: string) {
      return db
        .select({
          badge: badges,
          awardedAt: userBadges.awardedAt,
          awardedDate: userBadges.awardedDate,
          notifiedAt: userBadges.notifiedAt,
        })
        .from(userBadges)
        .innerJoin(badges, eq(badges.id, userBadges.badgeId))
        .where(eq(userBadges.userId, userId))
        .orderBy(desc(userBadges.awardedAt), asc(badges.sortOrder));
    },

    /** Marks only this user's rows; ids of badges they do not have simply match nothing. */
    async markNotified(userId: string, badgeIds: string[], at: Date) {
      await db
        .update(userBadges)
        .set({ notifiedAt: at })
        .where(
          and(
            eq(userBadges.userId, userId),
            inArray(userBadges.badgeId, badgeIds),
            isNull(userBadges.notifiedAt),
          ),
        );
    },
  };
}

export type BadgeQueries = ReturnType<typeof createBadgeQueries>;
