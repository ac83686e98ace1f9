import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SESSION_COOKIE_NAME } from '#contract/constants';
import type { Listen, NotificationHandlers } from '#server/db/notifications';
import { now, setClock } from '#server/lib/clock';
import { eventually, secondInstance, silently, stopTheClock } from '#server/test/announcements';
import { createTestApp, signedInClient, type TestApp, type TestClient } from '#server/test/test-app';
import { STREAK_CACHE_TTL_MS, STREAK_CHANGES_CHANNEL } from './streak-changes';

// Each instance keeps a user's streak rows for STREAK_CACHE_TTL_MS of the server clock, in step with
// the database's announcements of streak changes (migration 0021). The clock stands still here (a
// fake Date, nothing else faked), so whatever makes an instance read the rows again is the change.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
stopTheClock();

type App = TestApp['app'];

/** The user's mood streak as an instance shows it to the holder of the client's cookie. */
async function moodStreak(app: App, client: TestClient) {
  const res = await app.inject({
    method: 'GET',
    url: '/api/streaks',
    headers: { cookie: `${SESSION_COOKIE_NAME}=${client.cookie}` },
  });
  expect(res.statusCode).toBe(200);
  return res.json().find((streak: { id: string }) => streak.id === 'mood') as {
    current: number;
    longest: number;
  };
}

const setLongestSilently = (userId: string, longest: number) =>
  silently(t.database, sql`update streaks set longest_length = ${longest} where user_id = ${userId}`);

/** A user with a mood streak of one day, its rows read (and so kept) by the instance. */
async function userWithMoodStreak(app: App = t.app) {
  const signedIn = await signedInClient(t.app);
  expect((await signedIn.client.post('/api/moods', { mood: 'good' })).statusCode).toBe(201);
  expect(await moodStreak(app, signedIn.client)).toMatchObject({ current: 1, longest: 1 });
  return signedIn;
}

describe('streak rows served from the cache', () => {
  test('rows are kept: a change nobody announces is not seen within the cache lifetime', async () => {
    const { client, user } = await userWithMoodStreak();
    await setLongestSilently(user.id, 9);
    expect((await moodStreak(t.app, client)).longest).toBe(1);
  });

  test('after the cache lifetime the rows are read again', async () => {
    const { client, user } = await userWithMoodStreak();
    await setLongestSilently(user.id, 9);
    setClock(new Date(now().getTime() + STREAK_CACHE_TTL_MS));
    expect((await moodStreak(t.app, client)).longest).toBe(9);
  });

  test("the user's own activity is shown at once", async () => {
    const { client } = await userWithMoodStreak();
    setClock(new Date(now().getTime() + 24 * 60 * 60 * 1000));
    expect((await client.post('/api/moods', { mood: 'great' })).statusCode).toBe(201);
    expect(await moodStreak(t.app, client)).toMatchObject({ current: 2, longest: 2 });
  });

  test('kept rows are seen as of the day asked: past midnight a streak done yesterday is pending', async () => {
    // Registered without a time zone: the user's day is UTC's.
    setClock(new Date('2026-03-10T23:59:59.000Z'));
    const { client } = await userWithMoodStreak();
    const streaks = () =>
      client.get('/api/streaks').then((res) => res.json().find((s: { id: string }) => s.id === 'mood'));
    expect(await streaks()).toMatchObject({ current: 1, status: 'active' });
    // A second later, well within the cache lifetime: the same rows, but a new day.
    setClock(new Date('2026-03-11T00:00:00.500Z'));
    expect(await streaks()).toMatchObject({ current: 1, status: 'pending' });
  });

  test('any change to the rows, by whatever path, is announced and seen', async () => {
    const { client, user } = await userWithMoodStreak();
    await t.database.db.execute(sql`update streaks set longest_length = 12 where user_id = ${user.id}`);
    await eventually(async () => expect((await moodStreak(t.app, client)).longest).toBe(12));
  });

  test('a change made through another instance is seen by this one', async () => {
    const other = await secondInstance(t.database);
    try {
      const { client } = await signedInClient(t.app);
      expect((await client.post('/api/moods', { mood: 'good' })).statusCode).toBe(201);
      setClock(new Date(now().getTime() + 24 * 60 * 60 * 1000));
      // The other instance reads the rows, and keeps them; the next mood is logged through this one.
      expect((await moodStreak(other, client)).current).toBe(1);
      expect((await client.post('/api/moods', { mood: 'great' })).statusCode).toBe(201);
      await eventually(async () => expect((await moodStreak(other, client)).current).toBe(2));
    } finally {
      await other.close();
    }
  });
});

describe('while streak changes cannot be heard', () => {
  test('rows are read every time, and the cache starts empty when they can be again', async () => {
    let handlers: NotificationHandlers | null = null;
    const controlled: Listen = (channel, given) => {
      if (channel === STREAK_CHANGES_CHANNEL) handlers = given;
      return async () => {};
    };
    const app = (await createTestApp({ database: { ...t.database, listen: controlled } })).app;
    const hear = (on: boolean) => (handlers as NotificationHandlers | null)?.onListening(on);
    try {
      const { client, user } = await userWithMoodStreak(app);
      // Not listening yet: nothing is kept.
      await setLongestSilently(user.id, 5);
      expect((await moodStreak(app, client)).longest).toBe(5);
      hear(true);
      expect((await moodStreak(app, client)).longest).toBe(5);
      await setLongestSilently(user.id, 6);
      expect((await moodStreak(app, client)).longest).toBe(5);
      // The connection is lost: what was kept is dropped, and nothing is kept meanwhile.
      hear(false);
      expect((await moodStreak(app, client)).longest).toBe(6);
      await setLongestSilently(user.id, 7);
      expect((await moodStreak(app, client)).longest).toBe(7);
      // Listening again: caching resumes from an empty cache.
      hear(true);
      expect((await moodStreak(app, client)).longest).toBe(7);
      await setLongestSilently(user.id, 8);
      expect((await moodStreak(app, client)).longest).toBe(7);
    } finally {
      await app.close();
    }
  });
});
