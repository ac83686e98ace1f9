import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, signedInClient, type TestApp } from '#server/test/test-app';
import { openDatabase } from './client';
import { syncFileToDisk } from './durable-node-fs';

/**
 * An embedded database on a real data folder, with fsync(2) observed: every call is recorded in
 * order with the answers the app sends, then really made.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'retro-durable-'));
const events: string[] = [];
let syncedAtFirstOpen: string[] = [];
let t: TestApp;

beforeAll(async () => {
  const database = await openDatabase(
    { kind: 'pglite', dataDir },
    {
      syncFile: (fd, path) => {
        events.push(`fsync ${relative(join(dataDir, 'db'), path)}`);
        syncFileToDisk(fd, path);
      },
    },
  );
  syncedAtFirstOpen = [...events];
  t = await createTestApp({
    database,
    extend: (app) => {
      app.addHook('onSend', async (request, reply) => {
        events.push(`answer ${request.method} ${request.url} ${reply.statusCode}`);
      });
    },
  });
}, 120_000);
let closed = false;
afterAll(async () => {
  if (t && !closed) await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

let entriesWritten = 0;

const walSyncs = (list: string[]) => list.filter((event) => /^fsync pg_wal\/[0-9A-F]{24}$/.test(event));

test('a data folder made by this start is fsynced whole once, its files before their folders', () => {
  expect(syncedAtFirstOpen).toEqual(
    expect.arrayContaining(['fsync PG_VERSION', 'fsync global/pg_control', 'fsync global', 'fsync ']),
  );
  expect(syncedAtFirstOpen.indexOf('fsync global/pg_control')).toBeLessThan(
    syncedAtFirstOpen.indexOf('fsync global'),
  );
  expect(syncedAtFirstOpen.indexOf('fsync PG_VERSION')).toBeLessThan(syncedAtFirstOpen.indexOf('fsync '));
  expect(syncedAtFirstOpen.filter((event) => event === 'fsync PG_VERSION')).toHaveLength(1);
});

test('an acknowledged journal entry was fsynced to the WAL on disk before the answer was sent', async () => {
  const { client } = await signedInClient(t.app);
  events.length = 0;
  const res = await client.post('/api/journal', { title: 'Kept', body: 'Written before the power cut' });
  expect(res.statusCode).toBe(201);
  entriesWritten += 1;

  const answerAt = events.indexOf('answer POST /api/journal 201');
  expect(answerAt).toBeGreaterThan(0);
  expect(walSyncs(events.slice(0, answerAt)).length).toBeGreaterThan(0);
});

test('every acknowledged write of a series is synced, not just the first', async () => {
  const { client } = await signedInClient(t.app);
  events.length = 0;
  for (let i = 0; i < 5; i++) {
    const res = await client.post('/api/moods', { mood: i % 2 ? 'good' : 'okay', note: `note ${i}` });
    expect(res.statusCode).toBeLessThan(300);
  }
  const answers = events.flatMap((event, index) => (event.startsWith('answer POST') ? [index] : []));
  expect(answers).toHaveLength(5);
  let previous = 0;
  for (const answerAt of answers) {
    expect(walSyncs(events.slice(previous, answerAt)).length).toBeGreaterThan(0);
    previous = answerAt;
  }
});

test('reads cause no fsync', async () => {
  const { client } = await signedInClient(t.app);
  await client.get('/api/journal');
  events.length = 0;
  expect((await client.get('/api/journal')).statusCode).toBe(200);
  expect(walSyncs(events)).toEqual([]);
});

test('the data folder opens again with what was written', async () => {
  closed = true;
  await t.close();
  const reopened = await openDatabase({ kind: 'pglite', dataDir });
  try {
    const rows = await reopened.db.execute(sql`select count(*)::int as count from journal_entries`);
    expect((rows as unknown as { rows: { count: number }[] }).rows[0]?.count).toBe(entriesWritten);
  } finally {
    await reopened.close();
  }
});
