import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addDays } from '#domain/local-day';
import { journalEntries } from '#server/db/schema';
import { setClock } from '#server/lib/clock';
import { fillIn, openToday } from '#server/modules/retro/retro-api.fixtures';
import { readApiOperations } from '#server/test/api-operations';
import { TEST_NOW, TEST_TODAY } from '#server/test/pinned-clock';
import { createTestApp, signedInClient, type TestApp, type TestClient } from '#server/test/test-app';

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
    // Six people were active in the week: its totals and rate are shown, though today's retros are hidden.
    expect(body.totals).toEqual({
      signups: 7,
      activePerDay: 0.86,
      retrosCompleted: 2,
      journalEntries: 6,
      moods: 6,
    });
    expect(body.completionRate).toBe(1);
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
    // Feedback is written to the team, so its own words are shown; nothing else a user wrote may be.
    const sender = userIds[1] as string;
    const { client: feedbackSender } = await signedInClient(t.app, 'sender');
    const sent = await feedbackSender.post('/api/feedback', { kind: 'bug', message: 'The chart is blank' });
    expect(sent.statusCode).toBe(201);
    const feedbackId = sent.json().id as string;

    const operations = (await readApiOperations(t.app)).filter((op) => op.path.startsWith('/api/admin/'));
    const reads = operations.filter((op) => op.method === 'GET');
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
      '/api/admin/feedback',
      `/api/admin/feedback?q=${encodeURIComponent(MARKER)}`,
      '/api/admin/feedback?order=oldest&kind=bug',
    ];
    // Every documented admin read is in the list above: a new one must be added to this test.
    for (const op of reads)
      expect(
        calls.some((url) => url.split('?')[0] === op.path),
        op.path,
      ).toBe(true);

    const target = userIds[0] as string;
    const added = await admin.post('/api/admin/questions', {
      category: 'Health',
      text: 'What did your body ask for today?',
    });
    expect(added.statusCode).toBe(201);
    const questionId = added.json().id as number;
    const writes = [
      added,
      await admin.patch(`/api/admin/questions/${questionId}`, { text: 'What did your body need today?' }),
      await admin.patch(`/api/admin/questions/${questionId}`, { active: false }),
      await admin.patch(`/api/admin/questions/${questionId}`, { active: true }),
      await admin.delete(`/api/admin/questions/${questionId}`),
      await admin.post(`/api/admin/feedback/${feedbackId}/read`),
      await admin.patch(`/api/admin/feedback/${feedbackId}`, { status: 'planned' }),
      await admin.post(`/api/admin/feedback/${feedbackId}/replies`, { message: 'Thank you, on it' }),
      await admin.patch(`/api/admin/customers/${target}`, { status: 'disabled' }),
      await admin.post(`/api/admin/customers/${target}/end-sessions`),
      await admin.patch(`/api/admin/customers/${target}`, { role: 'admin' }),
      await admin.patch(`/api/admin/customers/${sender}`, { role: 'admin' }),
    ];
    for (const res of writes) expect(res.statusCode, res.body).toBeLessThan(300);
    const bodies = [
      ...(await Promise.all(calls.map(async (url) => (await admin.get(url)).body))),
      ...writes.map((res) => res.body),
      (await admin.get('/api/admin/audit')).body,
    ];
    for (const body of bodies) expect(body).not.toContain(MARKER);
    // A feedback item is named in the trail by its kind and day, never by its words.
    const feedbackRows = (await admin.get('/api/admin/audit'))
      .json()
      .items.filter((row: { targetType: string }) => row.targetType === 'feedback');
    expect(feedbackRows.map((row: { targetLabel: string }) => row.targetLabel)).toEqual([
      `Bug report sent ${TEST_TODAY}`,
      `Bug report sent ${TEST_TODAY}`,
    ]);
    expect(bodies.join('')).toContain(target);
    expect(bodies.join('')).toContain('The chart is blank');
  });
});

