import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { addDays } from '#domain/local-day';
import { setClock } from '#server/lib/clock';
import { createTestApp, signedInClient, type TestApp, TestClient } from '#server/test/test-app';
import { assign, mine, onDay, signInAgain } from './challenges.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => setClock(null));

describe('the catalogue', () => {
  test('holds thoughtful challenges across six themes, each with a daily action', async () => {
    const { client } = await signedInClient(t.app);
    const res = await client.get('/api/challenges');
    expect(res.statusCode).toBe(200);
    const challenges = res.json();
    expect(challenges.length).toBeGreaterThanOrEqual(14);
    expect(new Set(challenges.map((c: { category: string }) => c.category))).toEqual(
      new Set(['Spiritual', 'Relationships', 'Health', 'Productivity', 'Mindfulness', 'Journaling']),
    );
    for (const challenge of challenges) {
      expect(challenge.durationDays).toBeGreaterThanOrEqual(3);
      expect(challenge.durationDays).toBeLessThanOrEqual(30);
      expect(challenge.dailyAction.length).toBeGreaterThan(20);
      expect(challenge.icon).toMatch(/^[a-z]+(-[a-z]+)*$/);
    }
    expect(challenges[0]).toMatchObject({ id: 'three-good-things', title: 'Three Good Things' });
  });
});

