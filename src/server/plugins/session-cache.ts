import { createHeardCache } from '#server/lib/heard-cache';

/**
 * A short-lived, in-process cache of active sessions (docs/decisions/019-load-and-session-cache.md and
 * 021-session-changes-heard-by-every-instance.md), keyed by the cookie's value (a value whose
 * signature was checked once need not be checked again): most signed-in requests then cost no session
 * lookup, no HMAC and no hash. It is exact as lib/heard-cache.ts says, and besides, a session's idle
 * and absolute expiry are checked on every hit with the server clock, as the database lookup checks
 * them.
 */
/** What the cache needs of a session; the rest is the caller's. */
export interface CachedSession {
  idleExpiresAt: Date;
  absoluteExpiresAt: Date;
  user: { id: string };
}

export interface SessionCacheOptions {
  ttlMs: number;
  maxEntries: number;
  /** The server clock, in ms. */
  now: () => number;
}

export function createSessionCache<Session extends CachedSession>(options: SessionCacheOptions) {
  return createHeardCache<Session>({
    ...options,
    userOf: (session) => session.user.id,
    stillValid: (session, at) =>
      at < session.idleExpiresAt.getTime() && at < session.absoluteExpiresAt.getTime(),
  });
}

export type SessionCache<Session extends CachedSession> = ReturnType<typeof createSessionCache<Session>>;
