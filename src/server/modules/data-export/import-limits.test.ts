import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { AccountImport, IMPORT_MAX_RECORDS } from '#contract/export';
import { createTestApp, signedInClient, type TestApp } from '#server/test/test-app';
import { exportFile, importFile, recordCounts } from './import.fixtures';
import { IMPORT_BATCH_SIZE } from './import-records';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MB = 1024 * 1024;

describe('an import is bounded before any work is done', () => {
  test('a body declared larger than 20 MB is a 413 naming the limit, before any of it is read', async () => {
    const { client } = await signedInClient(t.app);
    const res = await client.request({
      method: 'POST',
      url: '/api/import',
      // Only the declared length is over the limit: the body itself is never looked at.
      payload: '{}',
      headers: { 'content-type': 'application/json', 'content-length': String(21 * MB) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'An import file can be at most 20 MB' });
  });

  test('a body over 20 MB that is not even JSON is a 413, not a 400: its size is checked before it is parsed', async () => {
    const { client } = await signedInClient(t.app);
    const res = await client.request({
      method: 'POST',
      url: '/api/import',
      payload: `{ not json ${'x'.repeat(20 * MB)}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('An import file can be at most 20 MB');
  });

  test('more records of a kind than the limit is a 400 naming the limit, and nothing is written', async () => {
    const { client, user } = await signedInClient(t.app);
    const file = exportFile({ moods: 3, entries: 2 });
    for (const [kind, limit] of Object.entries(IMPORT_MAX_RECORDS)) {
      // The count is checked before any record in the list is: these are not even records.
      const res = await importFile(client, { ...file, [kind]: Array.from({ length: limit + 1 }, () => 0) });
      expect(res.statusCode, kind).toBe(400);
      const message = res.json().errors[0].message;
      expect(res.json().errors[0].path, kind).toBe(kind);
      expect(message, kind).toMatch(new RegExp(`^An import holds at most ${limit.toLocaleString('en-US')} `));
    }
    const tooMany = await importFile(client, { ...file, moods: Array.from({ length: 10_001 }, () => 0) });
    expect(tooMany.json().message).toBe('moods: An import holds at most 10,000 moods');
    expect(await recordCounts(t.database.db, user.id)).toEqual({ moods: 0, entries: 0 });
  });

  test('a file holding exactly the limit of each kind passes the schema', () => {
    const file = exportFile({ moods: IMPORT_MAX_RECORDS.moods, entries: IMPORT_MAX_RECORDS.journalEntries });
    const parsed = AccountImport.safeParse(file);
    expect(parsed.success, JSON.stringify(parsed.error?.issues.slice(0, 2))).toBe(true);
  });
});

describe('a large import never stalls other people', () => {
  test("another user's requests are answered while a large import is still writing, which it does in whole batches", async () => {
    const importer = await signedInClient(t.app);
    const other = await signedInClient(t.app);
    const moods = IMPORT_BATCH_SIZE.moods * 20;
    const entries = IMPORT_BATCH_SIZE.journal * 4;
    let finished = false;
    const running = importFile(importer.client, exportFile({ moods, entries })).then((res) => {
      finished = true;
      return res;
    });
    // Once the first batch is committed (the journal comes first), the import is under way.
    await vi.waitFor(async () => {
      expect((await recordCounts(t.database.db, importer.user.id)).entries).toBeGreaterThan(0);
    });
    const mid = await recordCounts(t.database.db, importer.user.id);
    expect(mid.entries % IMPORT_BATCH_SIZE.journal).toBe(0);
    const answered = await other.client.get('/api/user');
    expect(answered.statusCode).toBe(200);
    expect(finished).toBe(false);

    const res = await running;
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      journalEntries: { added: entries, skipped: 0 },
      moods: { added: moods, skipped: 0 },
    });
  });
});
