import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DISABLED_ACCOUNT_MESSAGE, LAST_ADMIN_MESSAGE } from '#contract/admin';
import { completeRetrosOn } from '#server/modules/referral/referral.fixtures';
import { createTestApp, signedInClient, type TestApp, TestClient } from '#server/test/test-app';
import { changeRole } from './customers.service';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInClient>>;

beforeAll(async () => {
  t = await createTestApp();
  // The first account on an empty database is the administrator.
  admin = await signedInClient(t.app, 'first');
});
afterAll(() => t.close());

const lastAudit = async (client: TestClient = admin.client) =>
  (await client.get('/api/admin/audit')).json().items[0];

describe('who may call the admin area', () => {
  test('signed out is 401 and a regular user is 403, for reads and changes alike', async () => {
    const { client: regular, user } = await signedInClient(t.app, 'regular');
    expect(user.role).toBe('user');
    for (const url of [
      '/api/admin/customers',
      '/api/admin/questions',
      '/api/admin/analytics',
      '/api/admin/audit',
    ]) {
      expect((await new TestClient(t.app).get(url)).statusCode).toBe(401);
      expect((await regular.get(url)).statusCode).toBe(403);
    }
    expect((await regular.patch(`/api/admin/customers/${user.id}`, { role: 'admin' })).statusCode).toBe(403);
    expect((await regular.get('/api/user')).json().role).toBe('user');
  });
});

describe('the customer list', () => {
  test('shows each account with counts only, finds one by username or email, and pages by keyset', async () => {
    const named = await signedInClient(t.app, 'zebrafinch');
    expect((await named.client.post('/api/moods', { mood: 'good', note: 'private note' })).statusCode).toBe(
      201,
    );
    const byName = (await admin.client.get('/api/admin/customers?q=ZEBRAFINCH')).json();
    expect(byName.items).toHaveLength(1);
    expect(byName.items[0]).toMatchObject({
      username: named.username,
      role: 'user',
      status: 'active',
      moods: 1,
      retrosCompleted: 0,
      journalEntries: 0,
      referralsCredited: 0,
      feedbackSent: 0,
      activeSessions: 1,
    });
    expect(JSON.stringify(byName)).not.toContain('private note');

    for (let i = 0; i < 52; i += 1) await signedInClient(t.app, 'pager');
    const first = (await admin.client.get('/api/admin/customers?sort=username_asc')).json();
    expect(first.items).toHaveLength(50);
    const second = (
      await admin.client.get(`/api/admin/customers?sort=username_asc&cursor=${first.nextCursor}`)
    ).json();
    const names = [...first.items, ...second.items].map((c: { username: string }) =>
      c.username.toLowerCase(),
    );
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual([...names].sort());
  });

  test('counts the referrals credited to an account and the feedback it sent, never the feedback text', async () => {
    const referrer = await signedInClient(t.app, 'sharer');
    const { code } = (await referrer.client.get('/api/referral')).json();
    const invited = [];
    for (let i = 0; i < 2; i += 1) {
      const client = new TestClient(t.app);
      const res = await client.post('/api/register', {
        username: `invitee${i}_${referrer.user.id.slice(0, 6)}`,
        password: 'correct horse battery staple',
        referralCode: code,
        rememberMe: true,
      });
      expect(res.statusCode).toBe(201);
      invited.push(client);
    }
    // Only a referral whose new account completed retros on 3 different days is credited.
    await completeRetrosOn(['2026-03-11', '2026-03-12', '2026-03-13'], invited[0] as TestClient);
    for (const message of ['Secret-Feedback-Words one', 'Secret-Feedback-Words two']) {
      expect((await referrer.client.post('/api/feedback', { kind: 'idea', message })).statusCode).toBe(201);
    }
    const list = (await admin.client.get(`/api/admin/customers?q=${referrer.username}`)).json();
    expect(list.items[0]).toMatchObject({
      username: referrer.username,
      referralsCredited: 1,
      feedbackSent: 2,
    });
    expect(JSON.stringify(list)).not.toContain('Secret-Feedback-Words');
  });

  test('a cursor from another sort order or made up is a 400, and a NUL in the search is a 400', async () => {
    const first = (await admin.client.get('/api/admin/customers?sort=joined_asc')).json();
    expect(
      (await admin.client.get(`/api/admin/customers?sort=username_asc&cursor=${first.nextCursor}`))
        .statusCode,
    ).toBe(400);
    expect((await admin.client.get('/api/admin/customers?cursor=nonsense')).statusCode).toBe(400);
    expect((await admin.client.get('/api/admin/customers?q=%00')).statusCode).toBe(400);
    expect((await admin.client.get(`/api/admin/customers?q=${'a'.repeat(255)}`)).statusCode).toBe(400);
    expect((await admin.client.get('/api/admin/customers?sort=age')).statusCode).toBe(400);
  });

  test('a cursor holding a bad id, instant or name is a 400 with errors, never a database error', async () => {
    const cursor = (sort: string, key: string, id: string) =>
      Buffer.from(JSON.stringify([sort, key, id])).toString('base64url');
    const goodId = admin.user.id;
    const bad = [
      cursor('joined_desc', '2026-03-10T09:00:00.000Z', '1'),
      cursor('joined_desc', '2026-03-10T09:00:00.000Z', '-'.repeat(36)),
      cursor('joined_desc', '2026-03-10T09:00:00.000Z', `${goodId.slice(0, 35)}g`),
      cursor('joined_desc', '+275760-09-13T00:00:00.000Z', goodId),
      cursor('joined_desc', '0000-01-01T00:00:00.000Z', goodId),
      cursor('joined_desc', '10000-01-01T00:00:00.000Z', goodId),
      cursor('joined_asc', '2026-02-30T00:00:00.000Z', goodId),
      cursor('joined_asc', '2026-03-10T24:00:00.000Z', goodId),
      cursor('active_desc', '2026-03-10 09:00:00+00', goodId),
      cursor('active_desc', 'March 10, 2026', goodId),
      cursor('active_desc', '2026-03-10T09:00:00.1234567Z', goodId),
      cursor('username_asc', 'a\u0000b', goodId),
      cursor('username_asc', 'a\ud800b', goodId),
      cursor('username_asc', 'a'.repeat(101), goodId),
    ];
    for (const raw of bad) {
      const sort = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'))[0];
      const res = await admin.client.get(`/api/admin/customers?sort=${sort}&cursor=${raw}`);
      expect(res.statusCode, raw).toBe(400);
      expect(res.json().errors).toEqual([{ path: 'cursor', message: expect.any(String) }]);
    }
    // The edges of the range are real instants: an empty page, not an error.
    for (const key of ['0001-01-01T00:00:00.000Z', '9999-12-31T23:59:59.999999Z']) {
      const res = await admin.client.get(`/api/admin/customers?cursor=${cursor('joined_desc', key, goodId)}`);
      expect(res.statusCode).toBe(200);
    }
  });

  test('pages by join date follow on without a gap or a repeat', async () => {
    const first = (await admin.client.get('/api/admin/customers?sort=joined_desc')).json();
    expect(first.nextCursor).not.toBeNull();
    const second = (await admin.client.get(`/api/admin/customers?cursor=${first.nextCursor}`)).json();
    const all = (await admin.client.get('/api/admin/customers?sort=joined_desc&q=')).json();
    const ids = [...first.items, ...second.items].map((c: { id: string }) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.slice(0, 50)).toEqual(all.items.map((c: { id: string }) => c.id));
  });
});

