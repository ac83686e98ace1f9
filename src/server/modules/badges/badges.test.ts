import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { setClock } from '#server/lib/clock';
import { setDaySettings } from '#server/modules/profile/profile.fixtures';
import { regularQuestionIds, seedRetros } from '#server/modules/retro/retro.fixtures';
import { fillIn } from '#server/modules/retro/retro-api.fixtures';
import { createTestApp, signedInClient, type TestApp, TestClient } from '#server/test/test-app';
import { awardEarnedBadges } from './badge-awards';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => setClock(null));

type Badge = { id: string; progress: { current: number; target: number }; earned: boolean };
type UserBadge = { badgeId: string; awardedAt: string; awardedDate: string; notified: boolean };

const utcUser = (id: string) => ({ id, timezone: 'UTC', dayStartHour: 0 });
const catalogue = async (client: TestClient): Promise<Badge[]> => (await client.get('/api/badges')).json();
const badgeOf = async (client: TestClient, id: string) => (await catalogue(client)).find((b) => b.id === id);
const earnedIds = async (client: TestClient): Promise<string[]> =>
  ((await client.get('/api/badges/user')).json() as UserBadge[]).map((b) => b.badgeId);

async function completedRetros(userId: string, dates: string[]) {
  const questionIds = (await regularQuestionIds(t.database.db)).slice(0, 3);
  await seedRetros(
    t.database.db,
    dates.map((date) => ({ userId, date, questionIds, completed: true })),
  );
}

async function setLongestStreak(userId: string, streakId: string, longest: number) {
  await t.database.db.execute(
    sql`insert into streaks (user_id, streak_id, current_length, longest_length)
        values (${userId}, ${streakId}, 0, ${longest})`,
  );
}

describe('the catalogue', () => {
  test('a new user sees every badge in order, none earned, each with how to earn it', async () => {
    const { client } = await signedInClient(t.app);
    const res = await client.get('/api/badges');
    expect(res.statusCode).toBe(200);
    const badges = res.json();
    expect(badges).toHaveLength(23);
    expect(badges[0]).toEqual({
      id: 'first-retro',
      name: 'First Look Back',
      description: 'You finished your first daily retro: the first page of a long story about yourself.',
      icon: 'sparkles',
      howToEarn: 'Complete your first daily retro.',
      progress: { current: 0, target: 1 },
      earned: false,
    });
    expect(badges.every((b: Badge) => !b.earned && b.progress.current === 0)).toBe(true);
    expect((await client.get('/api/badges/user')).json()).toEqual([]);
  });

  test('the seed migration can run again: the same rows, its wording restored, awards kept', async () => {
    const { user } = await signedInClient(t.app);
    await completedRetros(user.id, ['2026-01-01']);
    await awardEarnedBadges(t.database.db, utcUser(user.id));
    const db = t.database.db;
    await db.execute(sql`update badges set name = 'Edited' where id = 'first-retro'`);
    await db.execute(sql`update challenges set duration_days = 99 where id = 'walk-it-off'`);
    const seed = readFileSync(
      new URL('../../db/migrations/0006_seed_badges_challenges.sql', import.meta.url),
      'utf8',
    );
    for (const statement of seed.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));

    const counts = await db.execute(
      sql`select (select count(*)::int from badges) as badges, (select count(*)::int from challenges) as challenges,
          (select name from badges where id = 'first-retro') as name,
          (select duration_days from challenges where id = 'walk-it-off') as days,
          (select count(*)::int from user_badges where user_id = ${user.id}) as awarded`,
    );
    expect((counts as unknown as { rows: unknown[] }).rows[0]).toEqual({
      badges: 23,
      challenges: 19,
      name: 'First Look Back',
      days: 14,
      awarded: 1,
    });
  });
});

