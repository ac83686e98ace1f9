import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { journalEntries, moods, users } from '#server/db/schema';
import { setClock } from '#server/lib/clock';
import { regularQuestionIds, type SeedRetro, seedRetros } from '#server/modules/retro/retro.fixtures';
import { createTestApp, signedInClient, type TestApp, type TestClient } from '#server/test/test-app';

let t: TestApp;
let alice: TestClient;
let aliceId: string;

/** The strength of a run of ratings as the reports explain it: a weighted mean, weights halving every 14 ratings. */
function smoothed(ratings: number[]): number {
  let sum = 0;
  let weights = 0;
  ratings.forEach((rating, i) => {
    const weight = 0.5 ** ((ratings.length - 1 - i) / 14);
    sum += weight * ((rating - 1) / 4);
    weights += weight;
  });
  return Math.round((sum / weights) * 100);
}

const area = (S: number, R: number, H: number, P: number) => ({
  Spiritual: S,
  Relationships: R,
  Health: H,
  Productivity: P,
});

async function seedUser(userId: string, retros: Omit<SeedRetro, 'userId' | 'questionIds'>[]) {
  const questionIds = (await regularQuestionIds(t.database.db)).slice(0, 3);
  await seedRetros(
    t.database.db,
    retros.map((retro) => ({ ...retro, userId, questionIds })),
  );
  await t.database.db
    .update(users)
    .set({ createdAt: new Date('2027-01-01T12:00:00Z') })
    .where(eq(users.id, userId));
}

/** Wednesday 10 March 2027, noon UTC: every test reads the reports as of then. */
const REPORTS_NOW = new Date('2027-03-10T12:00:00Z');
beforeEach(() => setClock(REPORTS_NOW));

beforeAll(async () => {
  t = await createTestApp();
  setClock(REPORTS_NOW);
  const a = await signedInClient(t.app, 'alice');
  alice = a.client;
  aliceId = a.user.id;
  await seedUser(aliceId, [
    { date: '2027-02-10', completed: true, ratings: area(1, 1, 1, 1) },
    { date: '2027-03-01', completed: true, ratings: area(3, 3, 4, 3) },
    { date: '2027-03-02', completed: true, ratings: area(3, 3, 4, 3) },
    { date: '2027-03-03', ratings: { Health: 4 } },
    { date: '2027-03-08', completed: true, ratings: area(5, 4, 3, 2) },
    { date: '2027-03-09', completed: true, ratings: area(5, 4, 2, 2) },
    { date: '2027-03-10', completed: true, ratings: area(4, 4, 2, 1) },
  ]);
  const db = t.database.db;
  await db.insert(moods).values([
    { userId: aliceId, localDate: '2026-12-31', score: 3 },
    { userId: aliceId, localDate: '2027-02-10', score: 1 },
    { userId: aliceId, localDate: '2027-03-02', score: 2 },
    { userId: aliceId, localDate: '2027-03-08', score: 5 },
    { userId: aliceId, localDate: '2027-03-09', score: 4 },
  ]);
  await db.insert(journalEntries).values([
    { userId: aliceId, localDate: '2026-12-31', body: 'a b c d', tags: ['year'] },
    { userId: aliceId, localDate: '2027-03-05', body: ' six ', tags: ['calm'] },
    { userId: aliceId, localDate: '2027-03-09', body: 'one two\nthree', tags: ['work', 'calm'] },
    { userId: aliceId, localDate: '2027-03-09', body: 'four five', tags: ['work'] },
    {
      userId: aliceId,
      localDate: '2027-03-10',
      body: 'deleted words',
      tags: ['secret'],
      deletedAt: new Date('2027-03-10T09:00:00Z'),
    },
  ]);
  // Bob writes every day of the same weeks: none of it may reach Alice's report.
  const bob = await signedInClient(t.app, 'bob');
  const bobDays = Array.from({ length: 70 }, (_, i) =>
    new Date(Date.UTC(2027, 0, 1 + i)).toISOString().slice(0, 10),
  );
  await seedUser(
    bob.user.id,
    bobDays.map((date) => ({ date, completed: true, ratings: area(1, 2, 5, 5) })),
  );
  await db.insert(moods).values(bobDays.map((localDate) => ({ userId: bob.user.id, localDate, score: 1 })));
  await db
    .insert(journalEntries)
    .values(
      bobDays.map((localDate) => ({ userId: bob.user.id, localDate, body: 'bob bob bob', tags: ['bob'] })),
    );
});
afterAll(async () => {
  setClock(null);
  await t.close();
});

