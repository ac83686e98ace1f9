import type { StreakId } from '../../../contract/constants';
import type { Database } from '../../db/client';
import { now as clockNow } from '../../lib/clock';
import { awardEarnedBadges } from '../badges/badge-awards';
import { recomputeStreak, type StreakUser } from '../streaks/streaks.service';

/**
 * Runs after a write that can change what the user has done (a retro completed, a journal entry
 * written, moved, deleted or restored, a mood logged): the matching streak is recomputed from the
 * records, then whatever was earned by it is awarded. Both are idempotent, so extra calls are safe.
 */
export async function afterActivity(
  db: Database,
  user: StreakUser,
  streakId: StreakId | null,
  now = clockNow(),
): Promise<void> {
  if (streakId) await recomputeStreak(db, user, streakId, now);
  await awardEarnedBadges(db, user, now);
}