describe('awarding', () => {
  test('a badge is awarded exactly once: a second run adds no row and keeps the first date', async () => {
    const { client, user } = await signedInClient(t.app);
    await completedRetros(user.id, ['2026-01-05']);
    setClock(new Date('2026-01-05T21:30:00Z'));
    expect(await awardEarnedBadges(t.database.db, utcUser(user.id))).toEqual(['first-retro']);
    setClock(new Date('2026-01-09T08:00:00Z'));
    expect(await awardEarnedBadges(t.database.db, utcUser(user.id))).toEqual([]);

    const rows = await t.database.db.execute(
      sql`select badge_id from user_badges where user_id = ${user.id}`,
    );
    expect((rows as unknown as { rows: unknown[] }).rows).toHaveLength(1);
    expect((await client.get('/api/badges/user')).json()).toEqual([
      expect.objectContaining({
        badgeId: 'first-retro',
        // The pinned clock goes on ticking from the instant it was set to, so only the second is exact.
        awardedAt: expect.stringMatching(/^2026-01-05T21:30:00\.\d{3}Z$/),
        awardedDate: '2026-01-05',
        notified: false,
      }),
    ]);
  });

  test("a badge says whether it was earned on the user's today, on their clock and time zone", async () => {
    const { client, user } = await signedInClient(t.app);
    await completedRetros(user.id, ['2026-01-05']);
    setClock(new Date('2026-01-05T09:30:00Z'));
    await awardEarnedBadges(t.database.db, utcUser(user.id));
    const earnedToday = async () =>
      ((await client.get('/api/badges/user')).json() as { earnedToday: boolean }[]).map((b) => b.earnedToday);
    expect(await earnedToday()).toEqual([true]);
    setClock(new Date('2026-01-05T23:59:00Z'));
    expect(await earnedToday()).toEqual([true]);
    // In Auckland it is already 6 January: the badge is from an earlier day, listed quietly.
    await setDaySettings(client, { timezone: 'Pacific/Auckland' });
    expect(await earnedToday()).toEqual([false]);
    setClock(new Date('2026-01-06T00:00:00Z'));
    await setDaySettings(client, { timezone: 'UTC' });
    expect(await earnedToday()).toEqual([false]);
  });

  test('two awards racing each other still give one row, reported by one of them', async () => {
    const { user } = await signedInClient(t.app);
    await completedRetros(user.id, ['2026-01-05']);
    const results = await Promise.all([
      awardEarnedBadges(t.database.db, utcUser(user.id)),
      awardEarnedBadges(t.database.db, utcUser(user.id)),
    ]);
    expect(results.flat()).toEqual(['first-retro']);
  });

  test("the award is dated with the user's local day", async () => {
    const { client, user } = await signedInClient(t.app);
    await setDaySettings(client, { timezone: 'Pacific/Auckland' });
    await completedRetros(user.id, ['2026-03-11']);
    // 20:00 UTC on 10 March is 09:00 on 11 March in Auckland.
    const now = new Date('2026-03-10T20:00:00Z');
    await awardEarnedBadges(
      t.database.db,
      { id: user.id, timezone: 'Pacific/Auckland', dayStartHour: 0 },
      now,
    );
    expect((await client.get('/api/badges/user')).json()[0]).toMatchObject({ awardedDate: '2026-03-11' });
  });

  test('ten completed retros earn the first two retro badges and count towards fifty', async () => {
    const { client, user } = await signedInClient(t.app);
    const dates = Array.from({ length: 10 }, (_, i) => `2026-01-${String(i * 2 + 1).padStart(2, '0')}`);
    await completedRetros(user.id, dates);
    await seedRetros(t.database.db, [
      { userId: user.id, date: '2026-02-01', questionIds: [], completed: false },
    ]);
    expect((await awardEarnedBadges(t.database.db, utcUser(user.id))).sort()).toEqual([
      'first-retro',
      'retros-10',
    ]);
    expect(await badgeOf(client, 'retros-50')).toMatchObject({
      progress: { current: 10, target: 50 },
      earned: false,
    });
  });

  test("streak badges follow the streak's longest run, each streak its own", async () => {
    const { client, user } = await signedInClient(t.app);
    await setLongestStreak(user.id, 'daily-retro', 7);
    await setLongestStreak(user.id, 'mood', 6);
    expect((await awardEarnedBadges(t.database.db, utcUser(user.id))).sort()).toEqual([
      'retro-streak-3',
      'retro-streak-7',
    ]);
    expect(await badgeOf(client, 'mood-streak-7')).toMatchObject({ progress: { current: 6, target: 7 } });
    expect(await badgeOf(client, 'retro-streak-30')).toMatchObject({ progress: { current: 7, target: 30 } });
  });

  test('every category: prompts from the five library categories plus a completed retro', async () => {
    const { client, user } = await signedInClient(t.app);
    for (const category of ['Spiritual', 'Relationships', 'Health', 'Productivity', 'Retro']) {
      const [question] = (await client.get(`/api/questions?category=${category}`)).json().items;
      const res = await client.post('/api/journal', {
        body: `On ${category}`,
        promptQuestionId: question.id,
      });
      expect(res.statusCode).toBe(201);
    }
    expect(await badgeOf(client, 'every-category')).toMatchObject({
      progress: { current: 5, target: 6 },
      earned: false,
    });
    await completedRetros(user.id, ['2026-01-01']);
    expect(await awardEarnedBadges(t.database.db, utcUser(user.id))).toEqual([
      'first-retro',
      'every-category',
    ]);
  });

  test('a badge stays earned, and full, after the facts behind it shrink', async () => {
    const { client } = await signedInClient(t.app);
    const entry = (await client.post('/api/journal', { body: 'My first entry' })).json();
    expect(await earnedIds(client)).toEqual(['first-entry']);
    await client.delete(`/api/journal/${entry.id}`);
    expect(await badgeOf(client, 'first-entry')).toMatchObject({
      earned: true,
      progress: { current: 1, target: 1 },
    });
    expect(await earnedIds(client)).toEqual(['first-entry']);
  });
});

