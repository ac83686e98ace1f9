import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import {
  ACTIVITIES_ACTIVE_MAX,
  ACTIVITY_DAYS_RANGE_MAX,
  ACTIVITY_NAME_MAX_LENGTH,
  DEFAULT_ACTIVITIES,
} from '#contract/constants';
import { addDays } from '#domain/local-day';
import { setClock } from '#server/lib/clock';
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
beforeEach(() => onDay(DAY_1));

const NOT_MINE = '00000000-0000-4000-8000-000000000000';

async function listOf(client: TestClient) {
  return (await client.get('/api/activities')).json().activities as {
    id: string;
    name: string;
    archived: boolean;
  }[];
}

describe('signed out', () => {
  test('every activity call is a 401', async () => {
    const client = new TestClient(t.app);
    for (const res of [
      await client.get('/api/activities'),
      await client.post('/api/activities', { name: 'Swim', icon: 'bike' }),
      await client.patch(`/api/activities/${NOT_MINE}`, { name: 'Swim' }),
      await client.put('/api/activities/order', { ids: [] }),
      await client.get('/api/activities/days'),
      await client.get(`/api/activities/days/${DAY_1}`),
      await client.put(`/api/activities/days/${DAY_1}`, { activityIds: [] }),
      await client.get('/api/activities/good-days?timePeriod=month'),
    ]) {
      expect(res.statusCode).toBe(401);
    }
  });
});

