import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { users } from '#server/db/schema';
import { setClock } from '#server/lib/clock';
import { createTestApp, signedInClient, type TestApp, TestClient } from '#server/test/test-app';

let t: TestApp;
let alice: TestClient;

/** Wednesday 10 March 2027, noon UTC: every test reads the reports as of then. */
const REPORTS_NOW = new Date('2027-03-10T12:00:00Z');
beforeEach(() => setClock(REPORTS_NOW));

beforeAll(async () => {
  t = await createTestApp();
  setClock(REPORTS_NOW);
  alice = (await signedInClient(t.app, 'alice')).client;
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

test('a user with no data gets every period with empty figures and the reason no area is named', async () => {
  const { client, user } = await signedInClient(t.app, 'newcomer');
  await t.database.db
    .update(users)
    .set({ createdAt: new Date('2027-03-09T08:00:00Z') })
    .where(eq(users.id, user.id));
  for (const period of ['week', 'month', 'year', 'all']) {
    const body = await report(`timePeriod=${period}`, client);
    expect(body.counts, period).toEqual({
      daysSoFar: 2,
      retrosCompleted: 0,
      completionRate: 0,
      journalEntries: 0,
      wordsWritten: 0,
      moodsLogged: 0,
      moodAverage: null,
      longestRuns: { retro: 0, journal: 0, mood: 0 },
    });
    expect(body.strongestArea).toEqual({ area: null, reason: 'not-enough-ratings', ratingsNeeded: 3 });
    expect(body.improvementArea).toEqual(body.strongestArea);
    expect(body.insights).toEqual([]);
    expect(body.topTags).toEqual([]);
    expect(body.firstDay).toBe('2027-03-09');
  }
  const week = await report('timePeriod=week', client);
  expect(week.weeklyProgress.days.map((d: { retro: string }) => d.retro)).toEqual([
    'before-start',
    'missed',
    'not-yet',
    'not-yet',
    'not-yet',
    'not-yet',
    'not-yet',
  ]);
  const pixels = await client.get('/api/progress-reports/year-in-pixels?year=2027');
  expect(pixels.json()).toEqual({ year: 2027, firstYear: 2027, days: [] });
});

test('a bad period, offset or year is a 400 naming the field', async () => {
  const cases: [string, string][] = [
    ['', 'timePeriod'],
    ['timePeriod=day', 'timePeriod'],
    [`timePeriod=${'w'.repeat(5000)}`, 'timePeriod'],
    ['timePeriod=we%00ek', 'timePeriod'],
    ['timePeriod=week&offset=-1', 'offset'],
    ['timePeriod=week&offset=1.5', 'offset'],
    ['timePeriod=week&offset=abc', 'offset'],
    ['timePeriod=week&offset=521', 'offset'],
    [`timePeriod=week&offset=${'9'.repeat(400)}`, 'offset'],
    ['timePeriod=all&offset=1', 'offset'],
  ];
  for (const [query, path] of cases) {
    const res = await alice.get(`/api/progress-reports?${query}`);
    expect(res.statusCode, query.slice(0, 40)).toBe(400);
    expect(
      res.json().errors.map((e: { path: string }) => e.path),
      query.slice(0, 40),
    ).toContain(path);
  }
  for (const year of ['abcd', '99999', '1969', '', '2027%00']) {
    const res = await alice.get(`/api/progress-reports/year-in-pixels?year=${year}`);
    expect(res.statusCode, year).toBe(400);
    expect(res.json().errors[0].path).toBe('year');
  }
  expect((await alice.get('/api/progress-reports?timePeriod=week&offset=')).statusCode).toBe(200);
});

test('signed out, both calls are 401 before the input is read', async () => {
  const anonymous = new TestClient(t.app);
  expect((await anonymous.get('/api/progress-reports?timePeriod=week')).statusCode).toBe(401);
  expect((await anonymous.get('/api/progress-reports?timePeriod=nonsense')).statusCode).toBe(401);
  expect((await anonymous.get('/api/progress-reports/year-in-pixels?year=2027')).statusCode).toBe(401);
});
