import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { MOOD_LEVELS, MOOD_NOTE_MAX_LENGTH } from '#contract/constants';
import { addDays } from '#domain/local-day';
import { moods } from '#server/db/schema';
import { setClock } from '#server/lib/clock';
import { setDaySettings } from '#server/modules/profile/profile.fixtures';
import { createTestApp, signedInClient, type TestApp, TestClient } from '#server/test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => setClock(null));

// Users register in UTC, so noon UTC is the middle of their local day.
const DAY_1 = '2026-05-04';
const onDay = (date: string) => setClock(new Date(`${date}T12:00:00Z`));
// Sessions expire by the server clock: every test signs in on the days it uses, not weeks before.
beforeEach(() => onDay(DAY_1));

const rowsOf = (userId: string) => t.database.db.select().from(moods).where(eq(moods.userId, userId));

describe('signed out', () => {
  test('every mood call is a 401 and stores nothing', async () => {
    const client = new TestClient(t.app);
    const before = await t.database.db.select().from(moods);
    for (const res of [
      await client.post('/api/moods', { mood: 'good' }),
      await client.get('/api/moods'),
      await client.get('/api/moods/today'),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'You are not signed in', code: 'UNAUTHENTICATED' });
    }
    expect(await t.database.db.select().from(moods)).toEqual(before);
  });
});

describe('POST /api/moods', () => {
  test("logs today's mood with a 201 and the whole mood", async () => {
    const { client } = await signedInClient(t.app);
    onDay(DAY_1);
    const res = await client.post('/api/moods', { mood: 'good', note: '  A long walk  ' });
    expect(res.statusCode).toBe(201);
    const mood = res.json();
    expect(mood).toEqual({
      id: expect.any(String),
      date: DAY_1,
      mood: 'good',
      score: 4,
      note: 'A long walk',
      createdAt: expect.any(String),
      updatedAt: mood.createdAt,
    });
    expect((await client.get('/api/moods/today')).json()).toEqual(mood);
  });

  test('each level is stored as its score, 1 (awful) to 5 (great)', async () => {
    const { client } = await signedInClient(t.app);
    for (const [index, level] of MOOD_LEVELS.entries()) {
      onDay(addDays(DAY_1, index));
      expect((await client.post('/api/moods', { mood: level })).json()).toMatchObject({
        mood: level,
        score: index + 1,
        note: null,
      });
    }
  });

  test('changing the mood the same day is a 200 on the same row; a note left out is kept', async () => {
    const { client, user } = await signedInClient(t.app);
    onDay(DAY_1);
    const first = (await client.post('/api/moods', { mood: 'bad', note: 'Rainy' })).json();
    setClock(new Date(`${DAY_1}T18:00:00Z`));
    const changed = await client.post('/api/moods', { mood: 'great' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      id: first.id,
      date: DAY_1,
      mood: 'great',
      score: 5,
      note: 'Rainy',
    });
    expect(changed.json().createdAt).toBe(first.createdAt);

    const cleared = await client.post('/api/moods', { mood: 'okay', note: '   ' });
    expect(cleared.json()).toMatchObject({ id: first.id, mood: 'okay', note: null });
    expect(await rowsOf(user.id)).toHaveLength(1);
  });

  test('the next day makes a new mood', async () => {
    const { client, user } = await signedInClient(t.app);
    onDay(DAY_1);
    const first = (await client.post('/api/moods', { mood: 'okay' })).json();
    onDay(addDays(DAY_1, 1));
    const res = await client.post('/api/moods', { mood: 'good' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ date: addDays(DAY_1, 1), mood: 'good' });
    expect(res.json().id).not.toBe(first.id);
    expect(await rowsOf(user.id)).toHaveLength(2);
    expect((await client.get('/api/moods/today')).json().id).toBe(res.json().id);
  });

  test('with a day start of 4, a mood at 01:30 is logged for the previous day', async () => {
    const { client } = await signedInClient(t.app);
    await setDaySettings(client, { timezone: 'Europe/Berlin', dayStartHour: 4 });
    setClock(new Date(`${addDays(DAY_1, 1)}T23:30:00Z`)); // 01:30 on the clock, summer time
    expect((await client.post('/api/moods', { mood: 'good' })).json().date).toBe(addDays(DAY_1, 1));
  });

  test('an unknown level, a mood out of range, a bad or too long note, an unknown field: 400, nothing stored', async () => {
    const { client, user } = await signedInClient(t.app);
    const cases: [unknown, string][] = [
      [{ mood: 'ecstatic' }, 'mood'],
      [{ mood: 6 }, 'mood'],
      [{ mood: 0 }, 'mood'],
      [{}, 'mood'],
      [{ mood: 'good', note: 'x'.repeat(MOOD_NOTE_MAX_LENGTH + 1) }, 'note'],
      [{ mood: 'good', note: 42 }, 'note'],
      [{ mood: 'good', score: 5 }, ''],
    ];
    for (const [body, path] of cases) {
      const res = await client.post('/api/moods', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.any(String) });
      expect(res.json().errors[0].path).toBe(path);
    }
    expect(
      (await client.post('/api/moods', { mood: 'good', note: 'x'.repeat(501) })).json().errors[0].message,
    ).toBe(`A note can be at most ${MOOD_NOTE_MAX_LENGTH} characters`);
    expect((await client.post('/api/moods', { mood: 'meh' })).json().errors[0].message).toBe(
      'Choose a mood: awful, bad, okay, good, great',
    );
    expect(await rowsOf(user.id)).toEqual([]);
    expect((await client.get('/api/moods/today')).statusCode).toBe(404);
  });

  test('a refused change leaves the day’s mood as it was', async () => {
    const { client } = await signedInClient(t.app);
    const logged = (await client.post('/api/moods', { mood: 'good', note: 'Fine' })).json();
    expect((await client.post('/api/moods', { mood: 'superb' })).statusCode).toBe(400);
    expect((await client.get('/api/moods/today')).json()).toEqual(logged);
  });
});