describe('the list', () => {
  test('a new person starts with the default activities, in order', async () => {
    const { client } = await signedInClient(t.app);
    const list = await listOf(client);
    expect(list.map((a) => a.name)).toEqual(DEFAULT_ACTIVITIES.map((a) => a.name));
    expect(await listOf(client)).toEqual(list);
  });

  test('adding one puts it last; a name is trimmed and must be new, whatever its case', async () => {
    const { client } = await signedInClient(t.app);
    const res = await client.post('/api/activities', { name: '  Swimming  ', icon: 'bike' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Swimming', icon: 'bike', archived: false });
    expect((await listOf(client)).at(-1)?.name).toBe('Swimming');
    const again = await client.post('/api/activities', { name: 'swimming', icon: 'bike' });
    expect(again.statusCode).toBe(400);
  });

  test('names that are blank, too long or hold NUL, and unknown icons, are 400s', async () => {
    const { client } = await signedInClient(t.app);
    for (const body of [
      { name: '   ', icon: 'bike' },
      { name: 'x'.repeat(ACTIVITY_NAME_MAX_LENGTH + 1), icon: 'bike' },
      { name: 'Swim\u0000', icon: 'bike' },
      { name: 'Swim', icon: 'rocket' },
      { name: 'Swim', icon: 'bike', extra: 1 },
    ]) {
      expect((await client.post('/api/activities', body)).statusCode).toBe(400);
    }
    expect(
      (await client.post('/api/activities', { name: 'x'.repeat(ACTIVITY_NAME_MAX_LENGTH), icon: 'bike' }))
        .statusCode,
    ).toBe(201);
  });

  test(`at most ${ACTIVITIES_ACTIVE_MAX} are active; archiving one makes room`, async () => {
    const { client } = await signedInClient(t.app);
    for (let i = DEFAULT_ACTIVITIES.length; i < ACTIVITIES_ACTIVE_MAX; i++) {
      expect((await client.post('/api/activities', { name: `Thing ${i}`, icon: 'sun' })).statusCode).toBe(
        201,
      );
    }
    const over = await client.post('/api/activities', { name: 'One more', icon: 'sun' });
    expect(over.statusCode).toBe(400);
    const [first] = await listOf(client);
    expect((await client.patch(`/api/activities/${first?.id}`, { archived: true })).json().archived).toBe(
      true,
    );
    expect((await client.post('/api/activities', { name: 'One more', icon: 'sun' })).statusCode).toBe(201);
    expect((await client.patch(`/api/activities/${first?.id}`, { archived: false })).statusCode).toBe(400);
  });

  test('rename, archive and unarchive; archived ones are listed after the active ones', async () => {
    const { client } = await signedInClient(t.app);
    const [exercise] = await listOf(client);
    const renamed = await client.patch(`/api/activities/${exercise?.id}`, { name: 'Sport', icon: 'bike' });
    expect(renamed.json()).toMatchObject({ name: 'Sport', icon: 'bike' });
    await client.patch(`/api/activities/${exercise?.id}`, { archived: true });
    expect((await listOf(client)).at(-1)).toMatchObject({ name: 'Sport', archived: true });
    await client.patch(`/api/activities/${exercise?.id}`, { archived: false });
    expect((await listOf(client)).at(-1)).toMatchObject({ name: 'Sport', archived: false });
    expect((await client.patch(`/api/activities/${exercise?.id}`, { name: 'Reading' })).statusCode).toBe(400);
    expect((await client.patch(`/api/activities/${exercise?.id}`, {})).statusCode).toBe(400);
    expect((await client.patch('/api/activities/not-an-id', { name: 'X' })).statusCode).toBe(400);
  });

  test('reordering takes every active activity once', async () => {
    const { client } = await signedInClient(t.app);
    const ids = (await listOf(client)).map((a) => a.id);
    const reversed = [...ids].reverse();
    const res = await client.put('/api/activities/order', { ids: reversed });
    expect(res.statusCode).toBe(200);
    expect(res.json().activities.map((a: { id: string }) => a.id)).toEqual(reversed);
    expect((await client.put('/api/activities/order', { ids: ids.slice(1) })).statusCode).toBe(400);
    expect((await client.put('/api/activities/order', { ids: [...ids.slice(1), ids[1]] })).statusCode).toBe(
      400,
    );
  });
});

describe('another person', () => {
  test("someone else's activity is 404 to rename or tick, and their list is never shown", async () => {
    const { client: owner } = await signedInClient(t.app, 'owner');
    const [theirs] = await listOf(owner);
    await owner.patch(`/api/activities/${theirs?.id}`, { name: 'Secret-Garden-Club' });
    await owner.put(`/api/activities/days/${DAY_1}`, { activityIds: [theirs?.id] });
    const { client: other } = await signedInClient(t.app, 'other');
    expect((await other.patch(`/api/activities/${theirs?.id}`, { name: 'Mine' })).statusCode).toBe(404);
    expect((await other.put(`/api/activities/days/${DAY_1}`, { activityIds: [theirs?.id] })).statusCode).toBe(
      404,
    );
    expect((await other.get('/api/activities')).body).not.toContain('Secret-Garden-Club');
    expect((await other.get('/api/activities/days')).json()).toEqual([]);
    expect((await owner.get(`/api/activities/days/${DAY_1}`)).json().activityIds).toEqual([theirs?.id]);
  });
});

describe('ticked days', () => {
  test("today's ticks replace the day's set; days list newest first", async () => {
    const { client } = await signedInClient(t.app);
    const [a, b, c] = await listOf(client);
    const set = await client.put(`/api/activities/days/${DAY_1}`, { activityIds: [b?.id, a?.id] });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ date: DAY_1, activityIds: [a?.id, b?.id] });
    onDay(addDays(DAY_1, 1));
    await client.put(`/api/activities/days/${addDays(DAY_1, 1)}`, { activityIds: [c?.id] });
    await client.put(`/api/activities/days/${DAY_1}`, { activityIds: [a?.id] });
    expect((await client.get('/api/activities/days')).json()).toEqual([
      { date: addDays(DAY_1, 1), activityIds: [c?.id] },
      { date: DAY_1, activityIds: [a?.id] },
    ]);
  });

  test('yesterday can be ticked until today ends; older and future days cannot', async () => {
    const { client } = await signedInClient(t.app);
    const [a] = await listOf(client);
    onDay(addDays(DAY_1, 2));
    expect(
      (await client.put(`/api/activities/days/${addDays(DAY_1, 1)}`, { activityIds: [a?.id] })).statusCode,
    ).toBe(200);
    expect((await client.put(`/api/activities/days/${DAY_1}`, { activityIds: [a?.id] })).statusCode).toBe(
      400,
    );
    expect(
      (await client.put(`/api/activities/days/${addDays(DAY_1, 3)}`, { activityIds: [a?.id] })).statusCode,
    ).toBe(400);
  });

  test('bad dates, ids and bodies are 400s', async () => {
    const { client } = await signedInClient(t.app);
    expect((await client.put('/api/activities/days/2026-02-30', { activityIds: [] })).statusCode).toBe(400);
    expect((await client.put(`/api/activities/days/${DAY_1}`, { activityIds: ['nope'] })).statusCode).toBe(
      400,
    );
    expect(
      (await client.put(`/api/activities/days/${DAY_1}`, { activityIds: [`${NOT_MINE}\u0000`] })).statusCode,
    ).toBe(400);
    expect((await client.put(`/api/activities/days/${DAY_1}`, {})).statusCode).toBe(400);
    expect((await client.get('/api/activities/good-days?timePeriod=week')).statusCode).toBe(400);
    expect((await client.get(`/api/activities/good-days?timePeriod=${'m'.repeat(11)}`)).statusCode).toBe(400);
  });
});

