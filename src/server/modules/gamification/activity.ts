import type { FastifyBaseLogger } from 'fastify';
import type { StreakId } from '#contract/constants';
import type { Database } from '#server/db/client';
import { now as clockNow } from '#server/lib/clock';
import { awardEarnedBadges } from '#server/modules/badges/badge-awards';
import { creditReferrals } from '#server/modules/referral/referral-credit';
import { recomputeStreak, type StreakUser } from '#server/modules/streaks/streaks.service';

/** Where a failed follow-up is reported: the app's logger, whose serializers keep users' words out. */
export type ActivityLog = Pick<FastifyBaseLogger, 'error'>;

export interface ActivityOptions {
  now?: Date;
  log: ActivityLog;
}

/**
 * Runs after a write that can change what the user has done (a retro completed, a journal entry
 * written, moved, deleted or restored, a mood logged): the matching streak is recomputed from the
 * records, then whatever was earned by it is awarded. Both are idempotent, so extra calls are safe.
 * The service that made the write calls it (retro, journal and moods alike), never a route.
 *
 * It never fails the request: the write itself is already saved, and streaks and badges are derived
 * data that the next activity or POST /api/streaks/:id recomputes. Failing here would turn a saved
 * journal entry into an error, and the client's retry into a second entry.
 */
export async function afterActivity(
  db: Database,
  user: StreakUser,
  streakId: StreakId | null,
  { now = clockNow(), log }: ActivityOptions,
): Promise<void> {
  try {
    if (streakId) await recomputeStreak(db, user, streakId, now);
    await awardEarnedBadges(db, user, now);
    // A completed retro can credit a referral (the user's own, or one waiting for the user's day to
    // have room, referral-credit.ts): the freeze and badge of whoever was credited follow.
    if (streakId === 'daily-retro') {
      for (const credited of await creditReferrals(db, user, now)) {
        await recomputeStreak(db, credited, 'daily-retro', now);
        await awardEarnedBadges(db, credited, now);
      }
    }
  } catch (error) {
    log.error({ err: error, streakId }, 'streak and badge update after an activity failed');
  }
}
