import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, signedInClient, type TestApp, TestClient } from '#server/test/test-app';
import { createEntry } from './journal-api.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;

test('recently deleted lists the entries deleted in the last 30 days, newest deletion first, until restored', async () => {
  const { client } = await signedInClient(t.app);
  const kept = await createEntry(client, { title: 'Kept', body: 'Still here' });
  const first = await createEntry(client, { title: 'First gone', body: '## Monday\nA *long* walk.' });
  const second = await createEntry(client, { title: 'Second gone', body: 'Rain all day.' });
  await client.delete(`/api/journal/${first.id}`);
  await client.delete(`/api/journal/${second.id}`);

  const res = await client.get('/api/journal/deleted');
  expect(res.statusCode).toBe(200);
  const { items } = res.json();
  expect(items.map((item: { id: string }) => item.id)).toEqual([second.id, first.id]);
  expect(items[1]).toMatchObject({ title: 'First gone', excerpt: 'Monday. A long walk.' });
  const deletedAt = Date.parse(items[0].deletedAt);
  expect(Date.parse(items[0].restorableUntil) - deletedAt).toBe(30 * DAY_MS);
  expect(items.some((item: { id: string }) => item.id === kept.id)).toBe(false);

  await client.post(`/api/journal/${first.id}/restore`);
  expect(
    (await client.get('/api/journal/deleted')).json().items.map((item: { id: string }) => item.id),
  ).toEqual([second.id]);
});

test('an entry deleted more than 30 days ago is no longer listed', async () => {
  const { client, user } = await signedInClient(t.app);
  const entry = await createEntry(client, { body: 'Long ago' });
  await client.delete(`/api/journal/${entry.id}`);
  await t.database.db.execute(
    sql`update journal_entries set deleted_at = now() - interval '30 days 1 minute' where user_id = ${user.id}`,
  );
  expect((await client.get('/api/journal/deleted')).json()).toEqual({ items: [] });
});

test("another user's deleted entries are never listed, and signed out it is 401", async () => {
  const alice = await signedInClient(t.app, 'alice');
  const bob = await signedInClient(t.app, 'bob');
  const entry = await createEntry(alice.client, { body: 'Private thought' });
  await alice.client.delete(`/api/journal/${entry.id}`);
  expect((await bob.client.get('/api/journal/deleted')).json()).toEqual({ items: [] });
  expect((await new TestClient(t.app).get('/api/journal/deleted')).statusCode).toBe(401);
});
