import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, signedInClient, type TestApp, TestClient } from '#server/test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DEFAULTS = {
  displayName: null,
  avatar: null,
  accentColor: 'teal',
  homeCards: ['next-step', 'retro', 'challenge', 'streaks', 'mood', 'question', 'recent-entries'],
  celebrations: true,
};

const current = async (client: TestClient) => (await client.get('/api/customization')).json();

describe('reading', () => {
  test('a user who changed nothing gets the defaults', async () => {
    const { client } = await signedInClient(t.app);
    const res = await client.get('/api/customization');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(DEFAULTS);
  });
});

describe('changing', () => {
  test('the first change stores every field sent and keeps the defaults for the rest', async () => {
    const { client } = await signedInClient(t.app);
    const res = await client.patch('/api/customization', {
      displayName: '  Ada   Lovelace ',
      avatar: '🌻',
      homeCards: ['mood', 'retro'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ...DEFAULTS,
      displayName: 'Ada Lovelace',
      avatar: '🌻',
      homeCards: ['mood', 'retro'],
    });
    expect(await current(client)).toEqual(res.json());
  });

  test('sending only the accent colour leaves the name, avatar, cards and celebrations alone', async () => {
    const { client } = await signedInClient(t.app);
    await client.patch('/api/customization', {
      displayName: 'Sam',
      avatar: '🦊',
      homeCards: ['question'],
      celebrations: false,
    });
    const res = await client.patch('/api/customization', { accentColor: 'violet' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      displayName: 'Sam',
      avatar: '🦊',
      accentColor: 'violet',
      homeCards: ['question'],
      celebrations: false,
    });
  });

  test('null clears the name and the avatar; an empty name counts as none', async () => {
    const { client } = await signedInClient(t.app);
    await client.patch('/api/customization', { displayName: 'Sam', avatar: '🦊' });
    expect((await client.patch('/api/customization', { avatar: null })).json()).toMatchObject({
      displayName: 'Sam',
      avatar: null,
    });
    expect((await client.patch('/api/customization', { displayName: '   ' })).json().displayName).toBeNull();
  });

  test('emoji made of several code points count as one', async () => {
    const { client } = await signedInClient(t.app);
    for (const avatar of ['👩‍💻', '🇳🇱', '👍🏽', '❤️']) {
      const res = await client.patch('/api/customization', { avatar });
      expect(res.statusCode, avatar).toBe(200);
      expect(res.json().avatar).toBe(avatar);
    }
  });

  test('bad values are a 400 naming the field, and nothing changes', async () => {
    const { client } = await signedInClient(t.app);
    await client.patch('/api/customization', { accentColor: 'rose', avatar: '🌙' });
    const before = await current(client);
    const cases: [unknown, string][] = [
      [{ avatar: 'A' }, 'avatar'],
      [{ avatar: '🌙🌙' }, 'avatar'],
      [{ avatar: '🌙 hi' }, 'avatar'],
      [{ accentColor: 'chartreuse' }, 'accentColor'],
      [{ homeCards: ['mood', 'mood'] }, 'homeCards'],
      [{ homeCards: ['weather'] }, 'homeCards.0'],
      [{ displayName: 'x'.repeat(41) }, 'displayName'],
      [{ celebrations: 'yes' }, 'celebrations'],
      [{ accentColor: 'sky', theme: 'dark' }, ''],
    ];
    for (const [payload, path] of cases) {
      const res = await client.patch('/api/customization', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(path);
    }
    expect(await current(client)).toEqual(before);
  });

  test('an empty body is a 400 that says there is nothing to change', async () => {
    const { client } = await signedInClient(t.app);
    const res = await client.patch('/api/customization', {});
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { message: string }) => e.message)).toContain(
      'Nothing to change: send at least one field',
    );
    expect(await current(client)).toEqual(DEFAULTS);
  });

  test("one user's changes never reach another's", async () => {
    const alice = await signedInClient(t.app, 'alice');
    const bob = await signedInClient(t.app, 'bob');
    await alice.client.patch('/api/customization', { accentColor: 'amber', displayName: 'Alice' });
    expect(await current(bob.client)).toEqual(DEFAULTS);
  });
});

test('signed-out callers get 401, before any validation', async () => {
  const anonymous = new TestClient(t.app);
  for (const res of [
    await anonymous.get('/api/customization'),
    await anonymous.patch('/api/customization', { accentColor: 'nope' }),
  ]) {
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
  }
});
