import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { addDays } from '#domain/local-day';
import { TEST_TODAY } from '#server/test/pinned-clock';
import { createTestApp, signedInClient, type TestApp } from '#server/test/test-app';
import { regularQuestionIds, seedRetro, seedRetros } from './retro.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAYS = 45;
const today = TEST_TODAY;

/** A user with a retro on each of the 45 days before today, every third one left unfinished. */
async function userWithHistory() {
  const signedIn = await signedInClient(t.app);
  const pool = await regularQuestionIds(t.database.db);
  const seeds = Array.from({ length: DAYS }, (_, i) => {
    const back = i + 1;
    const questionIds = [pool[back % pool.length], pool[(back + 1) % pool.length]] as number[];
    return {
      userId: signedIn.user.id,
      date: addDays(today, -back),
      questionIds,
      answers: {
        [questionIds[0] as number]: `\n  Day ${back}: a long walk by the canal\nthen dinner with friends`,
        ...(back % 3 === 0 ? {} : { [questionIds[1] as number]: 'Slept early' }),
      },
      ratings: { Health: (back % 5) + 1, Spiritual: 3, Relationships: 4, Productivity: 2 },
      completed: back % 3 !== 0,
    };
  });
  await seedRetros(t.database.db, seeds);
  return signedIn;
}

test('history pages run newest first without gaps or repeats, and the last page says so', async () => {
  const { client } = await userWithHistory();
  const seen: string[] = [];
  let before: string | null = null;
  const sizes: number[] = [];
  do {
    const res = await client.get(`/api/retro/history?limit=20${before ? `&before=${before}` : ''}`);
    expect(res.statusCode).toBe(200);
    const page = res.json();
    sizes.push(page.items.length);
    seen.push(...page.items.map((item: { date: string }) => item.date));
    before = page.nextBefore;
    if (before) expect(before).toBe(page.items.at(-1).date);
  } while (before);

  expect(sizes).toEqual([20, 20, 5]);
  expect(seen).toEqual(Array.from({ length: DAYS }, (_, i) => addDays(today, -(i + 1))));
});

test('a page that ends exactly at the last retro has no next page', async () => {
  const { client } = await userWithHistory();
  const firstPage = (await client.get('/api/retro/history?limit=40')).json();
  const lastPage = (await client.get(`/api/retro/history?limit=5&before=${firstPage.nextBefore}`)).json();
  expect(lastPage.items).toHaveLength(5);
  expect(lastPage.nextBefore).toBeNull();
  const beyond = (await client.get(`/api/retro/history?before=${addDays(today, -DAYS)}`)).json();
  expect(beyond).toEqual({ items: [], nextBefore: null });
});

test('each item has its date, completion, area ratings and the first line of each answer', async () => {
  const { client } = await userWithHistory();
  const page = (await client.get('/api/retro/history?limit=3')).json();
  const [first, second, third] = page.items;
  expect(first).toMatchObject({
    date: addDays(today, -1),
    status: 'completed',
    answeredCount: 2,
    questionCount: 2,
    ratedCount: 4,
    areaCount: 4,
    ratings: [
      { area: 'Spiritual', rating: 3 },
      { area: 'Relationships', rating: 4 },
      { area: 'Health', rating: 2 },
      { area: 'Productivity', rating: 2 },
    ],
  });
  expect(first.completedAt).not.toBeNull();
  expect(first.answers).toHaveLength(2);
  expect(first.answers[0].firstLine).toBe('Day 1: a long walk by the canal');
  expect(first.answers[0].question.length).toBeGreaterThan(10);
  expect(second.status).toBe('completed');
  expect(third).toMatchObject({ status: 'in_progress', completedAt: null, answeredCount: 1 });
});

test('from and to keep the page within a range of dates', async () => {
  const { client } = await userWithHistory();
  const from = addDays(today, -10);
  const to = addDays(today, -5);
  const page = (await client.get(`/api/retro/history?from=${from}&to=${to}`)).json();
  expect(page.items.map((item: { date: string }) => item.date)).toEqual(
    Array.from({ length: 6 }, (_, i) => addDays(to, -i)),
  );
  expect(page.nextBefore).toBeNull();
});

test('a retro that was only opened is not in the history', async () => {
  const { client, user } = await signedInClient(t.app);
  await client.get('/api/retro/today');
  await seedRetro(t.database.db, { userId: user.id, date: addDays(today, -2), questionIds: [1, 2, 3] });
  expect((await client.get('/api/retro/history')).json()).toEqual({ items: [], nextBefore: null });
});

test('empty query values count as not given', async () => {
  const { client } = await userWithHistory();
  const page = (await client.get('/api/retro/history?before=&from=&to=&limit=')).json();
  expect(page.items).toHaveLength(20);
  expect(page.items[0].date).toBe(addDays(today, -1));
});

test('bad query values are a 400 naming the parameter', async () => {
  const { client } = await signedInClient(t.app);
  for (const [query, path] of [
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['limit=ten', 'limit'],
    ['before=yesterday', 'before'],
    ['from=2026-02-30', 'from'],
    ['to=2026-1-1', 'to'],
  ]) {
    const res = await client.get(`/api/retro/history?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toBe(path);
  }
});

test("history shows only the user's own retros", async () => {
  await userWithHistory();
  const { client } = await signedInClient(t.app);
  expect((await client.get('/api/retro/history')).json().items).toEqual([]);
});

test('each item carries the mood logged on its day, or null', async () => {
  const { client, user } = await userWithHistory();
  const moodDay = addDays(today, -2);
  await t.database.db.execute(
    sql`insert into moods (user_id, local_date, score) values (${user.id}, ${moodDay}, 4)`,
  );
  // Someone else's mood on the same day is not this user's.
  const other = await signedInClient(t.app);
  await t.database.db.execute(
    sql`insert into moods (user_id, local_date, score) values (${other.user.id}, ${addDays(today, -1)}, 1)`,
  );
  const page = (await client.get('/api/retro/history?limit=3')).json();
  expect(page.items.map((item: { date: string; mood: string | null }) => [item.date, item.mood])).toEqual([
    [addDays(today, -1), null],
    [moodDay, 'good'],
    [addDays(today, -3), null],
  ]);
});