describe('roles', () => {
  test('an admin makes another account admin and back, and each change is in the audit log', async () => {
    const other = await signedInClient(t.app, 'promoted');
    const res = await admin.client.patch(`/api/admin/customers/${other.user.id}`, { role: 'admin' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: 'admin' });
    expect((await other.client.get('/api/user')).json().role).toBe('admin');
    expect(await lastAudit()).toMatchObject({
      actorId: admin.user.id,
      actorName: admin.username,
      action: 'role_changed',
      targetType: 'user',
      targetId: other.user.id,
      targetLabel: other.username,
      details: { from: 'user', to: 'admin' },
      ip: admin.client.remoteAddress,
    });
    await admin.client.patch(`/api/admin/customers/${other.user.id}`, { role: 'user' });
    expect((await other.client.get('/api/admin/customers')).statusCode).toBe(403);
  });

  test('the last administrator cannot be made regular, nor disabled', async () => {
    const res = await admin.client.patch(`/api/admin/customers/${admin.user.id}`, { role: 'user' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(LAST_ADMIN_MESSAGE);
    await expect(changeRole(t.database.db, { id: null, ip: null }, admin.user.id, 'user')).rejects.toThrow(
      LAST_ADMIN_MESSAGE,
    );
    expect((await admin.client.get('/api/user')).json().role).toBe('admin');
  });

  test('bad input is a 400 and an unknown account a 404', async () => {
    const { user } = await signedInClient(t.app, 'target');
    expect((await admin.client.patch(`/api/admin/customers/${user.id}`, {})).statusCode).toBe(400);
    expect((await admin.client.patch(`/api/admin/customers/${user.id}`, { role: 'owner' })).statusCode).toBe(
      400,
    );
    expect((await admin.client.patch('/api/admin/customers/not-a-uuid', { role: 'admin' })).statusCode).toBe(
      400,
    );
    const missing = await admin.client.patch(`/api/admin/customers/${crypto.randomUUID()}`, {
      role: 'admin',
    });
    expect(missing.statusCode).toBe(404);
  });

  test('the command line grants and revokes with an audit row of its own', async () => {
    const { user } = await signedInClient(t.app, 'cli');
    await changeRole(t.database.db, { id: null, ip: null }, user.id, 'admin');
    expect(await lastAudit()).toMatchObject({
      actorId: null,
      actorName: 'command line',
      action: 'role_changed',
      targetId: user.id,
      ip: null,
    });
  });
});

describe('disabling an account', () => {
  test('ends its sessions at once, refuses its sign-in with a clear message, and is undone by enabling', async () => {
    const target = await signedInClient(t.app, 'disabled');
    const secondDevice = new TestClient(t.app);
    expect(
      (await secondDevice.post('/api/login', { username: target.username, password: target.password }))
        .statusCode,
    ).toBe(200);

    const res = await admin.client.patch(`/api/admin/customers/${target.user.id}`, { status: 'disabled' });
    expect(res.json()).toMatchObject({ status: 'disabled', activeSessions: 0 });
    expect((await target.client.get('/api/user')).statusCode).toBe(401);
    expect((await secondDevice.get('/api/user')).statusCode).toBe(401);
    const login = await new TestClient(t.app).post('/api/login', {
      username: target.username,
      password: target.password,
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe(DISABLED_ACCOUNT_MESSAGE);
    // A wrong password still says only that the credentials are wrong.
    const guess = await new TestClient(t.app).post('/api/login', {
      username: target.username,
      password: 'wrong-pw',
    });
    expect(guess.statusCode).toBe(401);
    expect(await lastAudit()).toMatchObject({ action: 'account_disabled', details: { sessionsEnded: 2 } });

    await admin.client.patch(`/api/admin/customers/${target.user.id}`, { status: 'active' });
    expect(await lastAudit()).toMatchObject({ action: 'account_enabled', targetId: target.user.id });
    expect(
      (await target.client.post('/api/login', { username: target.username, password: target.password }))
        .statusCode,
    ).toBe(200);
  });

  test('an admin cannot disable their own account', async () => {
    const res = await admin.client.patch(`/api/admin/customers/${admin.user.id}`, { status: 'disabled' });
    expect(res.statusCode).toBe(409);
    expect((await admin.client.get('/api/user')).statusCode).toBe(200);
  });

  test('ending all sessions signs the account out everywhere and is recorded', async () => {
    const target = await signedInClient(t.app, 'ended');
    const res = await admin.client.post(`/api/admin/customers/${target.user.id}/end-sessions`);
    expect(res.json()).toEqual({ ended: 1 });
    expect((await target.client.get('/api/user')).statusCode).toBe(401);
    expect(await lastAudit()).toMatchObject({ action: 'sessions_ended', details: { sessionsEnded: 1 } });
  });
});

describe('the audit log', () => {
  test('filters by administrator and by action, and a deleted account leaves its rows with the name kept', async () => {
    const target = await signedInClient(t.app, 'goner');
    await admin.client.post(`/api/admin/customers/${target.user.id}/end-sessions`);
    const byAction = (await admin.client.get('/api/admin/audit?action=sessions_ended')).json();
    expect(byAction.items.every((row: { action: string }) => row.action === 'sessions_ended')).toBe(true);
    const byActor = (await admin.client.get(`/api/admin/audit?actor=${admin.user.id}`)).json();
    expect(byActor.items.length).toBeGreaterThan(0);
    expect(byActor.actors).toContainEqual({ id: admin.user.id, name: admin.username });
    expect((await admin.client.get('/api/admin/audit?action=dropped_tables')).statusCode).toBe(400);
    for (const cursor of ['9'.repeat(38), '9007199254740992', '1e3', '-1']) {
      const res = await admin.client.get(`/api/admin/audit?cursor=${cursor}`);
      expect(res.statusCode, cursor).toBe(400);
      expect(res.json().errors?.length).toBeGreaterThan(0);
    }
    expect((await admin.client.get('/api/admin/audit?cursor=9007199254740991')).statusCode).toBe(200);

    await t.database.db.execute(`delete from users where id = '${target.user.id}'` as never);
    const after = (await admin.client.get('/api/admin/audit?action=sessions_ended')).json();
    expect(after.items[0]).toMatchObject({ targetId: null, targetLabel: target.username });
  });
});

describe('deleting your own account', () => {
  test('an enabled admin cannot delete themselves when the only other admin is disabled', async () => {
    const own = await createTestApp();
    try {
      const boss = await signedInClient(own.app, 'first');
      const deputy = await signedInClient(own.app, 'deputy');
      expect(
        (await boss.client.patch(`/api/admin/customers/${deputy.user.id}`, { role: 'admin' })).statusCode,
      ).toBe(200);
      expect(
        (await boss.client.patch(`/api/admin/customers/${deputy.user.id}`, { status: 'disabled' }))
          .statusCode,
      ).toBe(200);
      const refused = await boss.client.delete('/api/user', { password: boss.password });
      expect(refused.statusCode).toBe(409);
      expect((await boss.client.get('/api/user')).statusCode).toBe(200);

      await boss.client.patch(`/api/admin/customers/${deputy.user.id}`, { status: 'active' });
      expect((await boss.client.delete('/api/user', { password: boss.password })).statusCode).toBe(200);
    } finally {
      await own.close();
    }
  });
});