describe('ticked days in a range (the history and the journal read a month at a time)', () => {
  const RANGE = `from=${addDays(DAY_1, -3)}&to=${addDays(DAY_1, 27)}`;

  test('signed out, a range is a 401', async () => {
    const res = await new TestClient(t.app).get(`/api/activities/days?${RANGE}`);
    expect(res.statusCode).toBe(401);
  });

  test('the days inside the range, archived activities included; another person sees none of them', async () => {
    const { client } = await signedInClient(t.app, 'ranged');
    const [a, b] = await listOf(client);
    await client.put(`/api/activities/days/${DAY_1}`, { activityIds: [a?.id, b?.id] });
    await client.patch(`/api/activities/${b?.id}`, { archived: true });
    const res = await client.get(`/api/activities/days?${RANGE}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ date: DAY_1, activityIds: [a?.id, b?.id] }]);
    expect(
      (await client.get(`/api/activities/days?from=${addDays(DAY_1, 1)}&to=${addDays(DAY_1, 9)}`)).json(),
    ).toEqual([]);
    const { client: other } = await signedInClient(t.app, 'not-ranged');
    expect((await other.get(`/api/activities/days?${RANGE}`)).json()).toEqual([]);
  });

  test(`a range runs forwards, spans at most ${ACTIVITY_DAYS_RANGE_MAX} days and holds real dates`, async () => {
    const { client } = await signedInClient(t.app);
    const longest = `from=${DAY_1}&to=${addDays(DAY_1, ACTIVITY_DAYS_RANGE_MAX - 1)}`;
    expect((await client.get(`/api/activities/days?${longest}`)).statusCode).toBe(200);
    for (const query of [
      `from=${DAY_1}&to=${addDays(DAY_1, ACTIVITY_DAYS_RANGE_MAX)}`,
      `from=${DAY_1}&to=${addDays(DAY_1, -1)}`,
      `from=2026-02-30&to=${DAY_1}`,
      `from=${DAY_1}&to=tomorrow`,
      `from=${DAY_1}%00&to=${DAY_1}`,
      `from=${'2'.repeat(11)}`,
    ]) {
      expect((await client.get(`/api/activities/days?${query}`)).statusCode, query).toBe(400);
    }
  });
});

describe("an activity's icon", () => {
  test('changes to another of the icons offered, and to nothing else', async () => {
    const { client } = await signedInClient(t.app);
    const [first] = await listOf(client);
    const changed = await client.patch(`/api/activities/${first?.id}`, { icon: 'music' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ id: first?.id, icon: 'music' });
    for (const icon of ['rocket', '', 'MUSIC', 7, null, `music\u0000`]) {
      expect((await client.patch(`/api/activities/${first?.id}`, { icon })).statusCode, String(icon)).toBe(
        400,
      );
    }
    expect((await listOf(client))[0]).toMatchObject({ id: first?.id, icon: 'music' });
  });
});

describe('what goes with your good days', () => {
  test('counts days with and without each activity and claims a difference only with enough days', async () => {
    const { client } = await signedInClient(t.app);
    const [exercise] = await listOf(client);
    // Ten days: exercise on the even ones (great mood), not on the odd ones (okay mood).
    for (let i = 0; i < 10; i++) {
      const date = addDays(DAY_1, i);
      onDay(date);
      await client.post('/api/moods', { mood: i % 2 === 0 ? 'great' : 'okay' });
      await client.put(`/api/activities/days/${date}`, { activityIds: i % 2 === 0 ? [exercise?.id] : [] });
    }
    // A day with no ticks at all after the first tick still counts as "without".
    const report = (await client.get('/api/activities/good-days?timePeriod=all')).json();
    const row = report.activities.find((a: { name: string }) => a.name === 'Exercise');
    const mood = row.comparisons.find((c: { measure: string }) => c.measure === 'mood');
    expect(mood).toMatchObject({
      withDays: 5,
      withoutDays: 5,
      withMean: 5,
      withoutMean: 3,
      difference: 'higher',
    });
    expect(mood.sentence).toBe(
      'On days with Exercise your mood averaged 5.0, against 3.0 without; from 5 and 5 days.',
    );
    const health = row.comparisons.find((c: { measure: string }) => c.measure === 'Health');
    expect(health).toMatchObject({ withDays: 0, enoughDays: false, difference: null });
  });
});

describe('export and import', () => {
  test('activities and ticked days go through the export into another account, once, with no rewards', async () => {
    const { client: source } = await signedInClient(t.app, 'source');
    const [exercise, sleep] = await listOf(source);
    await source.patch(`/api/activities/${sleep?.id}`, { archived: true });
    await source.put(`/api/activities/days/${DAY_1}`, { activityIds: [exercise?.id, sleep?.id] });
    const exported = (await source.get('/api/export')).json();
    expect(exported.activities.days).toEqual([{ date: DAY_1, activities: ['Exercise', 'Good sleep'] }]);
    expect(exported.activities.activities).toContainEqual({
      name: 'Good sleep',
      icon: 'moon',
      archived: true,
    });

    const { client: target } = await signedInClient(t.app, 'target');
    const imported = await target.request({ method: 'POST', url: '/api/import', payload: exported });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json().activities).toEqual({ added: 2, skipped: 0 });
    const again = await target.request({ method: 'POST', url: '/api/import', payload: exported });
    expect(again.json().activities).toEqual({ added: 0, skipped: 2 });
    expect((await target.get('/api/export')).json().activities).toEqual(exported.activities);
    expect((await target.get('/api/badges')).json()).not.toContainEqual(
      expect.objectContaining({ earned: true }),
    );
  });

  test('a file made before activities were exported still imports, and names too long are a 400', async () => {
    const { client: source } = await signedInClient(t.app, 'older');
    const { activities: _left, ...older } = (await source.get('/api/export')).json();
    const { client: target } = await signedInClient(t.app, 'newer');
    const res = await target.request({ method: 'POST', url: '/api/import', payload: older });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().activities).toEqual({ added: 0, skipped: 0 });
    const bad = {
      ...older,
      activities: {
        activities: [{ name: 'x'.repeat(ACTIVITY_NAME_MAX_LENGTH + 1), icon: 'sun', archived: false }],
        days: [],
      },
    };
    expect((await target.request({ method: 'POST', url: '/api/import', payload: bad })).statusCode).toBe(400);
  });
});
