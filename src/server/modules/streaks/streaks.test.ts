import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { STREAK_IDS } from '#contract/constants';
import { addDays } from '#domain/local-day';
import { streaks } from '#server/db/schema';
import { setClock } from '#server/lib/clock';
import { regularQuestionIds, seedRetros } from '#server/modules/retro/retro.fixtures';
import { completeTodaysRetro } from '#server/modules/retro/retro-api.fixtures';
import { eventually } from '#server/test/announcements';
import { createTestApp, signedInClient, type TestApp, TestClient } from '#server/test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => setClock(null));

// Users register in UTC, so noon UTC is the middle of their local day.
const DAY_1 = '2026-03-02';
const onDay = (date: string) => setClock(new Date(`${date}T12:00:00Z`));

/** Completed retros on these past days, written directly as if done then. */
async function seedCompletedRetros(userId: string, dates: string[]) {
  const questionIds = (await regularQuestionIds(t.database.db)).slice(0, 3);
  await seedRetros(
    t.database.db,
    dates.map((date) => ({ userId, date, questionIds, completed: true })),
  );
}

async function streakOf(client: TestClient, id: string) {
  const res = await client.get('/api/streaks');
  expect(res.statusCode).toBe(200);
  return res.json().find((streak: { id: string }) => streak.id === id);
}

const days = (from: string, count: number) => Array.from({ length: count }, (_, i) => addDays(from, i));

describe('signed out', () => {
  test('reading or recomputing streaks is a 401', async () => {
    const client = new TestClient(t.app);
    for (const res of [await client.get('/api/streaks'), await client.post('/api/streaks/daily-retro')]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'You are not signed in', code: 'UNAUTHENTICATED' });
    }
  });
});

describe('GET /api/streaks', () => {
  test('a new user has all three streaks, in order, at zero', async () => {
    const { client } = await signedInClient(t.app);
    const res = await client.get('/api/streaks');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(
      STREAK_IDS.map((id) => ({
        id,
        current: 0,
        longest: 0,
        lastActiveDate: null,
        runStartDate: null,
        freezesAvailable: 0,
        frozenDates: [],
        status: 'broken',
        nextFreezeIn: 7,
        freezeNotice: null,
      })),
    );
  });

  test("another user's streaks are never visible", async () => {
    const alice = await signedInClient(t.app, 'alice');
    const bob = await signedInClient(t.app, 'bob');
    await completeTodaysRetro(alice.client);
    expect(await streakOf(alice.client, 'daily-retro')).toMatchObject({ current: 1 });
    expect(await streakOf(bob.client, 'daily-retro')).toMatchObject({ current: 0, lastActiveDate: null });
    const recomputed = await bob.client.post('/api/streaks/daily-retro');
    expect(recomputed.json().streak).toMatchObject({ current: 0 });
    expect(await streakOf(alice.client, 'daily-retro')).toMatchObject({ current: 1 });
  });

  test('requests arriving together (read with one statement) each get their own user’s streaks', async () => {
    const users = await Promise.all([1, 2, 3].map(() => signedInClient(t.app, 'together')));
    // The first has a streak of 1, the second of 2, the third none.
    await seedCompletedRetros(users[0]?.user.id as string, [addDays(DAY_1, 1)]);
    await seedCompletedRetros(users[1]?.user.id as string, days(DAY_1, 2));
    onDay(addDays(DAY_1, 1));
    for (const { client } of users.slice(0, 2)) await client.post('/api/streaks/daily-retro');
    const asked = [...users, ...users].map(({ client }) => streakOf(client, 'daily-retro'));
    const seen = (await Promise.all(asked)).map((streak) => streak.current);
    expect(seen).toEqual([1, 2, 0, 1, 2, 0]);
  });
});

