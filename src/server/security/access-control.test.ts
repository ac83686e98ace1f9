import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { now, setClock } from '#server/lib/clock';
import {
  nonAdminProblems,
  type OtherUsersData,
  otherUserProblems,
  PUBLIC_OPERATIONS,
  signedOutProblems,
} from '#server/test/access-walk';
import { type ApiOperation, readApiOperations } from '#server/test/api-operations';
import { createTestApp, signedInClient, type TestApp, type TestClient } from '#server/test/test-app';

const NoteParams = z.object({ id: z.string().max(36) });

/** Words only user B writes: if they reach user A, B's writing leaked. */
const MARKER = 'Lighthouse-Keeper-Diary';
const MARKER_TAG = 'lighthousekeeper';
/** B's reminder zone: no other account uses it, and no route lists zones. */
const MARKER_ZONE = 'Pacific/Chatham';

/** A browser's push subscription (the keys are a real P-256 key pair's public half and a secret). */
const B_DEVICE = {
  endpoint: `https://push.example.test/send/${MARKER}-device`,
  expirationTime: null,
  keys: {
    p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
};

/** User B writes something everywhere there is something to write, and we note every id and secret. */
async function fillWithPrivateData(
  b: TestClient,
): Promise<Omit<OtherUsersData, 'secrets'> & { ids: string[]; secrets: string[] }> {
  const entry = await b.post('/api/journal', {
    title: `${MARKER} title`,
    body: `${MARKER} body`,
    tags: [MARKER_TAG],
  });
  const mood = await b.post('/api/moods', { mood: 'good', note: `${MARKER} mood` });
  const [activity] = (await b.get('/api/activities')).json().activities;
  const renamed = await b.patch(`/api/activities/${activity.id}`, { name: `${MARKER_TAG} walk` });
  const ticked = await b.put(`/api/activities/days/${mood.json().date}`, { activityIds: [activity.id] });
  const { retro } = (await b.get('/api/retro/today')).json();
  const answer = await b.request({
    method: 'PUT',
    url: `/api/retro/${retro.date}/answers/${retro.questions[0].id}`,
    payload: { text: `${MARKER} answer` },
  });
  const [challenge] = (await b.get('/api/challenges')).json();
  const assigned = await b.post('/api/challenges/assign', { challengeId: challenge.id });
  // A challenge can be completed from its last day on: the clock goes there and back.
  const takenOn = now();
  setClock(new Date(takenOn.getTime() + (challenge.durationDays - 1) * 86_400_000));
  const completed = await b.post('/api/challenges/complete', {
    challengeId: challenge.id,
    notes: `${MARKER} notes`,
  });
  setClock(takenOn);
  const customized = await b.patch('/api/customization', { displayName: MARKER, avatar: '🦉' });
  const feedback = await b.post('/api/feedback', { kind: 'idea', message: `${MARKER} feedback` });
  // Last, as it moves B's day into B's own zone.
  const reminders = await b.request({
    method: 'PUT',
    url: '/api/reminders',
    payload: { enabled: true, time: '05:55', days: [2, 4], timezone: MARKER_ZONE },
  });
  const device = await b.post('/api/push/subscriptions', B_DEVICE);
  const feed = await b.post('/api/reminders/feed');
  const referral = await b.get('/api/referral');
  const sessions = await b.get('/api/sessions');
  for (const res of [
    entry,
    mood,
    renamed,
    ticked,
    answer,
    assigned,
    completed,
    customized,
    feedback,
    reminders,
    device,
    feed,
    referral,
    sessions,
  ]) {
    expect(res.statusCode, res.body).toBeLessThan(300);
  }
  // The feed's token is the whole credential of B's calendar: A must never see it.
  const feedToken = /\/api\/calendar\/([A-Za-z0-9_-]{43})\.ics$/.exec(feed.json().httpUrl)?.[1];
  const referralCode = referral.json().code as string;
  expect(feedToken).toBeDefined();
  expect(referralCode).toMatch(/^[A-Z]{8}$/);
  return {
    records: {
      journalEntry: entry.json().id,
      session: sessions.json().sessions[0].id as string,
      activity: activity.id as string,
    },
    ids: [entry.json().id, mood.json().id, activity.id, retro.id, assigned.json().id, feedback.json().id],
    secrets: [MARKER_ZONE, B_DEVICE.keys.p256dh, B_DEVICE.keys.auth, feedToken ?? '', referralCode],
  };
}

let t: TestApp;
let operations: ApiOperation[];
let a: TestClient;
let b: TestClient;
let bData: OtherUsersData;

beforeAll(async () => {
  t = await createTestApp();
  operations = await readApiOperations(t.app);
  const userB = await signedInClient(t.app, 'owner');
  b = userB.client;
  const data = await fillWithPrivateData(b);
  bData = {
    records: data.records,
    secrets: [MARKER, MARKER_TAG, userB.user.id, userB.username, ...data.ids, ...data.secrets],
  };
  ({ client: a } = await signedInClient(t.app, 'other'));
});
afterAll(() => t.close());

describe('every documented route, walked signed out and as another user', () => {
  test('the walk covers the whole OpenAPI document', () => {
    expect(operations.length).toBeGreaterThan(30);
    for (const key of PUBLIC_OPERATIONS) expect(operations.map((op) => op.key)).toContain(key);
  });

  test('signed out, every route but the public ones answers 401', async () => {
    expect(await signedOutProblems(t.app, operations)).toEqual([]);
  });

  test("B's own feedback, referral and reminders show B's secrets: the same words reaching A would be caught", async () => {
    const shown = await Promise.all(
      ['/api/feedback', '/api/referral', '/api/reminders'].map(async (url) => (await b.get(url)).body),
    );
    expect(shown[0]).toContain(MARKER);
    expect(bData.secrets.some((secret) => /^[A-Z]{8}$/.test(secret) && shown[1]?.includes(secret))).toBe(
      true,
    );
    expect(shown[2]).toContain(MARKER_ZONE);
    expect(JSON.parse(shown[2] ?? '{}').push.devices).toBe(1);
  });

  test("as another user, B's records by id are 404 and no answer holds anything of B's", async () => {
    expect(await otherUserProblems(operations, a, bData)).toEqual([]);
  });

  test("after A's reads, changes and deletes, B's entry is still B's and unchanged", async () => {
    const res = await b.get(`/api/journal/${bData.records.journalEntry}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      title: `${MARKER} title`,
      body: `${MARKER} body`,
      tags: [MARKER_TAG],
    });
    expect((await b.get('/api/journal')).json().items).toHaveLength(1);
  });

  test('a signed-in user who is not an admin gets 403 from every /api/admin route', async () => {
    expect(await nonAdminProblems(operations, a)).toEqual([]);
  });
});

describe('the walk fails when a new route forgets a check', () => {
  let leaky: TestApp;
  beforeAll(async () => {
    leaky = await createTestApp({
      extend: (app) => {
        // Forgets the session check entirely.
        app.get('/api/leaky-notes', async () => ({ notes: [] }));
        // Checks the session but not the role.
        app.get('/api/admin/users', async (req) => ({ caller: req.requireUser().id }));
        // Reads a record by id without asking whose it is.
        app.get('/api/notes/:id', { schema: { params: NoteParams } }, async (req) => {
          req.requireUser();
          return { id: (req.params as z.infer<typeof NoteParams>).id };
        });
      },
    });
  });
  afterAll(() => leaky.close());

  test('an unprotected route, an admin route open to users and an unclassified id route are all reported', async () => {
    const leakyOperations = await readApiOperations(leaky.app);
    // The first account of a database is its admin: the walker must be a normal user.
    await signedInClient(leaky.app, 'owner');
    const { client: user } = await signedInClient(leaky.app, 'walker');
    const problems = [
      ...(await signedOutProblems(leaky.app, leakyOperations)),
      ...(await nonAdminProblems(leakyOperations, user)),
      ...(await otherUserProblems(leakyOperations, user, {
        records: {
          journalEntry: crypto.randomUUID(),
          session: 'f'.repeat(64),
          activity: crypto.randomUUID(),
        },
        secrets: [],
      })),
    ];
    expect(problems).toEqual([
      'GET /api/leaky-notes answered 200 signed out, not 401',
      'GET /api/admin/users answered 200 to a non-admin, not 403',
      'GET /api/notes/{id} has path parameters: classify it as an owned record or not',
    ]);
  });
});