describe('the five-person rule', () => {
  let own: TestApp;
  let ownAdmin: TestClient;
  beforeAll(async () => {
    setClock(TEST_NOW);
    own = await createTestApp();
    ({ client: ownAdmin } = await signedInClient(own.app, 'first'));
  });
  afterAll(() => own.close());

  test("a day's journal entries are hidden when fewer than five people wrote them, however many entries", async () => {
    const people = [];
    for (let i = 0; i < 5; i += 1) {
      const { client } = await signedInClient(own.app, 'logger');
      expect((await client.post('/api/moods', { mood: 'good' })).statusCode).toBe(201);
      people.push(client);
    }
    const prolific = people[0] as TestClient;
    const writerId = (await prolific.get('/api/user')).json().id as string;
    for (let i = 0; i < 6; i += 1) {
      const res = await prolific.post('/api/journal', { title: `entry ${i}`, body: 'words', tags: [] });
      expect(res.statusCode).toBe(201);
    }
    const before = todayOf((await ownAdmin.get('/api/admin/analytics?days=7')).json());
    // Five people active and six entries, but one writer: the entries point at that one person.
    expect(before).toMatchObject({ activeUsers: 5, moods: 5, journalEntries: null });

    for (const client of people.slice(1)) {
      const res = await client.post('/api/journal', { title: 'one', body: 'words', tags: [] });
      expect(res.statusCode).toBe(201);
    }
    const after = todayOf((await ownAdmin.get('/api/admin/analytics?days=7')).json());
    expect(after).toMatchObject({ journalEntries: 10 });

    // Several entries of one person saved in one statement (as an import saves them) are one writer.
    const yesterday = addDays(TEST_TODAY, -1);
    await own.database.db.insert(journalEntries).values(
      Array.from({ length: 6 }, (_, i) => ({
        userId: writerId,
        localDate: yesterday,
        body: `imported ${i}`,
      })),
    );
    const week = (await ownAdmin.get('/api/admin/analytics?days=7')).json();
    expect(week.series.find((day: { date: string }) => day.date === yesterday)).toMatchObject({
      activeUsers: null,
      journalEntries: null,
    });

    // Rebuilding the totals from the records gives the same counts the triggers kept.
    const totals = async () =>
      (await own.database.db.execute(
        `select day::text, active_users, retros_started, retros_completed, journal_entries, journal_writers, moods,
           (select count(*)::int from user_journal_days j where j.day = t.day) as writer_days
         from activity_daily_totals t order by day` as never,
      )) as unknown as { rows: unknown[] };
    const kept = (await totals()).rows;
    await own.database.db.execute('select admin_rebuild_activity_totals()' as never);
    expect((await totals()).rows).toEqual(kept);
  });

  test('feedback within the range is counted by kind and status, hidden when from fewer than five people', async () => {
    setClock(new Date(TEST_NOW.getTime() - 10 * 86_400_000));
    const { client: early } = await signedInClient(own.app, 'early');
    expect(
      (await early.post('/api/feedback', { kind: 'idea', message: 'before the range' })).statusCode,
    ).toBe(201);
    setClock(TEST_NOW);
    for (let i = 0; i < 5; i += 1) {
      const { client } = await signedInClient(own.app, 'idea');
      expect((await client.post('/api/feedback', { kind: 'idea', message: `idea ${i}` })).statusCode).toBe(
        201,
      );
    }
    const { client: bugs } = await signedInClient(own.app, 'bugs');
    for (let i = 0; i < 6; i += 1) {
      expect((await bugs.post('/api/feedback', { kind: 'bug', message: `bug ${i}` })).statusCode).toBe(201);
    }
    const week = (await ownAdmin.get('/api/admin/analytics?days=7')).json();
    expect(week.feedback).toHaveLength(20);
    const tally = (
      body: { feedback: { kind: string; status: string; count: number | null }[] },
      kind: string,
    ) => body.feedback.find((row) => row.kind === kind && row.status === 'new')?.count;
    expect(tally(week, 'idea')).toBe(5);
    expect(tally(week, 'bug')).toBeNull();
    expect(tally(week, 'praise')).toBe(0);
    expect(week.feedback.find((row: { status: string }) => row.status === 'done')).toMatchObject({
      count: 0,
    });
    expect(tally((await ownAdmin.get('/api/admin/analytics?days=30')).json(), 'idea')).toBe(6);
  });
});
