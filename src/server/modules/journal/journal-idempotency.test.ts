import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, signedInClient, type TestApp, TestClient } from '#server/test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const KEY = 'draft-3f1c9a52-6b0e-4d7a-9d41-0c2e5b7a8e10';

async function entryCount(client: TestClient): Promise<number> {
  return (await client.get('/api/journal?limit=100')).json().items.length;
}

describe('creating an entry with an idempotency key', () => {
  test('a repeated create with the same key returns the first entry with 200 and writes no second', async () => {
    const { client } = await signedInClient(t.app);
    const first = await client.post('/api/journal', { body: 'Written on the train', idempotencyKey: KEY });
    expect(first.statusCode).toBe(201);
    const again = await client.post('/api/journal', {
      body: 'Written on the train, and a bit more',
      idempotencyKey: KEY,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await entryCount(client)).toBe(1);
  });

  test('two creates with the same key at once make one entry', async () => {
    const { client } = await signedInClient(t.app);
    const [a, b] = await Promise.all([
      client.post('/api/journal', { body: 'Sent twice', idempotencyKey: KEY }),
      client.post('/api/journal', { body: 'Sent twice', idempotencyKey: KEY }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json().id).toBe(b.json().id);
    expect(await entryCount(client)).toBe(1);
  });

  test('different keys, and creates without a key, each make their own entry', async () => {
    const { client } = await signedInClient(t.app);
    await client.post('/api/journal', { body: 'One', idempotencyKey: `${KEY}-1` });
    await client.post('/api/journal', { body: 'Two', idempotencyKey: `${KEY}-2` });
    await client.post('/api/journal', { body: 'Three' });
    await client.post('/api/journal', { body: 'Four' });
    expect(await entryCount(client)).toBe(4);
  });

  test("another user's key never collides with mine and never shows me their entry", async () => {
    const alice = await signedInClient(t.app, 'alice');
    const bob = await signedInClient(t.app, 'bob');
    const hers = await alice.client.post('/api/journal', { body: 'Private words', idempotencyKey: KEY });
    const his = await bob.client.post('/api/journal', { body: 'His own', idempotencyKey: KEY });
    expect(his.statusCode).toBe(201);
    expect(his.json().id).not.toBe(hers.json().id);
    expect(his.json().body).toBe('His own');
    expect(await entryCount(bob.client)).toBe(1);
    expect((await alice.client.get(`/api/journal/${hers.json().id}`)).json().body).toBe('Private words');
  });

  test('a repeat after the entry was deleted is not found, and nothing is written again', async () => {
    const { client } = await signedInClient(t.app);
    const first = await client.post('/api/journal', { body: 'Soon gone', idempotencyKey: KEY });
    await client.delete(`/api/journal/${first.json().id}`);
    const again = await client.post('/api/journal', { body: 'Soon gone', idempotencyKey: KEY });
    expect(again.statusCode).toBe(404);
    expect(await entryCount(client)).toBe(0);
  });

  test.each([
    ['too long', 'k'.repeat(65)],
    ['too short', 'short'],
    ['with a NUL', `abcdefgh${String.fromCharCode(0)}`],
    ['with other characters', 'abc def/ghij'],
    ['not text', 12345678],
  ])('a key %s is refused with 400 and nothing is stored', async (_, idempotencyKey) => {
    const { client } = await signedInClient(t.app);
    const res = await client.post('/api/journal', { body: 'Words', idempotencyKey });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toBe('idempotencyKey');
    expect(await entryCount(client)).toBe(0);
  });

  test('signed out, a create with a key is 401', async () => {
    const res = await new TestClient(t.app).post('/api/journal', { body: 'Words', idempotencyKey: KEY });
    expect(res.statusCode).toBe(401);
  });
});
