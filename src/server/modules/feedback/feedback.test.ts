import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { FEEDBACK_SENDS_PER_HOUR } from '#contract/constants';
import { feedbackHistory, users } from '#server/db/schema';
import { setClock } from '#server/lib/clock';
import { createTestApp, signedInClient, type TestApp, TestClient } from '#server/test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function adminClient() {
  const admin = await signedInClient(t.app, 'admin');
  await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
  return admin;
}

const idea = { kind: 'idea', message: '  A dark mode for the calendar  ', satisfaction: 4, page: '/journal' };

describe('a user sending feedback', () => {
  test('is saved with 201, the page and app version attached, and listed only for its sender', async () => {
    const { client } = await signedInClient(t.app);
    const sent = await client.post('/api/feedback', idea);
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({
      kind: 'idea',
      message: 'A dark mode for the calendar',
      satisfaction: 4,
      page: '/journal',
      appVersion: expect.any(String),
      status: 'new',
      replies: [],
      unseenReply: false,
    });
    expect((await client.get('/api/feedback')).json().items).toEqual([sent.json()]);

    const { client: other } = await signedInClient(t.app);
    expect((await other.get('/api/feedback')).json()).toEqual({ items: [] });
  });

  test('an empty, oversized or NUL message and an out-of-range satisfaction are 400s', async () => {
    const { client } = await signedInClient(t.app);
    for (const body of [
      { kind: 'bug', message: '   ' },
      { kind: 'bug', message: 'x'.repeat(5001) },
      { kind: 'bug', message: 'a\u0000b' },
      { kind: 'bug', message: 'ok', satisfaction: 6 },
      { kind: 'rant', message: 'ok' },
    ]) {
      expect((await client.post('/api/feedback', body)).statusCode).toBe(400);
    }
    expect((await client.get('/api/feedback')).json().items).toEqual([]);
  });

  test(`the ${FEEDBACK_SENDS_PER_HOUR + 1}th send within an hour is a 429 with Retry-After; an hour later it goes`, async () => {
    const { client } = await signedInClient(t.app);
    setClock(new Date('2026-03-20T10:00:00Z'));
    for (let i = 0; i < FEEDBACK_SENDS_PER_HOUR; i += 1) {
      setClock(new Date(Date.parse('2026-03-20T10:00:00Z') + i * 60_000));
      expect((await client.post('/api/feedback', { kind: 'bug', message: `bug ${i}` })).statusCode).toBe(201);
    }
    setClock(new Date('2026-03-20T10:30:00Z'));
    const refused = await client.post('/api/feedback', { kind: 'bug', message: 'one more' });
    expect(refused.statusCode).toBe(429);
    // The clock keeps running from where it was set, so allow the milliseconds the calls took.
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(30 * 60);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(30 * 60 + 2);
    expect(refused.json().message).toMatch(/try again in 30 minutes/);
    setClock(new Date('2026-03-20T11:00:01Z'));
    expect((await client.post('/api/feedback', { kind: 'bug', message: 'one more' })).statusCode).toBe(201);
  });
});

