import { STREAK_IDS } from '#contract/constants';
import type { AccountImport } from '#contract/export';
import type { Database } from '#server/db/client';
import { now as clockNow } from '#server/lib/clock';
import { awardEarnedBadges } from '#server/modules/badges/badge-awards';
import { recomputeStreak, type StreakUser } from '#server/modules/streaks/streaks.service';
import type { Tally } from './import-records';
import { loopBusy } from './import-run';

/**
 * Streaks, their freezes, and badges are never read from the file: once the records are in, every
 * streak is recomputed from the account's records (freezes are earned by runs, so an import gives
 * exactly the freezes its records' runs earn, as if the days had been logged here) and badges are
 * awarded by the normal rules. A badge earned that way was earned on old days: it is stored as
 * already told (no celebration), and dated as the file dates it when the file holds it and that
 * date is not in the future; otherwise today.
 */
export async function recomputeRewards(
  db: Database,
  user: StreakUser,
  data: Pick<AccountImport, 'badges' | 'streaks'>,
  /** Runs after each step, given how long it kept the event loop busy: each reads every record of a kind. */
  between: (busyMs: number) => Promise<void>,
): Promise<{ badges: Tally; streaks: Tally }> {
  const at = clockNow();
  for (const streakId of STREAK_IDS) {
    const busy = loopBusy();
    await recomputeStreak(db, user, streakId, at);
    await between(busy());
  }
  const inFile = new Map(data.badges.map((b) => [b.badgeId, b]));
  const awarded = await awardEarnedBadges(db, user, at, {
    toldAt: at,
    awardedOn: (badgeId) => {
      const dated = inFile.get(badgeId);
      const awardedAt = dated ? new Date(dated.awardedAt) : null;
      return dated && awardedAt && awardedAt <= at ? { awardedAt, awardedDate: dated.awardedDate } : null;
    },
  });
  const awardedFromFile = awarded.filter((id) => inFile.has(id)).length;
  return {
    badges: { added: awarded.length, skipped: data.badges.length - awardedFromFile },
    streaks: { added: 0, skipped: data.streaks.length },
  };
}
