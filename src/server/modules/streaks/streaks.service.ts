import { STREAK_IDS, type StreakId } from '#contract/constants';
import type { Streak, StreakList } from '#contract/streaks';
import type { LocalDate } from '#domain/local-day';
import { EMPTY_STREAK, type StoredStreak, streakAsOf, summarizeStreak, untoldFreeze } from '#domain/streaks';
import type { Database } from '#server/db/client';
import { AppError } from '#server/lib/app-error';
import { now as clockNow } from '#server/lib/clock';
import { type DaySettings, todayFor } from '#server/modules/profile/profile.service';
import type { KeptStreaks, StreakCache } from './streak-changes';
import { createStreakQueries, markFreezeTold, type StreakQueries } from './streaks.queries';

export type StreakUser = DaySettings & { id: string };

// Prepared statements belong to one database: one set of queries per database handle.
const queriesByDb = new WeakMap<Database, StreakQueries>();
function queriesFor(db: Database): StreakQueries {
  let queries = queriesByDb.get(db);
  if (!queries) {
    queries = createStreakQueries(db);
    queriesByDb.set(db, queries);
  }
  return queries;
}

function view(id: StreakId, stored: StoredStreak, toldThrough: LocalDate | null, today: LocalDate): Streak {
  const seen = streakAsOf(stored, today);
  return { id, ...seen, freezeNotice: untoldFreeze(seen, toldThrough) };
}

/**
 * Recomputes one streak from the user's records and stores it; returns it as of the user's today.
 * Idempotent: any module whose write can change an activity's dates may call it.
 */
export async function recomputeStreak(
  db: Database,
  user: StreakUser,
  streakId: StreakId,
  now = clockNow(),
): Promise<Streak> {
  const { freezeToldThrough, ...stored } = await queriesFor(db).recompute(user.id, streakId, summarizeStreak);
  return view(streakId, stored, freezeToldThrough, todayFor(user, now));
}

/** The user's stored streak rows: kept by this instance from a moment ago, or read (streak-changes.ts). */
async function keptStreaks(db: Database, userId: string, cache: StreakCache | null): Promise<KeptStreaks> {
  const read = async () => ({ userId, rows: await queriesFor(db).storedOf(userId) });
  return cache ? cache.readThrough(userId, read) : read();
}

/** Every streak, in STREAK_IDS order, as of the user's today; one never started is all zeros. */
export async function listStreaks(
  db: Database,
  user: StreakUser,
  cache: StreakCache | null = null,
  now = clockNow(),
): Promise<StreakList> {
  const kept = await keptStreaks(db, user.id, cache);
  // The user's today is worked out once (a time zone conversion), not once per streak.
  const today = todayFor(user, now);
  if (kept.seen?.today === today) return kept.seen.list;
  const byId = new Map(kept.rows.map((row) => [row.streakId, row]));
  const list = STREAK_IDS.map((id) => {
    const row = byId.get(id);
    return view(id, row ?? EMPTY_STREAK, row?.freezeToldThrough ?? null, today);
  });
  // Kept with the rows for this instance's next reads today; never changed once made.
  kept.seen = { today, list };
  return list;
}

/** The user has seen "A freeze kept your streak" for the freezes up to `date`: it is not said again. */
export async function acknowledgeFreeze(
  db: Database,
  user: StreakUser,
  streakId: StreakId,
  date: LocalDate,
): Promise<void> {
  if (!(await markFreezeTold(db, user.id, streakId, date))) {
    throw new AppError('NOT_FOUND', 'That streak has no freeze to tell about');
  }
}