const report = async (query: string, client = alice) => {
  const res = await client.get(`/api/progress-reports?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('every period, counted from the raw records', () => {
  test('this week: days so far, retros, entries, words, moods, tags and weekly progress', async () => {
    const week = await report('timePeriod=week');
    expect([week.from, week.to, week.today]).toEqual(['2027-03-08', '2027-03-14', '2027-03-10']);
    expect(week.counts).toEqual({
      daysSoFar: 3,
      retrosCompleted: 3,
      completionRate: 1,
      journalEntries: 2,
      wordsWritten: 5,
      moodsLogged: 2,
      moodAverage: 4.5,
      longestRuns: { retro: 3, journal: 1, mood: 2 },
    });
    expect(week.moodDistribution.map((m: { count: number }) => m.count)).toEqual([0, 0, 0, 1, 1]);
    expect(week.topTags).toEqual([
      { tag: 'work', count: 2 },
      { tag: 'calm', count: 1 },
    ]);
    expect(
      week.weeklyProgress.days.map((d: { retro: string; mood: string | null; journal: boolean }) => [
        d.retro,
        d.mood,
        d.journal,
      ]),
    ).toEqual([
      ['completed', 'great', false],
      ['completed', 'good', true],
      ['completed', null, false],
      ['not-yet', null, false],
      ['not-yet', null, false],
      ['not-yet', null, false],
      ['not-yet', null, false],
    ]);
    expect(week.weeklyProgress).toMatchObject({
      completed: 3,
      daysSoFar: 3,
      previousCompleted: 2,
      change: 1,
    });
    expect(week.previous).toMatchObject({ from: '2027-03-01', to: '2027-03-07' });
    expect(week.previous.counts).toMatchObject({
      retrosCompleted: 2,
      moodsLogged: 1,
      journalEntries: 1,
      wordsWritten: 1,
    });
  });

  test('this week’s areas: means, counts, change against last week, scores, strongest and improvement', async () => {
    const week = await report('timePeriod=week');
    const byArea = Object.fromEntries(week.areas.map((a: { area: string }) => [a.area, a]));
    expect(byArea.Spiritual).toMatchObject({
      count: 3,
      previousMean: 3,
      previousCount: 2,
      score: smoothed([1, 3, 3, 5, 5, 4]),
    });
    expect(byArea.Spiritual.mean).toBeCloseTo(14 / 3, 10);
    expect(byArea.Health).toMatchObject({
      count: 3,
      previousMean: 4,
      previousCount: 3,
      score: smoothed([1, 4, 4, 4, 3, 2, 2]),
    });
    expect(byArea.Health.change).toBeCloseTo(7 / 3 - 4, 10);
    expect(week.strongestArea).toMatchObject({
      area: 'Spiritual',
      tiedWith: [],
      basis: 'highest-score',
      count: 3,
    });
    expect(week.improvementArea).toMatchObject({ area: 'Health', basis: 'steepest-fall', count: 3 });
  });

  test('early insights: the area that moved most is told from the first fortnight, with its basis', async () => {
    const week = await report('timePeriod=week');
    // Health: 4, 4, 4 last week and 3, 2, 2 this week. Spiritual moved more, but from 2 ratings last week.
    expect(week.earlyInsights).toEqual([
      {
        kind: 'area-moved',
        text: 'Health moved the most since last week: its ratings averaged 2.3, down from 4.0.',
        basis: 'From 3 ratings this week and 3 last week.',
        days: 6,
      },
    ]);
    // March's six rated days put Mondays and Wednesdays level at the top, Tuesdays 0.1 below: no weekday.
    const month = await report('timePeriod=month');
    expect(month.earlyInsights.map((i: { kind: string }) => i.kind)).not.toContain('weekday');
  });

  test('a user with no records gets no early insight', async () => {
    const { client } = await signedInClient(t.app, 'carol');
    expect((await report('timePeriod=week', client)).earlyInsights).toEqual([]);
  });

  test('last week, this month, February, this year, last year and all time', async () => {
    const expectations: [string, string, string, Record<string, number>][] = [
      [
        'timePeriod=week&offset=1',
        '2027-03-01',
        '2027-03-07',
        { daysSoFar: 7, retrosCompleted: 2, journalEntries: 1, wordsWritten: 1, moodsLogged: 1 },
      ],
      [
        'timePeriod=month',
        '2027-03-01',
        '2027-03-31',
        { daysSoFar: 10, retrosCompleted: 5, journalEntries: 3, wordsWritten: 6, moodsLogged: 3 },
      ],
      [
        'timePeriod=month&offset=1',
        '2027-02-01',
        '2027-02-28',
        { daysSoFar: 28, retrosCompleted: 1, journalEntries: 0, wordsWritten: 0, moodsLogged: 1 },
      ],
      [
        'timePeriod=year',
        '2027-01-01',
        '2027-12-31',
        { daysSoFar: 69, retrosCompleted: 6, journalEntries: 3, wordsWritten: 6, moodsLogged: 4 },
      ],
      [
        'timePeriod=year&offset=1',
        '2026-01-01',
        '2026-12-31',
        { daysSoFar: 1, retrosCompleted: 0, journalEntries: 1, wordsWritten: 4, moodsLogged: 1 },
      ],
      [
        'timePeriod=all',
        '2026-12-31',
        '2027-03-10',
        { daysSoFar: 70, retrosCompleted: 6, journalEntries: 4, wordsWritten: 10, moodsLogged: 5 },
      ],
    ];
    for (const [query, from, to, counts] of expectations) {
      const body = await report(query);
      expect([body.from, body.to], query).toEqual([from, to]);
      expect(body.counts, query).toMatchObject(counts);
      expect(
        body.topTags.map((tag: { tag: string }) => tag.tag),
        query,
      ).not.toContain('bob');
    }
  });

  test('all time has no previous period; the year has weekly points and all time monthly ones', async () => {
    const all = await report('timePeriod=all');
    expect(all.previous).toBeNull();
    expect(all.overTime.map((p: { from: string }) => p.from)).toEqual([
      '2026-12-31',
      '2027-01-01',
      '2027-02-01',
      '2027-03-01',
    ]);
    const year = await report('timePeriod=year');
    expect(year.overTime[0]).toMatchObject({ from: '2027-01-01', to: '2027-01-03' });
    expect(year.overTime.at(-1)).toMatchObject({
      from: '2027-03-08',
      to: '2027-03-10',
      mood: 4.5,
      moodDays: 2,
    });
  });

  test('a weekly rater’s strength reaches back 140 ratings, and is one number in every period', async () => {
    const { client, user } = await signedInClient(t.app, 'weekly');
    // Three years of Sundays up to 7 March 2027: a 1 on the oldest, then a cycle of 2 to 5.
    const sundays = Array.from({ length: 160 }, (_, i) =>
      new Date(Date.UTC(2027, 2, 7 - 7 * (159 - i))).toISOString().slice(0, 10),
    );
    const ratings = sundays.map((_, i) => (i === 0 ? 1 : 2 + (i % 4)));
    await seedUser(
      user.id,
      sundays.map((date, i) => ({ date, completed: true, ratings: { Spiritual: ratings[i] as number } })),
    );
    const expected = smoothed(ratings.slice(-140));
    for (const query of ['timePeriod=week', 'timePeriod=month', 'timePeriod=year', 'timePeriod=all']) {
      const body = await report(query, client);
      const spiritual = body.areas.find((a: { area: string }) => a.area === 'Spiritual');
      expect(spiritual.score, query).toBe(expected);
      expect(body.overTime.at(-1).strength.Spiritual, query).toBe(expected);
    }
  });

  test('with the week starting on Sunday, this week is 7 to 13 March', async () => {
    const { client } = await signedInClient(t.app, 'sunday');
    expect((await client.patch('/api/profile', { weekStart: 'sunday' })).statusCode).toBe(200);
    const week = await report('timePeriod=week', client);
    expect([week.from, week.to]).toEqual(['2027-03-07', '2027-03-13']);
    expect([week.weeklyProgress.from, week.weeklyProgress.to]).toEqual(['2027-03-07', '2027-03-13']);
  });
});

test('year in pixels: each day of the chosen year with a record, and the first year to choose from', async () => {
  const res = await alice.get('/api/progress-reports/year-in-pixels?year=2027');
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body.firstYear).toBe(2026);
  expect(body.days.map((d: { date: string }) => d.date)).toEqual([
    '2027-02-10',
    '2027-03-01',
    '2027-03-02',
    '2027-03-03',
    '2027-03-05',
    '2027-03-08',
    '2027-03-09',
    '2027-03-10',
  ]);
  expect(body.days[0]).toEqual({ date: '2027-02-10', mood: 'awful', retro: 'completed', journal: false });
  expect(body.days.find((d: { date: string }) => d.date === '2027-03-03')).toEqual({
    date: '2027-03-03',
    mood: null,
    retro: 'started',
    journal: false,
  });
  expect((await alice.get('/api/progress-reports/year-in-pixels?year=2026')).json().days).toEqual([
    { date: '2026-12-31', mood: 'okay', retro: null, journal: true },
  ]);
});