describe('the admin inbox', () => {
  test('an admin reads, changes the status and replies; each change is recorded; the sender sees the reply and the dot', async () => {
    const sender = await signedInClient(t.app, 'sender');
    setClock(new Date('2026-03-21T09:00:00Z'));
    const item = (
      await sender.client.post('/api/feedback', { kind: 'bug', message: 'The save button hides' })
    ).json();
    const admin = await adminClient();

    const inbox = (await admin.client.get('/api/admin/feedback?status=new&kind=bug&q=save+button')).json();
    expect(inbox.items.map((i: { id: string }) => i.id)).toContain(item.id);
    const listed = inbox.items.find((i: { id: string }) => i.id === item.id);
    expect(listed).toMatchObject({
      username: sender.username,
      read: false,
      message: 'The save button hides',
    });
    expect(inbox.unread).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(listed)).not.toContain(sender.user.id);

    setClock(new Date('2026-03-21T09:05:00Z'));
    expect((await admin.client.post(`/api/admin/feedback/${item.id}/read`)).json()).toMatchObject({
      status: 'read',
      read: true,
    });
    setClock(new Date('2026-03-21T09:10:00Z'));
    const planned = await admin.client.patch(`/api/admin/feedback/${item.id}`, { status: 'planned' });
    expect(planned.json().status).toBe('planned');
    setClock(new Date('2026-03-21T09:15:00Z'));
    const replied = await admin.client.post(`/api/admin/feedback/${item.id}/replies`, {
      message: 'Thanks, fixed in the next version.',
    });
    expect(replied.statusCode).toBe(201);
    expect(replied.json().history).toEqual([
      {
        action: 'read',
        fromStatus: null,
        toStatus: null,
        actor: admin.username,
        createdAt: expect.stringMatching(/^2026-03-21T09:05:00/),
      },
      {
        action: 'status',
        fromStatus: 'read',
        toStatus: 'planned',
        actor: admin.username,
        createdAt: expect.stringMatching(/^2026-03-21T09:10:00/),
      },
      {
        action: 'reply',
        fromStatus: null,
        toStatus: null,
        actor: admin.username,
        createdAt: expect.stringMatching(/^2026-03-21T09:15:00/),
      },
    ]);
    const history = await t.database.db
      .select()
      .from(feedbackHistory)
      .where(eq(feedbackHistory.feedbackId, item.id));
    expect(history.every((h) => h.actorId === admin.user.id)).toBe(true);
    // The status change and the reply are in the admin audit trail too, without the reply's words.
    const audit = await admin.client.get('/api/admin/audit');
    const feedbackRows = audit.json().items.filter((row: { targetId: string }) => row.targetId === item.id);
    expect(feedbackRows.map((row: { action: string }) => row.action).sort()).toEqual([
      'feedback_replied',
      'feedback_status_changed',
    ]);
    expect(audit.body).not.toContain('Thanks, fixed in the next version.');

    expect((await sender.client.get('/api/feedback/unseen-count')).json()).toEqual({ count: 1 });
    const mine = (await sender.client.get('/api/feedback')).json().items[0];
    expect(mine).toMatchObject({ status: 'planned', unseenReply: true });
    expect(mine.replies).toEqual([
      {
        id: expect.any(String),
        message: 'Thanks, fixed in the next version.',
        createdAt: expect.stringMatching(/^2026-03-21T09:15:00/),
      },
    ]);
    setClock(new Date('2026-03-21T09:20:00Z'));
    await sender.client.post('/api/feedback/seen');
    expect((await sender.client.get('/api/feedback/unseen-count')).json()).toEqual({ count: 0 });
    expect((await sender.client.get('/api/feedback')).json().items[0].unseenReply).toBe(false);
  });

  test('oldest first, and an unknown id is 404', async () => {
    const admin = await adminClient();
    const res = await admin.client.get('/api/admin/feedback?order=oldest');
    const dates = res.json().items.map((i: { createdAt: string }) => i.createdAt);
    expect(dates).toEqual([...dates].sort());
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await admin.client.patch(`/api/admin/feedback/${missing}`, { status: 'done' })).statusCode).toBe(
      404,
    );
    expect(
      (await admin.client.post(`/api/admin/feedback/${missing}/replies`, { message: 'hi' })).statusCode,
    ).toBe(404);
  });

  test('every admin call is 401 signed out and 403 for a normal user, and changes nothing', async () => {
    const sender = await signedInClient(t.app);
    const item = (await sender.client.post('/api/feedback', { kind: 'other', message: 'hello' })).json();
    const calls = (client: TestClient) => [
      client.get('/api/admin/feedback'),
      client.post(`/api/admin/feedback/${item.id}/read`),
      client.patch(`/api/admin/feedback/${item.id}`, { status: 'done' }),
      client.post(`/api/admin/feedback/${item.id}/replies`, { message: 'no' }),
    ];
    for (const res of await Promise.all(calls(new TestClient(t.app)))) expect(res.statusCode).toBe(401);
    for (const res of await Promise.all(calls(sender.client))) expect(res.statusCode).toBe(403);
    expect((await sender.client.get('/api/feedback')).json().items[0]).toMatchObject({
      status: 'new',
      replies: [],
    });
  });
});
