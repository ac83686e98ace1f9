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

/** On PostgreSQL: the lock is held on a connection taken from the pool for as long as the work runs. */
export function postgresSessionLock(pool: Pool): WithSessionLock {
  return async (name, work) => {
    const connection = await pool.connect();
    let broken = false;
    try {
      const { rows } = await connection.query<{ locked: boolean }>(TRY_LOCK, [name]);
      if (!rows[0]?.locked) return { ran: false };
      try {
        return { ran: true, value: await work() };
      } finally {
        // A connection that cannot unlock is closed instead: ending the session releases its locks.
        await connection.query(UNLOCK, [name]).catch(() => {
          broken = true;
        });
      }
    } finally {
      connection.release(broken);
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
      const { rows } = await client.query<{ locked: boolean }>(TRY_LOCK, [name]);
      if (!rows[0]?.locked) return { ran: false };
      try {
        return { ran: true, value: await work() };
      } finally {
        await client.query(UNLOCK, [name]).catch(() => {});
      }
    } finally {
      held.delete(name);
    }
  };
}
