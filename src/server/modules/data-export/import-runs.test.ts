import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { importRuns } from '#server/db/schema';
import { now } from '#server/lib/clock';
import { createTestApp, signedInClient, type TestApp, TestClient } from '#server/test/test-app';
import { exportFile, importFile, recordCounts } from './import.fixtures';
import { IMPORT_BATCH_SIZE } from './import-records';
import { IMPORT_RUN_STALE_MS } from './import-run';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('one import per user at a time', () => {
  test('the same export sent 3 times at once: one is imported, the others are a 409, never a 500, and nothing is added twice', async () => {
    const { client, user } = await signedInClient(t.app);
    const file = exportFile({ moods: IMPORT_BATCH_SIZE.moods * 4, entries: IMPORT_BATCH_SIZE.journal * 4 });
    const answers = await Promise.all([1, 2, 3].map(() => importFile(client, file)));
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes, answers.map((res) => res.body).join('\n')).toEqual([200, 409, 409]);
    for (const refused of answers.filter((res) => res.statusCode === 409)) {
      expect(refused.json()).toMatchObject({
        code: 'CONFLICT',
        message: expect.stringMatching(/already running/),
      });
    }
    expect(await recordCounts(t.database.db, user.id)).toEqual({
      moods: file.moods.length,
      entries: file.journalEntries.length,
    });
    // The run is given up when it ends: the next import is let in, and adds nothing.
    const again = await importFile(client, file);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ moods: { added: 0 }, journalEntries: { added: 0 } });
  });

  test('an import left by a process that died (no heartbeat for 2 minutes) is taken over; a live one is a 409', async () => {
    const { client, user } = await signedInClient(t.app);
    const beat = (agoMs: number) => new Date(now().getTime() - agoMs);
    await t.database.db
      .insert(importRuns)
      .values({ userId: user.id, startedAt: beat(60_000), heartbeatAt: beat(60_000) });
    const file = exportFile({ moods: 3 });
    const refused = await importFile(client, file);
    expect(refused.statusCode).toBe(409);
    expect(await recordCounts(t.database.db, user.id)).toEqual({ moods: 0, entries: 0 });

    await t.database.db
      .update(importRuns)
      .set({ heartbeatAt: beat(IMPORT_RUN_STALE_MS + 1_000) })
      .where(eq(importRuns.userId, user.id));
    const taken = await importFile(client, file);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json().moods).toEqual({ added: 3, skipped: 0 });
    expect(await t.database.db.select().from(importRuns).where(eq(importRuns.userId, user.id))).toEqual([]);
  });

  test('a file refused for what it refers to writes nothing and leaves no run behind', async () => {
    const { client, user } = await signedInClient(t.app);
    const file = exportFile({ moods: 2 });
    const res = await importFile(client, {
      ...file,
      journalEntries: [{ ...exportFile({ entries: 1 }).journalEntries[0], promptQuestionId: 999_999 }],
    });
    expect(res.statusCode).toBe(400);
    expect(await recordCounts(t.database.db, user.id)).toEqual({ moods: 0, entries: 0 });
    expect(await t.database.db.select().from(importRuns).where(eq(importRuns.userId, user.id))).toEqual([]);
  });
});

describe('stopping the server during an import', () => {
  test('ends the import within seconds after whole batches, and importing the same file again completes it', async () => {
    const own = await createTestApp();
    const { client, user } = await signedInClient(own.app);
    const file = exportFile({ moods: IMPORT_BATCH_SIZE.moods * 12 });
    const running = importFile(client, file);
    // A busy machine can take more than waitFor's default second to write the first batch.
    await vi.waitFor(
      async () => {
        expect((await recordCounts(own.database.db, user.id)).moods).toBeGreaterThan(0);
      },
      { timeout: 10_000 },
    );
    const closing = performance.now();
    await own.app.close();
    const closedInMs = performance.now() - closing;
    expect(closedInMs).toBeLessThan(5_000);

    const stopped = await running;
    expect(stopped.statusCode).toBe(503);
    expect(stopped.json()).toMatchObject({
      code: 'UNAVAILABLE',
      message: expect.stringMatching(/Import the same file again/),
    });
    const { moods: kept } = await recordCounts(own.database.db, user.id);
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThan(file.moods.length);
    expect(kept % IMPORT_BATCH_SIZE.moods).toBe(0);
    expect(await own.database.db.select().from(importRuns)).toEqual([]);

    // The server starts again on the same database: the same file adds what is missing, once.
    const restarted = await createTestApp({ database: own.database });
    try {
      // The same browser, signed in with the same session.
      const resumed = new TestClient(restarted.app, client.remoteAddress);
      resumed.cookie = client.cookie;
      const again = await importFile(resumed, file);
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json().moods).toEqual({ added: file.moods.length - kept, skipped: kept });
      expect((await recordCounts(own.database.db, user.id)).moods).toBe(file.moods.length);
    } finally {
      await restarted.close();
    }
  });
});
