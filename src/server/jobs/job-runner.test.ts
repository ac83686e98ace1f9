import type { FastifyBaseLogger } from 'fastify';
import { afterAll, afterEach, beforeAll, expect, test, vi } from 'vitest';
import { type DatabaseHandle, openDatabase } from '#server/db/client';
import type { WithSessionLock } from '#server/db/session-lock';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { createJobRunner, type Job } from './job-runner';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const quietLog = { error: () => {} } as unknown as FastifyBaseLogger;
/** A lock always had: for the scheduling tests, which need no database. */
const alwaysLocked: WithSessionLock = async (_name, work) => ({ ran: true, value: await work() });

/** A job whose runs wait until released, counting how many started. */
function gatedJob(name: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const job = { name, everyMs: 60_000, started: 0, run: async () => {} } satisfies Job & { started: number };
  job.run = async () => {
    job.started += 1;
    await released;
  };
  return { job, release };
}

test('a sweep runs on one instance at a time: a second instance on the same database skips it', async () => {
  // On PostgreSQL a second pool, as another server would have; embedded, a second runner in the process.
  const url = (t.database as { databaseUrl?: string }).databaseUrl;
  const other: DatabaseHandle | null = url ? await openDatabase({ kind: 'postgres', url }) : null;
  const { job, release } = gatedJob('sweep-once');
  const first = createJobRunner(t.database.withSessionLock, quietLog, [job]);
  const second = createJobRunner((other ?? t.database).withSessionLock, quietLog, [job]);
  try {
    const running = first.runNow(job.name);
    await vi.waitFor(() => expect(job.started).toBe(1));
    expect(await second.runNow(job.name)).toBe(false);
    release();
    expect(await running).toBe(true);
    // The lock is let go with the run: the next run, from either instance, goes ahead.
    expect(await second.runNow(job.name)).toBe(true);
    expect(job.started).toBe(2);
  } finally {
    await other?.close();
  }
});

test('a scheduled job runs every interval, never over its own last run, and not after stop', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const { job, release } = gatedJob('every-minute');
  const runner = createJobRunner(alwaysLocked, quietLog, [{ ...job, firstAfterMs: 1_000 }]);
  runner.start();
  await vi.advanceTimersByTimeAsync(999);
  expect(job.started).toBe(0);
  await vi.advanceTimersByTimeAsync(1);
  expect(job.started).toBe(1);
  // Still running: the next run waits for this one to end, then a full interval.
  await vi.advanceTimersByTimeAsync(120_000);
  expect(job.started).toBe(1);
  release();
  await vi.advanceTimersByTimeAsync(60_000);
  expect(job.started).toBe(2);
  await runner.stop();
  await vi.advanceTimersByTimeAsync(600_000);
  expect(job.started).toBe(2);
  expect(vi.getTimerCount()).toBe(0);
});

test('a failed run is logged by its job’s name and the job runs again on schedule', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const logged: unknown[] = [];
  const log = { error: (entry: unknown) => void logged.push(entry) } as unknown as FastifyBaseLogger;
  let runs = 0;
  const failing: Job = {
    name: 'failing',
    everyMs: 1_000,
    run: async () => {
      runs += 1;
      throw new Error('the database went away');
    },
  };
  const runner = createJobRunner(alwaysLocked, log, [failing]);
  runner.start();
  await vi.advanceTimersByTimeAsync(2_000);
  await runner.stop();
  expect(runs).toBe(2);
  expect(logged).toHaveLength(2);
  expect(logged[0]).toMatchObject({ job: 'failing' });
});

test('the app runs every periodic sweep as a job, and the embedded database is analyzed by one', () => {
  const names = [
    'journal-trash',
    'journal-body-text',
    'expired-sessions',
    'sign-in-attempts',
    'reminder-sends',
  ];
  // Push is set up in the tests, so reminders are sent; PGlite runs no autovacuum, so it is analyzed.
  expect(t.app.jobs.names()).toEqual([
    ...names,
    'reminders',
    ...(t.database.kind === 'pglite' ? ['analyze'] : []),
  ]);
});
