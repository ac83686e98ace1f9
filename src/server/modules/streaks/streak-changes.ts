import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { StreakList } from '#contract/streaks';
import type { Listen } from '#server/db/notifications';
import { now } from '#server/lib/clock';
import { createHeardCache, type HeardCache, hearChanges } from '#server/lib/heard-cache';
import { SAFE_METHODS } from '#server/lib/http-methods';
import type { StoredStreakRow } from './streaks.queries';

/**
 * How long an instance uses a user's streak rows read from the database at most without reading
 * them again. Changes are heard at once through STREAK_CHANGES_CHANNEL (migration 0021); this bounds
 * what a change never heard could leave in use, as for sessions (plugins/session.ts).
 */
export const STREAK_CACHE_TTL_MS = 2_000;
/** Where the database announces the users whose streak rows changed. */
export const STREAK_CHANGES_CHANNEL = 'streak_changes';
const STREAK_CACHE_MAX_ENTRIES = 10_000;

/**
 * A user's stored streak rows and, once worked out, the list they make as of one day: the list
 * changes only with the rows (then read again) or the day, so a read on the same day reuses it.
 */
export interface KeptStreaks {
  userId: string;
  rows: readonly StoredStreakRow[];
  seen?: { today: string; list: StreakList };
}

export type StreakCache = HeardCache<KeptStreaks>;

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's streak rows, kept for a moment (GET /api/streaks then reads no database). */
    streakCache: StreakCache | null;
  }
}

/**
 * Keeps streak rows in this instance while the database's announcements of streak changes are
 * heard, and reads them every time whenever they are not (lib/heard-cache.ts; decision record 023).
 * Without `listen`, there is no cache.
 */
export const streakChangesPlugin = fp<{ listen?: Listen }>(async (app: FastifyInstance, { listen }) => {
  if (!listen) {
    app.decorate('streakCache', null);
    return;
  }
  const cache: StreakCache = createHeardCache({
    ttlMs: STREAK_CACHE_TTL_MS,
    maxEntries: STREAK_CACHE_MAX_ENTRIES,
    now: () => now().getTime(),
    userOf: (kept) => kept.userId,
  });
  app.decorate('streakCache', cache);
  hearChanges(app, {
    listen,
    channel: STREAK_CHANGES_CHANNEL,
    cache,
    onUnheard: () =>
      app.log.warn('streak changes are not heard: streaks are read from the database until they are'),
  });
  // A request that changes anything (an activity that moves a streak, an import) has its user's
  // rows read again before its answer leaves, and once more after any late work: the database's
  // announcement of the change may reach this instance a moment after its next request.
  const forgetAfterChange = async (request: FastifyRequest) => {
    if (!SAFE_METHODS.has(request.method) && request.user) cache.forgetUser(request.user.id);
  };
  app.addHook('onSend', forgetAfterChange);
  app.addHook('onResponse', forgetAfterChange);
});
