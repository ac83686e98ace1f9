/**
 * A short-lived, in-process cache of active sessions (docs/decisions/019-load-and-session-cache.md and
 * 021-session-changes-heard-by-every-instance.md), keyed by the cookie's value (a value whose
 * signature was checked once need not be checked again): most signed-in requests then cost no session
 * lookup, no HMAC and no hash.
 *
 * What keeps it exact:
 * - expiry is checked on every hit against the entry's idle and absolute expiry, with the server
 *   clock, as the database lookup checks it;
 * - every change that can end a session or change its user is announced by the database to every
 *   process (a notification from a trigger), and the session plugin forgets that user's entries when
 *   it hears one; in this process, a state-changing request forgets its user's entries itself too,
 *   before its answer leaves;
 * - the cache is used only while those announcements are heard: `suspend` (not listening, so some may
 *   be missed) empties it and turns it off, `resume` (listening again) empties it and turns it on;
 * - a lookup that was in flight while its user was forgotten, or the cache emptied, is not stored
 *   (generation numbers), so a read that began before a logout cannot put the ended session back;
 * - whatever happens, an entry is used for `ttlMs` after it was read at most, then read again.
 */
/** What the cache needs of a session; the rest is the caller's. */
export interface CachedSession {
  idleExpiresAt: Date;
  absoluteExpiresAt: Date;
  user: { id: string };
}

interface Entry<S> {
  session: S;
  /** When it was read from the database (server clock, ms). */
  readAt: number;
}

export interface SessionCacheOptions {
  ttlMs: number;
  maxEntries: number;
  /** The server clock, in ms. */
  now: () => number;
}

export function createSessionCache<Session extends CachedSession>({
  ttlMs,
  maxEntries,
  now,
}: SessionCacheOptions) {
  const entries = new Map<string, Entry<Session>>();
  const keysOfUser = new Map<string, Set<string>>();
  /** Bumped by every forget; a lookup stores its result only if nothing it could be about was forgotten since. */
  let generation = 0;
  const forgottenAt = new Map<string, number>();
  let clearedAt = 0;
  /** Off until `resume`: while off nothing is kept or served. */
  let active = false;

  function remove(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    const keys = keysOfUser.get(entry.session.user.id);
    keys?.delete(key);
    if (keys?.size === 0) keysOfUser.delete(entry.session.user.id);
  }

  function clear(): void {
    generation++;
    clearedAt = generation;
    entries.clear();
    keysOfUser.clear();
    forgottenAt.clear();
  }

  return {
    /** Note this before reading the session from the database; pass it to `store`. */
    generation: () => generation,

    /** The session if it was read less than ttlMs ago and has not expired since; otherwise null. */
    get(key: string): Session | null {
      if (!active) return null;
      const entry = entries.get(key);
      if (!entry) return null;
      const at = now();
      // A clock set back counts as stale too: the entry is read again.
      const age = at - entry.readAt;
      const { session } = entry;
      if (
        age < 0 ||
        age >= ttlMs ||
        at >= session.idleExpiresAt.getTime() ||
        at >= session.absoluteExpiresAt.getTime()
      ) {
        remove(key);
        return null;
      }
      return session;
    },

    /** Keeps a session read from the database, unless its user was forgotten after `since`. */
    store(key: string, session: Session, since: number): void {
      if (!active || ttlMs <= 0 || clearedAt > since || (forgottenAt.get(session.user.id) ?? -1) > since)
        return;
      remove(key);
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next();
        if (!oldest.done) remove(oldest.value);
      }
      entries.set(key, { session, readAt: now() });
      let keys = keysOfUser.get(session.user.id);
      if (!keys) {
        keys = new Set();
        keysOfUser.set(session.user.id, keys);
      }
      keys.add(key);
    },

    /** Every cached session of the user is read again from the database (its sessions or row changed). */
    forgetUser(userId: string): void {
      generation++;
      forgottenAt.set(userId, generation);
      for (const key of [...(keysOfUser.get(userId) ?? [])]) remove(key);
      // The notes only matter while a lookup is in flight: past a bound, forgetting all is as good.
      if (forgottenAt.size > maxEntries) clear();
    },

    /** Every cached session is read again (an administrator may have changed anyone). */
    clear,

    /** Changes may go unheard from now on: nothing is kept or served until `resume`. */
    suspend(): void {
      active = false;
      clear();
    },

    /** Changes are heard again: starts empty, as anything may have changed meanwhile. */
    resume(): void {
      clear();
      active = true;
    },

    get active() {
      return active;
    },

    get size() {
      return entries.size;
    },
  };
}

export type SessionCache<Session extends CachedSession> = ReturnType<typeof createSessionCache<Session>>;