describe('the daily-retro streak', () => {
  test('completing retros on consecutive days gives 2; a missed day breaks it', async () => {
    const { client } = await signedInClient(t.app);
    onDay(DAY_1);
    await completeTodaysRetro(client);
    onDay(addDays(DAY_1, 1));
    await completeTodaysRetro(client);
    expect(await streakOf(client, 'daily-retro')).toMatchObject({
      current: 2,
      longest: 2,
      runStartDate: DAY_1,
      lastActiveDate: addDays(DAY_1, 1),
      status: 'active',
    });

    onDay(addDays(DAY_1, 2));
    expect(await streakOf(client, 'daily-retro')).toMatchObject({ current: 2, status: 'pending' });
    // Yesterday missed: it can still be finished today, so the run is at risk, not lost yet.
    onDay(addDays(DAY_1, 3));
    expect(await streakOf(client, 'daily-retro')).toMatchObject({ current: 2, status: 'at_risk' });
    onDay(addDays(DAY_1, 4));
    expect(await streakOf(client, 'daily-retro')).toMatchObject({ current: 0, longest: 2, status: 'broken' });
    await completeTodaysRetro(client);
    expect(await streakOf(client, 'daily-retro')).toMatchObject({
      current: 1,
      longest: 2,
      runStartDate: addDays(DAY_1, 4),
      status: 'active',
    });
  });

  test('a freeze earned by a 7-day run covers a one-day gap', async () => {
    const { client, user } = await signedInClient(t.app);
    await seedCompletedRetros(user.id, days(DAY_1, 7));
    const missed = addDays(DAY_1, 7);
    const back = addDays(DAY_1, 8);
    onDay(back);
    // Before the retro of the day after the gap, the run is at risk but still shown.
    expect((await client.post('/api/streaks/daily-retro')).json().streak).toMatchObject({
      current: 7,
      freezesAvailable: 1,
      status: 'at_risk',
    });
    await completeTodaysRetro(client);
    expect(await streakOf(client, 'daily-retro')).toEqual({
      id: 'daily-retro',
      current: 8,
      longest: 8,
      lastActiveDate: back,
      runStartDate: DAY_1,
      freezesAvailable: 0,
      frozenDates: [missed],
      status: 'active',
      nextFreezeIn: 6,
      freezeNotice: missed,
    });

    // Told once: after the acknowledgement the notice is gone, and it stays gone.
    const told = await client.post('/api/streaks/daily-retro/freeze-told', { date: missed });
    expect(told.statusCode).toBe(204);
    expect(await streakOf(client, 'daily-retro')).toMatchObject({
      freezeNotice: null,
      frozenDates: [missed],
    });
    expect((await client.post('/api/streaks/daily-retro')).json().streak.freezeNotice).toBeNull();
    // An earlier date sent late does not bring it back.
    await client.post('/api/streaks/daily-retro/freeze-told', { date: DAY_1 });
    expect(await streakOf(client, 'daily-retro')).toMatchObject({ freezeNotice: null });
  });

  test('telling a freeze: signed out 401, a bad date or streak 400, a streak never done 404', async () => {
    const { client } = await signedInClient(t.app);
    const url = '/api/streaks/daily-retro/freeze-told';
    expect((await new TestClient(t.app).post(url, { date: DAY_1 })).statusCode).toBe(401);
    expect((await client.post(url, { date: '2026-02-30' })).statusCode).toBe(400);
    expect((await client.post(url, { date: 'x'.repeat(10_000) })).statusCode).toBe(400);
    expect((await client.post(url, { date: DAY_1, extra: 1 })).statusCode).toBe(400);
    expect((await client.post('/api/streaks/nope/freeze-told', { date: DAY_1 })).statusCode).toBe(400);
    expect((await client.post(url, { date: DAY_1 })).statusCode).toBe(404);
  });

  test('completing an already completed retro changes nothing', async () => {
    const { client } = await signedInClient(t.app);
    await completeTodaysRetro(client);
    const before = await streakOf(client, 'daily-retro');
    const today = before.lastActiveDate;
    expect((await client.post(`/api/retro/${today}/complete`)).statusCode).toBe(200);
    expect(await streakOf(client, 'daily-retro')).toEqual(before);
  });
});

