import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addDays } from '../../../domain/local-day';
import { setClock } from '../../lib/clock';
import { readApiOperations } from '../../test/api-operations';
import { TEST_NOW, TEST_TODAY } from '../../test/pinned-clock';
import { createTestApp, signedInClient, type TestApp, type TestClient } from '../../test/test-app';
import { fillIn, openToday } from '../retro/retro-api.fixtures';

/** Words only the users write: no admin answer may ever contain them. */
const MARKER = 'Moonlit-Orchard-Secret';

let t: TestApp;
let admin: TestClient;
let userIds: string[];

beforeAll(async () => {
  // The pinned clock is set before each test; the activity written here needs it too.
  setClock(TEST_NOW);
  t = await createTestApp();
  ({ client: admin } = await signedInClient(t.app, 'first'));
  userIds = [];
  for (let i = 0; i < 6; i += 1) {
    const { client, user } = await signedInClient(t.app, 'writer');
    userIds.push(user.id);
    expect((await client.post('/api/moods', { mood: 'good', note: `${MARKER} mood ${i}` })).statusCode).toBe(
      201,
    );
    const entry = await client.post('/api/journal', {
      title: `${MARKER} title`,
      body: `${MARKER} body`,
      tags: [],
    });
    expect(entry.statusCode).toBe(201);
    if (i < 2) {
      const { retro } = await openToday(client);
      await fillIn(client, retro, { answer: (id) => `${MARKER} answer ${id}` });
      expect((await client.post(`/api/retro/${retro.date}/complete`)).statusCode).toBe(200);
    }
  }
  // Accounts made by the tests carry the database's own time: place them on the pinned day.
  await t.database.db.execute(`update users set created_at = '${TEST_TODAY}T09:00:00Z'` as never);
});
afterAll(() => t.close());

const todayOf = (body: { series: { date: string }[] }) => body.series.find((day) => day.date === TEST_TODAY);

describe('analytics', () => {
  test("a day's figures come from counts kept as activity happens, and fewer than five people are hidden", async () => {
    const res = await admin.get('/api/admin/analytics?days=7');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ days: 7, from: addDays(TEST_TODAY, -6), to: TEST_TODAY });
    expect(body.series).toHaveLength(7);
    expect(todayOf(body)).toEqual({
      date: TEST_TODAY,
      signups: 7,
      activeUsers: 6,
      retrosCompleted: null, // two people: "fewer than 5"
      journalEntries: 6,
      moods: 6,
    });
    expect(body.series[0]).toMatchObject({ activeUsers: 0, moods: 0 });
    expect(body.activeUsers).toEqual({ daily: 6, weekly: 6, monthly: 6 });
    expect(body.completionRate).toBeNull(); // two retros started
  });

  test('the retention cohort of this week counts who was active, and reminders are counted', async () => {
    const body = (await admin.get('/api/admin/analytics?days=30')).json();
    const thisWeek = body.retention.at(-1);
    expect(thisWeek).toEqual({
      weekStart: '2026-03-09',
      size: 7,
      weeks: [Math.round((6 / 7) * 1000) / 1000],
    });
    expect(body.reminders).toEqual({ remindersEnabled: 0, pushDevices: 0, pushUsers: 0 });
    expect((await admin.get('/api/admin/analytics?days=365')).json().series).toHaveLength(365);
  });

  test('any range but 7, 30, 90 or 365 days is a 400', async () => {
    for (const days of ['8', 'abc', '-7', '1e9']) {
      expect((await admin.get(`/api/admin/analytics?days=${days}`)).statusCode).toBe(400);
    }
  });
});

describe('privacy', () => {
  test('no admin answer contains anything a user wrote in a journal, a retro or a mood note', async () => {
    const operations = (await readApiOperations(t.app)).filter((op) => op.path.startsWith('/api/admin/'));
    const reads = operations.filter((op) => op.method === 'GET' && !op.path.includes('/feedback'));
    const calls = [
      '/api/admin/customers',
      '/api/admin/customers?sort=active_desc',
      `/api/admin/customers?q=${encodeURIComponent(MARKER)}`,
      '/api/admin/customers?q=writer',
      '/api/admin/questions',
      '/api/admin/analytics?days=7',
      '/api/admin/analytics?days=30',
      '/api/admin/analytics?days=90',
      '/api/admin/analytics?days=365',
      '/api/admin/audit',
    ];
    // Every documented admin read is in the list above: a new one must be added to this test.
    for (const op of reads) expect(calls.some((url) => url.split('?')[0] === op.path)).toBe(true);

    const target = userIds[0] as string;
    const bodies = [
      ...(await Promise.all(calls.map(async (url) => (await admin.get(url)).body))),
      (await admin.patch(`/api/admin/customers/${target}`, { status: 'disabled' })).body,
      (await admin.post(`/api/admin/customers/${target}/end-sessions`)).body,
      (await admin.patch(`/api/admin/customers/${target}`, { role: 'admin' })).body,
      (await admin.get('/api/admin/audit')).body,
    ];
    for (const body of bodies) expect(body).not.toContain(MARKER);
    expect(bodies.join('')).toContain(target);
  });
});
