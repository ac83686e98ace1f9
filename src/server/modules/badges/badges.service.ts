import type { Badge, BadgeList, UserBadge, UserBadgeList } from '#contract/badges';
import { howToEarn, parseBadgeRule, progressOf } from '#domain/badge-rules';
import type { Database } from '#server/db/client';
import type { BadgeRow } from '#server/db/schema';
import { now as clockNow } from '#server/lib/clock';
import { type DaySettings, todayFor } from '#server/modules/profile/profile.service';
import { badgeQueriesFor, readBadgeState } from './badge-awards';

type BadgeCard = Omit<Badge, 'progress' | 'earned'>;

function toCard(row: BadgeRow): BadgeCard {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    icon: row.icon,
    howToEarn: howToEarn(parseBadgeRule(row.rule)),
  };
}

/**
 * The catalogue with the user's progress. Earned means awarded: a badge stays earned (and full)
 * even when the facts behind it later shrink, e.g. after journal entries are deleted.
 */
export async function listBadges(db: Database, userId: string): Promise<BadgeList> {
  const [catalogue, state] = await Promise.all([badgeQueriesFor(db).catalogue(), readBadgeState(db, userId)]);
  return catalogue.map((row): Badge => {
    const progress = progressOf(parseBadgeRule(row.rule), state.facts);
    const earned = state.awardedIds.has(row.id);
    return {
      ...toCard(row),
      progress: earned ? { current: progress.target, target: progress.target } : progress,
      earned,
    };
  });
}

/** The badges the user earned, newest first, each saying whether it was earned on the user's today. */
export async function listUserBadges(
  db: Database,
  user: DaySettings & { id: string },
): Promise<UserBadgeList> {
  const rows = await badgeQueriesFor(db).earned(user.id);
  const today = todayFor(user);
  return rows.map(
    (row): UserBadge => ({
      badgeId: row.badge.id,
      badge: toCard(row.badge),
      awardedAt: row.awardedAt.toISOString(),
      awardedDate: row.awardedDate,
      notified: row.notifiedAt !== null,
      earnedToday: row.awardedDate === today,
    }),
  );
}

/** The user has been told about these badges; ids they do not hold are ignored. */
export async function markBadgesNotified(db: Database, userId: string, badgeIds: string[]): Promise<void> {
  await badgeQueriesFor(db).markNotified(userId, badgeIds, clockNow());
}
