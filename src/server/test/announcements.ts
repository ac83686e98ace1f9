import { type SQL, sql } from 'drizzle-orm';
import { afterEach, beforeEach, vi } from 'vitest';
import type { DatabaseHandle } from '#server/db/client';
import type { Listen } from '#server/db/notifications';
import { setClock } from '#server/lib/clock';
import { TEST_NOW } from './pinned-clock';
import { createTestApp } from './test-app';

// Helpers for the caches kept in step with the database's announcements (lib/heard-cache.ts).

/**
 * The server clock stands still at TEST_NOW in each test of the describe block (or file) that calls
 * this (a fake Date, nothing else faked): no kept value ages out while a test runs, so whatever makes
 * an instance read again is the announcement of a change.
 */
export function stopTheClock() {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(TEST_NOW);
    setClock(TEST_NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
    setClock(null);
  });
}

/**
 * Runs a statement with triggers off, so the database announces nothing: as if the announcement of
 * a change were lost. An instance that still shows the old data afterwards served it from its cache.
 */
export const silently = (database: DatabaseHandle, statement: SQL) =>
  database.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(statement);
  });

/**
 * Retries the check every 10 ms for up to 1 s (real time, not the app clock): an announcement's
 * trip. On the embedded database it arrives as the commit returns; on PostgreSQL a moment later.
 */
export async function eventually(check: () => Promise<void>) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await check();
    } catch (error) {
      if (attempt >= 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
}

/** The database's listen, telling the test once the instance listens on every channel it asked for (its caches are on from then). */
export function observed(listen: Listen) {
  const channels: Promise<void>[] = [];
  const wrapped: Listen = (channel, handlers) => {
    let heard: () => void = () => {};
    channels.push(
      new Promise<void>((resolve) => {
        heard = resolve;
      }),
    );
    return listen(channel, {
      onNotify: handlers.onNotify,
      onListening: (on) => {
        handlers.onListening(on);
        if (on) heard();
      },
    });
  };
  // The app asks for its channels while it gets ready, so by then the list is complete.
  return { listen: wrapped, listening: () => Promise.all(channels) };
}

/** A second instance of the app on the same database, as behind a load balancer, once it listens. */
export async function secondInstance(database: DatabaseHandle) {
  const { listen, listening } = observed(database.listen);
  const other = await createTestApp({ database: { ...database, listen } });
  await listening();
  return other.app;
}