describe('GET /api/moods/today', () => {
  test('is a 404 with the error shape before a mood is logged today', async () => {
    const { client } = await signedInClient(t.app);
    onDay(DAY_1);
    await client.post('/api/moods', { mood: 'good' });
    onDay(addDays(DAY_1, 1));
    const res = await client.get('/api/moods/today');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'No mood logged today', code: 'NOT_FOUND' });
  });
});

describe('GET /api/moods', () => {
  test('lists newest first, within from and to, up to the limit', async () => {
    const { client } = await signedInClient(t.app);
    const levels = ['awful', 'bad', 'okay', 'good', 'great'];
    for (const [i, mood] of levels.entries()) {
      onDay(addDays(DAY_1, i));
      await client.post('/api/moods', { mood });
    }
    const all = (await client.get('/api/moods')).json();
    expect(all.map((m: { mood: string }) => m.mood)).toEqual([...levels].reverse());
    expect(all.map((m: { date: string }) => m.date)).toEqual(levels.map((_, i) => addDays(DAY_1, 4 - i)));

    const range = await client.get(`/api/moods?from=${addDays(DAY_1, 1)}&to=${addDays(DAY_1, 3)}`);
    expect(range.json().map((m: { mood: string }) => m.mood)).toEqual(['good', 'okay', 'bad']);
    expect((await client.get('/api/moods?limit=2')).json().map((m: { mood: string }) => m.mood)).toEqual([
      'great',
      'good',
    ]);
    expect((await client.get('/api/moods?from=&to=&limit=')).json()).toHaveLength(5);
  });

  test('a bad date or limit is a 400 naming the field', async () => {
    const { client } = await signedInClient(t.app);
    for (const [query, path] of [
      ['from=yesterday', 'from'],
      ['to=2026-02-30', 'to'],
      ['limit=0', 'limit'],
      ['limit=many', 'limit'],
    ]) {
      const res = await client.get(`/api/moods?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors[0].path).toBe(path);
    }
  });

  test("another user's moods are never visible", async () => {
    const alice = await signedInClient(t.app, 'alice');
    const bob = await signedInClient(t.app, 'bob');
    await alice.client.post('/api/moods', { mood: 'great', note: 'Private' });
    expect((await bob.client.get('/api/moods')).json()).toEqual([]);
    expect((await bob.client.get('/api/moods/today')).statusCode).toBe(404);
    // Bob logging his own mood the same day makes his own row and leaves Alice's alone.
    expect((await bob.client.post('/api/moods', { mood: 'bad' })).statusCode).toBe(201);
    expect((await alice.client.get('/api/moods/today')).json()).toMatchObject({
      mood: 'great',
      note: 'Private',
    });
  });
});

describe('the mood streak', () => {
  test('moods on consecutive days make a run; changing a mood keeps it', async () => {
    const { client } = await signedInClient(t.app);
    onDay(DAY_1);
    await client.post('/api/moods', { mood: 'okay' });
    onDay(addDays(DAY_1, 1));
    await client.post('/api/moods', { mood: 'good' });
    await client.post('/api/moods', { mood: 'great' });
    const mood = (await client.get('/api/streaks')).json().find((s: { id: string }) => s.id === 'mood');
    expect(mood).toMatchObject({ current: 2, longest: 2, runStartDate: DAY_1, status: 'active' });
  });
});

describe('a mood for an earlier day', () => {
  test('can be logged and changed for any of the last 7 days, not older, not in the future', async () => {
    const { client } = await signedInClient(t.app);
    onDay(addDays(DAY_1, 10));
    const sixAgo = addDays(DAY_1, 4);
    const logged = await client.post('/api/moods', { mood: 'bad', date: sixAgo, note: 'Migraine' });
    expect(logged.statusCode).toBe(201);
    expect(logged.json()).toMatchObject({ date: sixAgo, mood: 'bad', note: 'Migraine' });
    const changed = await client.post('/api/moods', { mood: 'okay', date: sixAgo });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ date: sixAgo, mood: 'okay', note: 'Migraine' });

    const tooOld = await client.post('/api/moods', { mood: 'good', date: addDays(DAY_1, 3) });
    expect(tooOld.statusCode).toBe(400);
    expect(tooOld.json().errors).toEqual([
      { path: 'date', message: 'A mood can be logged for the last 7 days only.' },
    ]);
    const future = await client.post('/api/moods', { mood: 'good', date: addDays(DAY_1, 11) });
    expect(future.statusCode).toBe(400);
    expect((await client.post('/api/moods', { mood: 'good', date: '2026-02-30' })).statusCode).toBe(400);
    expect((await client.post('/api/moods', { mood: 'good', date: 'x'.repeat(5000) })).statusCode).toBe(400);
    expect((await client.get('/api/moods')).json().map((m: { date: string }) => m.date)).toEqual([sixAgo]);
  });

  test("not for a day before the account's first day", async () => {
    const { client } = await signedInClient(t.app);
    const res = await client.post('/api/moods', { mood: 'good', date: addDays(DAY_1, -1) });
    expect(res.statusCode).toBe(400);
  });

  test('yesterday logged late keeps the run; an older day logged late never joins runs', async () => {
    const { client } = await signedInClient(t.app);
    await client.post('/api/moods', { mood: 'good' });
    onDay(addDays(DAY_1, 1));
    await client.post('/api/moods', { mood: 'good' });
    // Day 3 missed; day 4 logged on its day, then day 3 logged on day 4: it counts, the run is 4.
    onDay(addDays(DAY_1, 3));
    await client.post('/api/moods', { mood: 'okay' });
    await client.post('/api/moods', { mood: 'bad', date: addDays(DAY_1, 2) });
    const streak = (await client.get('/api/streaks')).json().find((s: { id: string }) => s.id === 'mood');
    expect(streak).toMatchObject({ current: 4, frozenDates: [] });

    // Days 5 and 6 missed, day 7 logged; day 6 logged on day 8 is too late to join the runs.
    onDay(addDays(DAY_1, 7));
    await client.post('/api/moods', { mood: 'good' });
    onDay(addDays(DAY_1, 8));
    await client.post('/api/moods', { mood: 'good', date: addDays(DAY_1, 5) });
    const later = (await client.get('/api/streaks')).json().find((s: { id: string }) => s.id === 'mood');
    expect(later).toMatchObject({ current: 1, longest: 4 });
  });
});
