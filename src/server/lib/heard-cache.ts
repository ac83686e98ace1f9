import type { FastifyInstance } from 'fastify';
import type { Listen } from '#server/db/notifications';

/**
 * Values read from the database and kept in this process for a moment, each about one user, used
 * only while the database's announcements of their changes are heard (pg_notify from triggers;
 * docs/decisions/021-session-changes-heard-by-every-instance.md). The session cache and the streak
 * cache are two of these.
 *
 * What keeps it exact:
 * - every change is announced by the database to every process, and whoever listens forgets that
 *   user's entries when it hears one; a state-changing request forgets its own user's entries itself
 *   too, before its answer leaves, as the announcement may come a moment later;
 * - it is used only while those announcements are heard: `suspend` (not listening, so some may be
 *   missed) empties it and turns it off, `resume` (listening again) empties it and turns it on;
 * - a read that was in flight while its user was forgotten, or the cache emptied, is not stored
 *   (generation numbers), so a read that began before a change cannot put the old value back;
 * - whatever happens, an entry is used for `ttlMs` after it was read at most, then read again;
 * - requests that miss the same entry at once share one read (`readThrough`), but only one that began
 *   in the same generation: a request after a change reads for itself.
 */
export interface HeardCacheOptions<V> {
  ttlMs: number;
  maxEntries: number;
  /** The server clock, in ms. */
  now: () => number;
  /** The user a value is about: forgetting that user drops it. */
  userOf: (value: V) => string;
  /** False for a value that must not be served any more although read less than ttlMs ago. */
  stillValid?: (value: V, at: number) => boolean;
}

interface Entry<V> {
  value: V;
  /** When it was read from the database (server clock, ms). */
  readAt: number;
}

export function createHeardCache<V>({ ttlMs, maxEntries, now, userOf, stillValid }: HeardCacheOptions<V>) {
  const entries = new Map<string, Entry<V>>();
  const keysOfUser = new Map<string, Set<string>>();
  /** Bumped by every forget; a read stores its result only if nothing it could be about was forgotten since. */
  let generation = 0;
  const forgottenAt = new Map<string, number>();
  let clearedAt = 0;
  /** Off until `resume`: while off nothing is kept or served. */
  let active = false;
  /** Reads under way, by key, with the generation each began in. */
  const reading = new Map<string, { since: number; value: Promise<V> }>();

  function remove(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    const user = userOf(entry.value);
    const keys = keysOfUser.get(user);
    keys?.delete(key);
    if (keys?.size === 0) keysOfUser.delete(user);
  }

  function clear(): void {
    generation++;
    clearedAt = generation;
    entries.clear();
    keysOfUser.clear();
    forgottenAt.clear();
  }

  return {
    /** Note this before reading from the database; pass it to `store`. */
    generation: () => generation,

    /** The value if it was read less than ttlMs ago and is still valid; otherwise null. */
    get(key: string): V | null {
      if (!active) return null;
      const entry = entries.get(key);
      if (!entry) return null;
      const at = now();
      // A clock set back counts as stale too: the value is read again.
      const age = at - entry.readAt;
      if (age < 0 || age >= ttlMs || (stillValid && !stillValid(entry.value, at))) {
        remove(key);
        return null;
      }
      return entry.value;
    },

    /** Keeps a value read from the database, unless its user was forgotten after `since`. */
    store(key: string, value: V, since: number): void {
      const user = userOf(value);
      if (!active || ttlMs <= 0 || clearedAt > since || (forgottenAt.get(user) ?? -1) > since) return;
      remove(key);
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next();
        if (!oldest.done) remove(oldest.value);
      }
      entries.set(key, { value, readAt: now() });
      let keys = keysOfUser.get(user);
      if (!keys) {
        keys = new Set();
        keysOfUser.set(user, keys);
      }
      keys.add(key);
    },

    /**
     * The kept value, or `read()`'s, kept for the next requests. Requests that miss the entry while
     * a read of it is under way share that read if nothing was forgotten since it began: when many
     * requests arrive as an entry expires, the database is asked once, not once per request.
     */
    readThrough(key: string, read: () => Promise<V>): Promise<V> {
      const kept = this.get(key);
      if (kept) return Promise.resolve(kept);
      const since = generation;
      const pending = active ? reading.get(key) : undefined;
      if (pending && pending.since === since) return pending.value;
      const value = read().then((fresh) => {
        this.store(key, fresh, since);
        return fresh;
      });
      if (!active) return value;
      const entry = { since, value };
      reading.set(key, entry);
      const done = () => {
        if (reading.get(key) === entry) reading.delete(key);
      };
      value.then(done, done);
      return value;
    },

    /** Every kept value about the user is read again (something of theirs changed). */
    forgetUser(userId: string): void {
      generation++;
      forgottenAt.set(userId, generation);
      for (const key of [...(keysOfUser.get(userId) ?? [])]) remove(key);
      // The notes only matter while a read is in flight: past a bound, forgetting all is as good.
      if (forgottenAt.size > maxEntries) clear();
    },

    /** Every kept value is read again. */
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

export type HeardCache<V> = ReturnType<typeof createHeardCache<V>>;

export interface HearChangesOptions {
  listen: Listen;
  /** Where the database announces the users whose values changed ('*': everyone's). */
  channel: string;
  cache: Pick<HeardCache<unknown>, 'active' | 'clear' | 'forgetUser' | 'resume' | 'suspend'>;
  /** Called when announcements stop being heard after they were (the cache is then off). */
  onUnheard?: () => void;
}

/** Keeps the cache in step with the channel's announcements from when the app is ready until it closes. */
export function hearChanges(app: FastifyInstance, { listen, channel, cache, onUnheard }: HearChangesOptions) {
  let stopListening: (() => Promise<void>) | null = null;
  app.addHook('onReady', async () => {
    stopListening = listen(channel, {
      onNotify: (userId) => (userId === '*' ? cache.clear() : cache.forgetUser(userId)),
      onListening: (listening) => {
        if (listening) return cache.resume();
        if (cache.active && stopListening) onUnheard?.();
        cache.suspend();
      },
    });
  });
  app.addHook('onClose', async () => {
    const stop = stopListening;
    stopListening = null;
    await stop?.();
  });
}
