import type { PGlite } from '@electric-sql/pglite';
import type { Pool } from 'pg';

/** What a piece of work under a lock came to: it ran (with its value), or another holder had the lock. */
export type Locked<T> = { ran: true; value: T } | { ran: false };

/**
 * Runs `work` only while this process holds PostgreSQL's session advisory lock named `name`, and
 * skips it when another session holds it: with several instances on one database, one of them does
 * a sweep and the others pass. A session lock (rather than a transaction's) lets the work run its
 * own short transactions; the work itself runs on the pool, not on the lock's connection.
 */
export type WithSessionLock = <T>(name: string, work: () => Promise<T>) => Promise<Locked<T>>;

const TRY_LOCK = 'select pg_try_advisory_lock(hashtextextended($1, 0)) as locked';
const UNLOCK = 'select pg_advisory_unlock(hashtextextended($1, 0))';

type Query = (text: string, values: unknown[]) => Promise<{ rows: Array<{ locked?: boolean }> }>;

/** Takes the lock in the session `query` speaks to, runs the work if it was had, and lets it go. */
async function underLock<T>(query: Query, name: string, work: () => Promise<T>): Promise<Locked<T>> {
  const { rows } = await query(TRY_LOCK, [name]);
  if (!rows[0]?.locked) return { ran: false };
  try {
    return { ran: true, value: await work() };
  } finally {
    await query(UNLOCK, [name]);
  }
}

/** On PostgreSQL: the lock is held on a connection taken from the pool for as long as the work runs. */
export function postgresSessionLock(pool: Pool): WithSessionLock {
  return async (name, work) => {
    const connection = await pool.connect();
    try {
      const locked = await underLock((text, values) => connection.query(text, values), name, work);
      connection.release();
      return locked;
    } catch (error) {
      // Closed rather than reused: ending its session releases any lock it may still hold.
      connection.release(true);
      throw error;
    }
  };
}

/**
 * On the embedded database: one process owns the data (the data folder's lock) and PGlite has one
 * session, in which an advisory lock is taken again as often as asked. So the locks this process
 * holds are kept here too, and a second holder in the process is refused as another session would be.
 */
export function pgliteSessionLock(client: PGlite): WithSessionLock {
  const held = new Set<string>();
  return async (name, work) => {
    if (held.has(name)) return { ran: false };
    held.add(name);
    try {
      return await underLock((text, values) => client.query(text, values), name, work);
    } finally {
      held.delete(name);
    }
  };
}
