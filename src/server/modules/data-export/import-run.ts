import { performance as nodePerformance } from 'node:perf_hooks';
import { setTimeout as sleep, setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { importRuns } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { now } from '#server/lib/clock';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * A run whose heartbeat is older than this belonged to a process that died mid-import: it is taken
 * over. A live run beats at every batch, each well under a second.
 */
export const IMPORT_RUN_STALE_MS = 2 * 60 * 1000;
/** The longest pause between two batches (a batch slowed by a busy machine should not slow more). */
const MAX_PAUSE_MS = 100;

const alreadyRunning = () =>
  new AppError(
    'CONFLICT',
    'An import into this account is already running. Wait for it to finish, then import the file again if anything is missing.',
  );

/** The import this request holds for its user: written in batches, each its own short transaction. */
export interface ImportRun {
  db: Database;
  userId: string;
  /** Runs `write` in a transaction of its own that also proves the run is still this one's. */
  batch<T>(write: (tx: Transaction) => Promise<T>): Promise<T>;
  /**
   * Between batches: lets other requests run (for as long as the last batch kept the event loop
   * busy, `loopBusy`), and stops the import when the server stops.
   */
  checkpoint(busyMs?: number): Promise<void>;
}

/** Starts counting the time the event loop is busy; the function returned says how much so far. */
export function loopBusy(): () => number {
  const start = nodePerformance.eventLoopUtilization();
  return () => nodePerformance.eventLoopUtilization(start).active;
}

/**
 * Claims the user's one import (import_runs): a second one at the same time, on any instance, is a
 * 409. A run whose heartbeat stopped is taken over. Both are single statements, so two claims
 * racing each other leave exactly one holder.
 */
async function claim(db: Database, userId: string): Promise<Date> {
  const startedAt = now();
  const claimed = await db
    .insert(importRuns)
    .values({ userId, startedAt, heartbeatAt: startedAt })
    .onConflictDoNothing()
    .returning({ userId: importRuns.userId });
  if (claimed.length > 0) return startedAt;
  const takenOver = await db
    .update(importRuns)
    .set({ startedAt, heartbeatAt: startedAt })
    .where(
      and(
        eq(importRuns.userId, userId),
        lt(importRuns.heartbeatAt, new Date(startedAt.getTime() - IMPORT_RUN_STALE_MS)),
      ),
    )
    .returning({ userId: importRuns.userId });
  if (takenOver.length > 0) return startedAt;
  throw alreadyRunning();
}

/**
 * Runs `work` holding the user's import run, and gives the run up however `work` ends. `signal`
 * aborts at the next checkpoint (the server is stopping): what is committed is whole batches, and
 * importing the same file again completes it.
 */
export async function withImportRun<T>(
  db: Database,
  userId: string,
  signal: AbortSignal,
  work: (run: ImportRun) => Promise<T>,
): Promise<T> {
  const startedAt = await claim(db, userId);
  const ours = and(eq(importRuns.userId, userId), eq(importRuns.startedAt, startedAt));
  const run: ImportRun = {
    db,
    userId,
    batch: (write) =>
      db.transaction(async (tx) => {
        // The heartbeat rides in the batch's own commit. No row means the run was taken over (this
        // process stalled for minutes) or the account was deleted: stop rather than write on.
        const beat = await tx
          .update(importRuns)
          .set({ heartbeatAt: now() })
          .where(ours)
          .returning({ userId: importRuns.userId });
        if (beat.length === 0) throw alreadyRunning();
        return write(tx);
      }),
    checkpoint: async (busyMs = 0) => {
      await yieldToEventLoop();
      // The event loop is left free for as long again as the last batch kept it busy. On the
      // embedded database a batch holds both its only connection and the loop, and Node accepts one
      // new connection per turn of the loop: without the pause a burst of new connections would wait
      // a batch each. On PostgreSQL a batch mostly waits for the database, and pauses little.
      if (busyMs > 0) await sleep(Math.min(busyMs, MAX_PAUSE_MS));
      if (signal.aborted) {
        throw new AppError(
          'UNAVAILABLE',
          'The server is restarting, so the import stopped part way. Import the same file again in a moment to finish it: nothing is added twice.',
        );
      }
    },
  };
  try {
    return await work(run);
  } finally {
    await db.delete(importRuns).where(ours);
  }
}
