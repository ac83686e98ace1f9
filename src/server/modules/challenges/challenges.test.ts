import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import type { UserChallenge } from '../../../contract/challenges';
import { addDays } from '../../../domain/local-day';
import { setClock } from '../../lib/clock';
import { TEST_TODAY } from '../../test/pinned-clock';
import { createTestApp, signedInClient, type TestApp, TestClient } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => setClock(null));

// Every test user is in UTC with a midnight day start, so noon UTC is safely inside the day.
const onDay = (date: string) => setClock(new Date(`${date}T12:00:00Z`));

/** Sessions expire by the server clock: after a jump of weeks, the user signs in again. */
async function signInAgain(client: TestClient, username: string, password: string) {
  expect((await client.post('/api/login', { username, password, rememberMe: true })).statusCode).toBe(200);
}

async function assign(client: TestClient, challengeId: string): Promise<UserChallenge> {
  const res = await client.post('/api/challenges/assign', { challengeId });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const mine = async (client: TestClient): Promise<UserChallenge[]> =>
  (await client.get('/api/challenges/user')).json();

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
    // The day stays where it was completed.
    expect(await mine(client)).toEqual([completed]);
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