describe('the journal streak', () => {
  test('entries on consecutive days count; deleting the only entry of a day lowers it; restoring it undoes that', async () => {
    const { client } = await signedInClient(t.app);
    onDay(addDays(DAY_1, 1));
    expect((await client.post('/api/journal', { body: 'Yesterday', date: DAY_1 })).statusCode).toBe(201);
    const today = (await client.post('/api/journal', { body: 'Today' })).json();
    expect((await client.post('/api/journal', { body: 'Today again' })).statusCode).toBe(201);
    expect(await streakOf(client, 'journal')).toMatchObject({ current: 2, status: 'active' });

    // Today still has another entry: nothing changes.
    expect((await client.delete(`/api/journal/${today.id}`)).statusCode).toBe(200);
    expect(await streakOf(client, 'journal')).toMatchObject({ current: 2 });

    const yesterday = (await client.get(`/api/journal?from=${DAY_1}&to=${DAY_1}`)).json().items[0];
    expect((await client.delete(`/api/journal/${yesterday.id}`)).statusCode).toBe(200);
    expect(await streakOf(client, 'journal')).toMatchObject({
      current: 1,
      longest: 1,
      runStartDate: addDays(DAY_1, 1),
    });

    expect((await client.post(`/api/journal/${yesterday.id}/restore`)).statusCode).toBe(200);
    expect(await streakOf(client, 'journal')).toMatchObject({ current: 2, runStartDate: DAY_1 });
  });

  test('of entries written at one moment for six days, only yesterday and today count', async () => {
    const { client } = await signedInClient(t.app);
    onDay(addDays(DAY_1, 5));
    const responses = await Promise.all(
      days(DAY_1, 6).map((date) => client.post('/api/journal', { body: `On ${date}`, date })),
    );
    expect(responses.map((res) => res.statusCode)).toEqual(Array(6).fill(201));
    expect(await streakOf(client, 'journal')).toMatchObject({
      current: 2,
      longest: 2,
      runStartDate: addDays(DAY_1, 4),
    });
  });

  test('moving an entry into an old gap never repairs the old run', async () => {
    const { client } = await signedInClient(t.app);
    for (const date of [DAY_1, addDays(DAY_1, 1), addDays(DAY_1, 3), addDays(DAY_1, 4)]) {
      onDay(date);
      await client.post('/api/journal', { body: `On ${date}` });
    }
    onDay(addDays(DAY_1, 5));
    const today = (await client.post('/api/journal', { body: 'Today' })).json();
    expect(await streakOf(client, 'journal')).toMatchObject({ current: 3, longest: 3 });
    // Re-dated into the gap on day 2, three days later: the runs stay apart.
    const moved = await client.patch(`/api/journal/${today.id}`, { date: addDays(DAY_1, 2) });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().date).toBe(addDays(DAY_1, 2));
    expect(await streakOf(client, 'journal')).toMatchObject({ current: 2, longest: 2 });
  });

  test('moving an entry to another date moves the day it counts for', async () => {
    const { client } = await signedInClient(t.app);
    onDay(addDays(DAY_1, 2));
    const entry = (await client.post('/api/journal', { body: 'Two days ago', date: DAY_1 })).json();
    await client.post('/api/journal', { body: 'Today' });
    expect(await streakOf(client, 'journal')).toMatchObject({ current: 1, longest: 1 });
    const moved = await client.patch(`/api/journal/${entry.id}`, { date: addDays(DAY_1, 1) });
    expect(moved.statusCode).toBe(200);
    expect(await streakOf(client, 'journal')).toMatchObject({ current: 2, runStartDate: addDays(DAY_1, 1) });
  });
});

describe('POST /api/streaks/:id', () => {
  test('an unknown id is a 400 with the error shape, and nothing is stored', async () => {
    const { client, user } = await signedInClient(t.app);
    const res = await client.post('/api/streaks/meditation');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: [{ path: 'id', message: 'Choose a streak: daily-retro, journal, mood' }],
    });
    const rows = await t.database.db.select().from(streaks).where(eq(streaks.userId, user.id));
    expect(rows).toEqual([]);
  });

  test('restores the right values after the stored row was tampered with', async () => {
    const { client, user } = await signedInClient(t.app);
    await seedCompletedRetros(user.id, days(addDays(DAY_1, -2), 2));
    onDay(DAY_1);
    await completeTodaysRetro(client);
    const correct = await streakOf(client, 'daily-retro');
    expect(correct).toMatchObject({ current: 3, longest: 3 });

    const own = and(eq(streaks.userId, user.id), eq(streaks.streakId, 'daily-retro'));
    await t.database.db
      .update(streaks)
      .set({ currentLength: 41, longestLength: 41, frozenDates: sql`'{2026-01-01}'::date[]` })
      .where(own);
    // The change is announced (migration 0021); on PostgreSQL it arrives a moment after the commit.
    await eventually(async () =>
      expect(await streakOf(client, 'daily-retro')).toMatchObject({ current: 41 }),
    );

    const res = await client.post('/api/streaks/daily-retro');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ streak: correct });
    expect(await streakOf(client, 'daily-retro')).toEqual(correct);
    const [row] = await t.database.db.select().from(streaks).where(own);
    expect(row).toMatchObject({ currentLength: 3, computedFor: DAY_1, frozenDates: [] });
  });

  test('recomputing a streak never done stores zeros and returns them', async () => {
    const { client } = await signedInClient(t.app);
    const res = await client.post('/api/streaks/mood');
    expect(res.statusCode).toBe(200);
    expect(res.json().streak).toMatchObject({ id: 'mood', current: 0, longest: 0, status: 'broken' });
  });
});