describe('earned through the app', () => {
  test('completing a retro awards the first-retro badge', async () => {
    const { client } = await signedInClient(t.app);
    const { retro } = (await client.get('/api/retro/today')).json();
    await fillIn(client, retro, { answer: () => 'Something true', rating: 3 });
    expect(await earnedIds(client)).toEqual([]);
    expect((await client.post(`/api/retro/${retro.date}/complete`)).statusCode).toBe(200);
    // A first day's retro is also the start of the daily-retro streak, one day long: no streak badge yet.
    expect(await earnedIds(client)).toEqual(['first-retro']);
    expect(await badgeOf(client, 'first-retro')).toMatchObject({ earned: true });
  });

  test('logging a first mood awards Checking In', async () => {
    const { client } = await signedInClient(t.app);
    expect((await client.post('/api/moods', { mood: 'good' })).statusCode).toBe(201);
    expect(await earnedIds(client)).toEqual(['first-mood']);
  });
});

describe('being told', () => {
  test('marking badges as told changes only those of this user; unknown ids are ignored', async () => {
    const alice = await signedInClient(t.app, 'alice');
    const bob = await signedInClient(t.app, 'bob');
    await completedRetros(alice.user.id, ['2026-01-01']);
    await completedRetros(bob.user.id, ['2026-01-01']);
    await setLongestStreak(alice.user.id, 'daily-retro', 3);
    await awardEarnedBadges(t.database.db, utcUser(alice.user.id));
    await awardEarnedBadges(t.database.db, utcUser(bob.user.id));

    const res = await alice.client.post('/api/badges/user/notified', {
      badgeIds: ['first-retro', 'no-such-badge', 'retros-100'],
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const told = (await alice.client.get('/api/badges/user')).json() as UserBadge[];
    expect(Object.fromEntries(told.map((b) => [b.badgeId, b.notified]))).toEqual({
      'first-retro': true,
      'retro-streak-3': false,
    });
    expect((await bob.client.get('/api/badges/user')).json()).toMatchObject([
      { badgeId: 'first-retro', notified: false },
    ]);
  });

  test('bad payloads are a 400 and nothing changes', async () => {
    const { client, user } = await signedInClient(t.app);
    await completedRetros(user.id, ['2026-01-01']);
    await awardEarnedBadges(t.database.db, utcUser(user.id));
    for (const payload of [
      {},
      { badgeIds: [] },
      { badgeIds: 'first-retro' },
      { badgeIds: [''] },
      { badgeIds: ['first-retro'], all: true },
    ]) {
      const res = await client.post('/api/badges/user/notified', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: expect.any(Array) });
    }
    expect((await client.get('/api/badges/user')).json()[0].notified).toBe(false);
  });
});

test('the newest badge comes first', async () => {
  const { client, user } = await signedInClient(t.app);
  await completedRetros(user.id, ['2026-01-01']);
  await awardEarnedBadges(t.database.db, utcUser(user.id), new Date('2026-01-01T20:00:00Z'));
  await client.post('/api/journal', { body: 'Later that week', date: '2026-01-04' });
  expect(await earnedIds(client)).toEqual(['first-entry', 'first-retro']);
});

test('signed-out callers get 401 on every badge call, before any validation', async () => {
  const anonymous = new TestClient(t.app);
  for (const res of [
    await anonymous.get('/api/badges'),
    await anonymous.get('/api/badges/user'),
    await anonymous.post('/api/badges/user/notified', {}),
  ]) {
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
  }
});
