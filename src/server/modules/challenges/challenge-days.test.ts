import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { setClock } from '#server/lib/clock';
import { TEST_TODAY } from '#server/test/pinned-clock';
import { createTestApp, signedInClient, type TestApp, type TestClient } from '#server/test/test-app';
import { assign, mine, onDay, signInAgain } from './challenges.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => setClock(null));

// Completing a challenge only from its last day, and the days of a challenge ticked or counted
// (decision record 018).

describe('completing only from the last day', () => {
  const at = (instant: string) => setClock(new Date(instant));

  test('taken on and completed a minute later is refused, naming the day, and earns nothing', async () => {
    at('2026-11-22T12:00:00Z'); // a Sunday
    const { client } = await signedInClient(t.app);
    await assign(client, 'three-good-things'); // seven days: the last is Saturday 28 November
    at('2026-11-22T12:01:00Z');
    const res = await client.post('/api/challenges/complete', {
      challengeId: 'three-good-things',
      notes: 'Done already?',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'You can finish this challenge from Saturday, 28 November.',
      code: 'CONFLICT',
    });
    expect(await mine(client)).toMatchObject([{ status: 'in_progress', day: 1, notes: null }]);
    expect((await client.get('/api/badges/user')).json()).toEqual([]);
  });

  test('the sixth day is still too soon up to its last second; the seventh day opens it', async () => {
    at('2026-11-22T12:00:00Z');
    const { client } = await signedInClient(t.app);
    await assign(client, 'three-good-things');
    at('2026-11-27T23:59:59Z');
    const early = await client.post('/api/challenges/complete', {
      challengeId: 'three-good-things',
      notes: '',
    });
    expect(early.statusCode).toBe(409);
    at('2026-11-28T00:00:00Z');
    const res = await client.post('/api/challenges/complete', {
      challengeId: 'three-good-things',
      notes: '',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'completed', day: 7, completedDate: '2026-11-28' });
  });

  test("the last day is the user's: their time zone and day-start hour decide when it begins", async () => {
    const { client } = await signedInClient(t.app);
    const profile = await client.patch('/api/profile', { timezone: 'Pacific/Auckland', dayStartHour: 5 });
    expect(profile.statusCode, profile.body).toBe(200);
    at('2026-03-10T20:00:00Z'); // 09:00 on Wednesday 11 March in Auckland (UTC+13)
    expect((await assign(client, 'steady-bedtime')).startDate).toBe('2026-03-11');

    // 04:59 on the 17th in Auckland: before the day-start hour it is still the 16th.
    at('2026-03-16T15:59:00Z');
    const early = await client.post('/api/challenges/complete', { challengeId: 'steady-bedtime', notes: '' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('You can finish this challenge from Tuesday, 17 March.');

    // 05:00 on the 17th in Auckland, still the 16th in UTC.
    at('2026-03-16T16:00:00Z');
    const res = await client.post('/api/challenges/complete', { challengeId: 'steady-bedtime', notes: '' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().completedDate).toBe('2026-03-17');
  });

  test('a finishing day in another year is named with its year', async () => {
    onDay('2026-12-20');
    const { client } = await signedInClient(t.app);
    await assign(client, 'walk-it-off'); // fourteen days
    const res = await client.post('/api/challenges/complete', { challengeId: 'walk-it-off', notes: '' });
    expect(res.json().message).toBe('You can finish this challenge from Saturday, 2 January 2027.');
  });

  test('a challenge left open past its last day can still be completed', async () => {
    onDay('2026-03-01');
    const { client, username, password } = await signedInClient(t.app);
    await assign(client, 'one-slow-meal'); // five days
    onDay('2026-03-20');
    await signInAgain(client, username, password);
    const res = await client.post('/api/challenges/complete', {
      challengeId: 'one-slow-meal',
      notes: 'Late',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ day: 5, completedDate: '2026-03-20' });
  });
});

describe('the days of a challenge', () => {
  const tick = (client: TestClient, challengeId: string, date: string, done = true) =>
    client.put('/api/challenges/days', { challengeId, date, done });

  test('are ticked by the user when the daily action happens away from the app', async () => {
    onDay('2026-03-10');
    const { client } = await signedInClient(t.app);
    const assigned = await assign(client, 'walk-it-off');
    expect(assigned).toMatchObject({ doneDates: [], challenge: { doneWhen: 'ticked' } });
    onDay('2026-03-12');
    expect((await tick(client, 'walk-it-off', '2026-03-12')).json().doneDates).toEqual(['2026-03-12']);
    // A day ticked late, and a day ticked twice, are each kept once, in order.
    await tick(client, 'walk-it-off', '2026-03-10');
    const twice = await tick(client, 'walk-it-off', '2026-03-10');
    expect(twice.statusCode, twice.body).toBe(200);
    expect(twice.json()).toMatchObject({ day: 3, doneDates: ['2026-03-10', '2026-03-12'] });
    const untick = await tick(client, 'walk-it-off', '2026-03-10', false);
    expect(untick.json().doneDates).toEqual(['2026-03-12']);
    expect((await mine(client))[0]?.doneDates).toEqual(['2026-03-12']);
  });

  test('two ticks racing each other both land', async () => {
    const { client } = await signedInClient(t.app);
    onDay('2026-03-10');
    await assign(client, 'box-breathing');
    onDay('2026-03-12');
    await Promise.all([
      tick(client, 'box-breathing', '2026-03-10'),
      tick(client, 'box-breathing', '2026-03-11'),
      tick(client, 'box-breathing', '2026-03-12'),
    ]);
    expect((await mine(client))[0]?.doneDates).toEqual(['2026-03-10', '2026-03-11', '2026-03-12']);
  });

  test('a day not yet come, or not of the challenge, cannot be ticked', async () => {
    onDay('2026-03-10');
    const { client } = await signedInClient(t.app);
    await assign(client, 'one-big-thing'); // five days, to 2026-03-14
    const tomorrow = await tick(client, 'one-big-thing', '2026-03-11');
    expect(tomorrow.statusCode).toBe(409);
    expect(tomorrow.json().message).toBe('That day has not come yet: tick it once you have done it.');
    const before = await tick(client, 'one-big-thing', '2026-03-09');
    expect(before.statusCode).toBe(409);
    expect(before.json().message).toBe('That day is not one of the days of "One Big Thing".');
    onDay('2026-03-20');
    expect((await tick(client, 'one-big-thing', '2026-03-15')).statusCode).toBe(409);
    expect((await tick(client, 'one-big-thing', '2026-03-14')).json().doneDates).toEqual(['2026-03-14']);
  });

  test('the days of a completed challenge, or of one not taken on, cannot be changed', async () => {
    onDay('2026-03-01');
    const { client } = await signedInClient(t.app);
    const notTaken = await tick(client, 'body-scan', '2026-03-01');
    expect(notTaken.statusCode).toBe(409);
    expect(notTaken.json().message).toBe(
      'You have not taken on "Body Scan Before Sleep" yet. Take it on before ticking its days.',
    );
    await assign(client, 'one-slow-meal');
    await tick(client, 'one-slow-meal', '2026-03-01');
    onDay('2026-03-05');
    await client.post('/api/challenges/complete', { challengeId: 'one-slow-meal', notes: '' });
    const after = await tick(client, 'one-slow-meal', '2026-03-05');
    expect(after.statusCode).toBe(409);
    expect(after.json().message).toBe(
      'You have already completed "One Slow Meal": its days can no longer be changed.',
    );
    expect((await mine(client))[0]).toMatchObject({ status: 'completed', doneDates: ['2026-03-01'] });
  });

  test('a journal challenge counts its days from the journal and cannot be ticked', async () => {
    onDay('2026-03-10');
    const { client } = await signedInClient(t.app);
    const assigned = await assign(client, 'thirty-days-of-pages');
    expect(assigned.challenge.doneWhen).toBe('journal-entry');
    onDay('2026-03-13');
    const write = async (date: string, body: string) => {
      const res = await client.post('/api/journal', { body, date });
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as { id: string };
    };
    await write('2026-03-09', 'The day before it began');
    await write('2026-03-10', 'Day one');
    await write('2026-03-10', 'Day one, again');
    const deleted = await write('2026-03-11', 'Written, then deleted');
    await write('2026-03-13', 'Day four');
    expect((await client.delete(`/api/journal/${deleted.id}`)).statusCode).toBeLessThan(300);

    expect((await mine(client))[0]?.doneDates).toEqual(['2026-03-10', '2026-03-13']);
    const refused = await tick(client, 'thirty-days-of-pages', '2026-03-12');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'The days of "Thirty Days of Pages" count themselves from your journal entries.',
    );
  });

  test('A Question a Day counts only the days with an entry replying to a library question', async () => {
    onDay('2026-03-10');
    const { client } = await signedInClient(t.app);
    await assign(client, 'question-a-day');
    const [question] = (await client.get('/api/questions?category=Spiritual')).json().items;
    onDay('2026-03-12');
    await client.post('/api/journal', { body: 'Just a note', date: '2026-03-10' });
    await client.post('/api/journal', {
      body: 'My reply',
      date: '2026-03-11',
      promptQuestionId: question.id,
    });
    expect((await mine(client))[0]).toMatchObject({
      challenge: { doneWhen: 'question-entry' },
      doneDates: ['2026-03-11'],
    });
  });

  test("another user's ticks are never read or changed", async () => {
    const alice = await signedInClient(t.app, 'alice');
    const bob = await signedInClient(t.app, 'bob');
    await assign(alice.client, 'walk-it-off');
    await tick(alice.client, 'walk-it-off', TEST_TODAY);
    expect((await tick(bob.client, 'walk-it-off', TEST_TODAY, false)).statusCode).toBe(409);
    await assign(bob.client, 'walk-it-off');
    expect((await mine(bob.client))[0]?.doneDates).toEqual([]);
    expect((await mine(alice.client))[0]?.doneDates).toEqual([TEST_TODAY]);
  });

  test('bad payloads are a 400 naming the field', async () => {
    const { client } = await signedInClient(t.app);
    await assign(client, 'walk-it-off');
    const cases: [unknown, string][] = [
      [{ challengeId: 'walk-it-off', done: true }, 'date'],
      [{ challengeId: 'walk-it-off', date: '2026-02-30', done: true }, 'date'],
      [{ challengeId: 'walk-it-off', date: 'x'.repeat(11), done: true }, 'date'],
      [{ challengeId: 'walk-it-off', date: TEST_TODAY }, 'done'],
      [{ challengeId: 'walk-it-off', date: TEST_TODAY, done: 'yes' }, 'done'],
      [{ date: TEST_TODAY, done: true }, 'challengeId'],
      [{ challengeId: 'walk-it-off', date: TEST_TODAY, done: true, userId: 'x' }, ''],
    ];
    for (const [payload, path] of cases) {
      const res = await client.put('/api/challenges/days', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(path);
    }
    expect((await mine(client))[0]?.doneDates).toEqual([]);
  });
});