describe('taking a challenge on', () => {
  test('starts it today as day 1, with its end date, and lists it', async () => {
    const { client } = await signedInClient(t.app);
    onDay('2026-03-10');
    const assigned = await assign(client, 'walk-it-off');
    expect(assigned).toMatchObject({
      challengeId: 'walk-it-off',
      challenge: { id: 'walk-it-off', durationDays: 14, category: 'Health' },
      status: 'in_progress',
      startDate: '2026-03-10',
      endDate: '2026-03-23',
      day: 1,
      completedAt: null,
      completedDate: null,
      notes: null,
    });
    expect(await mine(client)).toEqual([assigned]);
  });

  test("the day follows the user's today and stops at the last day", async () => {
    onDay('2026-03-10');
    const { client, username, password } = await signedInClient(t.app);
    await assign(client, 'one-big-thing'); // five days
    onDay('2026-03-13');
    expect((await mine(client))[0]?.day).toBe(4);
    onDay('2026-04-30');
    await signInAgain(client, username, password);
    expect((await mine(client))[0]).toMatchObject({ day: 5, status: 'in_progress', endDate: '2026-03-14' });
  });

  test('an unknown challenge is a 404 and nothing is stored', async () => {
    const { client } = await signedInClient(t.app);
    const res = await client.post('/api/challenges/assign', { challengeId: 'climb-everest' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'That challenge does not exist', code: 'NOT_FOUND' });
    expect(await mine(client)).toEqual([]);
  });

  test('taking on one already in progress is a 409, and still only one is kept', async () => {
    const { client } = await signedInClient(t.app);
    await assign(client, 'box-breathing');
    const again = await client.post('/api/challenges/assign', { challengeId: 'box-breathing' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: 'You are already doing "Box Breathing". Complete it before taking it on again.',
      code: 'CONFLICT',
    });
    expect(await mine(client)).toHaveLength(1);
  });

  test('two assignments racing each other: one is taken, the other refused', async () => {
    const { client } = await signedInClient(t.app);
    const results = await Promise.all([
      client.post('/api/challenges/assign', { challengeId: 'morning-pages' }),
      client.post('/api/challenges/assign', { challengeId: 'morning-pages' }),
    ]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    expect(await mine(client)).toHaveLength(1);
  });

  test('bad payloads are a 400 naming the field, and nothing is stored', async () => {
    const { client } = await signedInClient(t.app);
    const cases: [unknown, string][] = [
      [{}, 'challengeId'],
      [{ challengeId: '' }, 'challengeId'],
      [{ challengeId: 42 }, 'challengeId'],
      [{ challengeId: 'x'.repeat(101) }, 'challengeId'],
      [{ challengeId: 'walk-it-off', userId: 'someone' }, ''],
    ];
    for (const [payload, path] of cases) {
      const res = await client.post('/api/challenges/assign', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(path);
    }
    expect(await mine(client)).toEqual([]);
  });
});

describe('completing a challenge', () => {
  test('keeps the notes and the day it was completed', async () => {
    onDay('2026-05-01');
    const { client, username, password } = await signedInClient(t.app);
    const assigned = await assign(client, 'three-good-things');
    onDay('2026-05-07');
    const res = await client.post('/api/challenges/complete', {
      challengeId: 'three-good-things',
      notes: '  I sleep better when I end the day on something good.  ',
    });
    expect(res.statusCode).toBe(200);
    const completed = res.json();
    expect(completed).toMatchObject({
      id: assigned.id,
      status: 'completed',
      completedDate: '2026-05-07',
      day: 7,
      notes: 'I sleep better when I end the day on something good.',
    });
    onDay('2026-06-01');
    await signInAgain(client, username, password);
    // The day stays where it was completed; the read carries the user's today.
    expect(await mine(client)).toEqual([{ ...completed, today: '2026-06-01' }]);
  });

  test('completing one not taken on is refused and nothing changes', async () => {
    const { client } = await signedInClient(t.app);
    const res = await client.post('/api/challenges/complete', { challengeId: 'deep-work-hour', notes: '' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'You have not taken on "One Deep Hour" yet. Take it on before completing it.',
    );
    expect(await mine(client)).toEqual([]);
  });

  test('completing one twice is refused the second time, keeping the first notes', async () => {
    onDay('2026-03-01');
    const { client } = await signedInClient(t.app);
    await assign(client, 'steady-bedtime'); // seven days
    onDay('2026-03-07');
    await client.post('/api/challenges/complete', { challengeId: 'steady-bedtime', notes: 'First notes' });
    const again = await client.post('/api/challenges/complete', {
      challengeId: 'steady-bedtime',
      notes: 'Other notes',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'You have already completed "A Steady Bedtime". Take it on again to do another round.',
    );
    expect((await mine(client))[0]?.notes).toBe('First notes');
  });

  test('an unknown challenge is a 404', async () => {
    const { client } = await signedInClient(t.app);
    const res = await client.post('/api/challenges/complete', { challengeId: 'nope', notes: 'x' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('That challenge does not exist');
  });

  test('bad payloads are a 400 naming the field', async () => {
    const { client } = await signedInClient(t.app);
    await assign(client, 'body-scan');
    const cases: [unknown, string][] = [
      [{ challengeId: 'body-scan' }, 'notes'],
      [{ challengeId: 'body-scan', notes: 7 }, 'notes'],
      [{ challengeId: 'body-scan', notes: 'x'.repeat(2001) }, 'notes'],
      [{ notes: 'x' }, 'challengeId'],
    ];
    for (const [payload, path] of cases) {
      const res = await client.post('/api/challenges/complete', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(path);
    }
    expect((await mine(client))[0]?.status).toBe('in_progress');
  });

  test('a completed challenge can be taken on again; in progress ones list first', async () => {
    const { client } = await signedInClient(t.app);
    onDay('2026-02-01');
    await assign(client, 'say-the-kind-thing'); // seven days
    await assign(client, 'one-slow-meal'); // five days
    onDay('2026-02-05');
    await client.post('/api/challenges/complete', { challengeId: 'one-slow-meal', notes: 'Tasted more' });
    onDay('2026-02-07');
    await client.post('/api/challenges/complete', { challengeId: 'say-the-kind-thing', notes: 'Round one' });
    onDay('2026-02-10');
    const again = await assign(client, 'say-the-kind-thing');
    expect(again).toMatchObject({ status: 'in_progress', startDate: '2026-02-10', day: 1, notes: null });

    const list = await mine(client);
    expect(list.map((c) => [c.challengeId, c.status, c.completedDate])).toEqual([
      ['say-the-kind-thing', 'in_progress', null],
      ['say-the-kind-thing', 'completed', '2026-02-07'],
      ['one-slow-meal', 'completed', '2026-02-05'],
    ]);
  });

  test('completing a first challenge earns the Finish Line badge', async () => {
    onDay('2026-03-01');
    const { client } = await signedInClient(t.app);
    await assign(client, 'question-a-day'); // seven days
    onDay('2026-03-07');
    const res = await client.post('/api/challenges/complete', { challengeId: 'question-a-day', notes: 'x' });
    expect(res.statusCode, res.body).toBe(200);
    const badges = (await client.get('/api/badges/user')).json();
    expect(badges.map((b: { badgeId: string }) => b.badgeId)).toEqual(['first-challenge']);
  });
});

describe('privacy', () => {
  test("another user never sees, nor completes, someone else's challenge", async () => {
    const alice = await signedInClient(t.app, 'alice');
    const bob = await signedInClient(t.app, 'bob');
    await assign(alice.client, 'one-message-a-day');

    expect(await mine(bob.client)).toEqual([]);
    const res = await bob.client.post('/api/challenges/complete', {
      challengeId: 'one-message-a-day',
      notes: 'Not mine',
    });
    expect(res.statusCode).toBe(409);
    expect(await mine(alice.client)).toMatchObject([{ status: 'in_progress', notes: null }]);
    // Bob taking the same challenge on is his own, separate assignment.
    await assign(bob.client, 'one-message-a-day');
    expect(await mine(alice.client)).toHaveLength(1);
  });

  test('signed-out callers get 401 on every challenge call, before any validation', async () => {
    const anonymous = new TestClient(t.app);
    for (const res of [
      await anonymous.get('/api/challenges'),
      await anonymous.get('/api/challenges/user'),
      await anonymous.post('/api/challenges/assign', {}),
      await anonymous.post('/api/challenges/complete', { challengeId: 'walk-it-off', notes: 'x' }),
      await anonymous.put('/api/challenges/days', {}),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('UNAUTHENTICATED');
    }
  });
});

test('a 30-day challenge taken on in December ends in January', async () => {
  onDay('2026-12-15');
  const { client } = await signedInClient(t.app);
  const assigned = await assign(client, 'thirty-days-of-pages');
  expect(assigned.endDate).toBe(addDays('2026-12-15', 29));
  expect(assigned.endDate).toBe('2027-01-13');
});
