import { type BadgeFacts, type BadgeRule, isEarned, parseBadgeRule } from '#domain/badge-rules';
import type { Database } from '#server/db/client';
import { now as clockNow } from '#server/lib/clock';
import { type DaySettings, todayFor } from '#server/modules/profile/profile.service';
import { RETRO_QUESTION_CATEGORY } from '#server/modules/questions/questions.service';
import { type BadgeQueries, createBadgeQueries } from './badges.queries';

export type BadgeUser = DaySettings & { id: string };

// Prepared statements belong to one database: one set of queries per database handle.
const queriesByDb = new WeakMap<Database, BadgeQueries>();
export function badgeQueriesFor(db: Database): BadgeQueries {
  let queries = queriesByDb.get(db);
  if (!queries) {
    queries = createBadgeQueries(db);
    queriesByDb.set(db, queries);
  }
  return queries;
}

export interface BadgeState {
  facts: BadgeFacts;
  awardedIds: Set<string>;
  rules: { id: string; rule: BadgeRule }[];
}

/** What the user has done, which badges they hold and the catalogue's rules, in one query. */
export async function readBadgeState(db: Database, userId: string): Promise<BadgeState> {
  const row = await badgeQueriesFor(db).facts(userId);
  if (!row) throw new Error('badge facts asked for a user that does not exist');
  // A completed retro is a reflection on the daily retro's own category.
  const categoriesTried =
    row.retros > 0 ? [...row.promptCategories, RETRO_QUESTION_CATEGORY] : row.promptCategories;
  return {
    facts: {
      counts: {
        retros: row.retros,
        journal_entries: row.journalEntries,
        moods: row.moods,
        challenges_completed: row.challengesCompleted,
        referrals: row.referrals,
      },
      longestStreaks: row.longestStreaks,
      categoriesTried,
    },
    awardedIds: new Set(row.awardedIds),
    rules: row.rules.map(({ id, rule }) => ({ id, rule: parseBadgeRule(rule) })),
  };
}

/** How an award is written when it is not the usual "just earned, celebrate it". */
export interface AwardOptions {
  /** Written as already told at this time: earned on old days (an import), so no celebration. */
  toldAt?: Date;
  /** A date of the award other than now (for example the one an import's file gives), per badge. */
  awardedOn?: (badgeId: string) => { awardedAt: Date; awardedDate: string } | null;
}

/**
 * Awards every badge the user has earned and does not hold yet, dated with their local day; returns
 * the ids this call awarded. A badge is inserted with ON CONFLICT DO NOTHING, so two activities
 * finishing at once still award it exactly once (and only one of them reports it).
 */
export async function awardEarnedBadges(
  db: Database,
  user: BadgeUser,
  now = clockNow(),
  options: AwardOptions = {},
): Promise<string[]> {
  const { facts, awardedIds, rules } = await readBadgeState(db, user.id);
  const newlyEarned = rules
    .filter(({ id, rule }) => !awardedIds.has(id) && isEarned(rule, facts))
    .map(({ id }) => id);
  const today = todayFor(user, now);
  const awards = newlyEarned.map((badgeId) => ({
    badgeId,
    ...(options.awardedOn?.(badgeId) ?? { awardedAt: now, awardedDate: today }),
    notifiedAt: options.toldAt ?? null,
  }));
  const awarded = new Set(await badgeQueriesFor(db).award(user.id, awards));
  return newlyEarned.filter((id) => awarded.has(id));
}
