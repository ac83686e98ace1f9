import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  INVALID_CREDENTIALS_MESSAGE,
  SESSION_COOKIE_NAME,
  SIGNED_IN_HINT_COOKIE_NAME,
} from '#contract/constants';
import { setClock } from '#server/lib/clock';
import { TEST_NOW } from '#server/test/pinned-clock';
import { createTestApp, signedInClient, type TestApp, TestClient } from '#server/test/test-app';
import { setUserRole } from './auth.queries';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const password = 'correct horse battery staple';
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** GET /api/user as a browser holding exactly this session cookie. */
const currentUserWithCookie = (cookie: string | null | undefined) =>
  t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: `${SESSION_COOKIE_NAME}=${cookie}` } });
let nameCounter = 0;
const uniqueName = (prefix = 'person') => `${prefix}_${++nameCounter}_${randomBytes(4).toString('hex')}`;

describe('registration', () => {
  test('the first account is an admin and every later one a regular user', async () => {
    const first = new TestClient(t.app);
    const firstRes = await first.post('/api/register', { username: uniqueName('first'), password });
    expect(firstRes.statusCode).toBe(201);
    expect(firstRes.json().role).toBe('admin');

    const second = await signedInClient(t.app);
    expect(second.user.role).toBe('user');
  });

  test('registering signs the new user in and returns the public fields only', async () => {
    const client = new TestClient(t.app);
    const username = uniqueName();
    const res = await client.post('/api/register', {
      username,
      password,
      email: 'me@example.com',
      timezone: 'Europe/Berlin',
    });
    expect(res.statusCode).toBe(201);
    const user = res.json();
    expect(Object.keys(user).sort()).toEqual(['createdAt', 'email', 'id', 'role', 'timezone', 'username']);
    expect(user).toMatchObject({ username, email: 'me@example.com', timezone: 'Europe/Berlin' });

    const me = await client.get('/api/user');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(user);
  });

  test('a taken username, in any letter case, is a 409 with a field error', async () => {
    const username = uniqueName('Taken');
    await new TestClient(t.app).post('/api/register', { username, password });
    const res = await new TestClient(t.app).post('/api/register', {
      username: username.toLowerCase(),
      password,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'That username is taken',
      code: 'CONFLICT',
      errors: [{ path: 'username', message: 'That username is taken' }],
    });
  });

  test('bad fields are a 400 naming each field, and no account is made', async () => {
    const username = uniqueName();
    const client = new TestClient(t.app);
    const res = await client.post('/api/register', { username, password: 'short', timezone: 'Mars/Olympus' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { path: 'password', message: 'Password must be at least 8 characters' },
        { path: 'timezone', message: 'Unknown time zone' },
      ]),
    );
    const login = await client.post('/api/login', { username, password: 'short' });
    expect(login.statusCode).toBe(401);
  });

  test.each([
    ['password', /^This is one of the 10,000 most common passwords/],
    ['12345678', /^This is one of the 10,000 most common passwords/],
    ['Password1', /^This is one of the 10,000 most common passwords/],
    ['        ', /^Your password must not be one character repeated$/],
    ['<username>', /^Your password must not be your username$/],
  ])(
    'a weak password (%j) is a 400 on the password field saying why, and no account is made',
    async (weak, reason) => {
      const username = uniqueName();
      const password = weak === '<username>' ? username.toUpperCase() : weak;
      const client = new TestClient(t.app);
      const res = await client.post('/api/register', { username, password });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: 'VALIDATION_FAILED',
        message: expect.stringMatching(reason),
        errors: [{ path: 'password', message: expect.stringMatching(reason) }],
      });
      expect((await client.post('/api/login', { username, password })).statusCode).toBe(401);
    },
  );

  test('a good passphrase is accepted', async () => {
    const res = await new TestClient(t.app).post('/api/register', {
      username: uniqueName(),
      password: 'tea kettle under the blue lamp',
    });
    expect(res.statusCode).toBe(201);
  });

  test('a missing or malformed username names the username field', async () => {
    const missing = await new TestClient(t.app).post('/api/register', { password });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].path).toBe('username');

    const spaces = await new TestClient(t.app).post('/api/register', { username: 'has space', password });
    expect(spaces.json().errors).toEqual([
      { path: 'username', message: 'Username may only contain letters, digits, _ . and -' },
    ]);
  });
});

describe('signing in and out', () => {
  test('a correct login returns the user and a working session', async () => {
    const { username } = await signedInClient(t.app);
    const client = new TestClient(t.app);
    const res = await client.post('/api/login', { username: username.toUpperCase(), password });
    expect(res.statusCode).toBe(200);
    expect(res.json().username).toBe(username);
    expect((await client.get('/api/user')).statusCode).toBe(200);
  });

  test('a wrong password and an unknown username fail with the same 401', async () => {
    const { username } = await signedInClient(t.app);
    const wrong = await new TestClient(t.app).post('/api/login', { username, password: 'not the password' });
    const unknown = await new TestClient(t.app).post('/api/login', {
      username: uniqueName('ghost'),
      password,
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: INVALID_CREDENTIALS_MESSAGE, code: 'UNAUTHENTICATED' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  test('GET /api/user without a session is a 401 in the error shape', async () => {
    const res = await new TestClient(t.app).get('/api/user');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'You are not signed in', code: 'UNAUTHENTICATED' });
  });

  test('after logout the old cookie no longer works', async () => {
    const { client } = await signedInClient(t.app);
    const oldCookie = client.cookie;
    const out = await client.post('/api/logout');
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: true });
    expect(client.cookie).toBeNull();

    const replay = await currentUserWithCookie(oldCookie);
    expect(replay.statusCode).toBe(401);
  });
});

describe('session security', () => {
  test('login issues a new session id and ends the one the browser carried (no fixation)', async () => {
    const { client, username } = await signedInClient(t.app);
    const before = client.cookie;
    const res = await client.post('/api/login', { username, password });
    expect(res.statusCode).toBe(200);
    expect(client.cookie).not.toBe(before);

    const fixated = await currentUserWithCookie(before);
    expect(fixated.statusCode).toBe(401);
  });

  test('an attacker-chosen session cookie is never adopted', async () => {
    const { username } = await signedInClient(t.app);
    const planted = 'attacker-chosen-value.signature';
    const client = new TestClient(t.app);
    client.cookie = planted;
    await client.post('/api/login', { username, password });
    expect(client.cookie).not.toBe(planted);
    const res = await currentUserWithCookie(planted);
    expect(res.statusCode).toBe(401);
  });

  test('the cookie is HttpOnly, SameSite=Lax, site-wide and lasts 30 days', async () => {
    const res = await new TestClient(t.app).post('/api/register', {
      username: uniqueName(),
      password,
      rememberMe: true,
    });
    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE_NAME);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 30 * 24 * 60 * 60 });
    expect(cookie?.secure).toBeFalsy();
  });

  test('a signed-in hint the page can read comes with the session, holds no secret and goes at sign-out', async () => {
    const client = new TestClient(t.app);
    const res = await client.post('/api/register', { username: uniqueName(), password, rememberMe: true });
    const hint = res.cookies.find((c) => c.name === SIGNED_IN_HINT_COOKIE_NAME);
    expect(hint).toMatchObject({ value: '1', sameSite: 'Lax', path: '/', maxAge: 30 * 24 * 60 * 60 });
    expect(hint?.httpOnly).toBeFalsy();

    const out = await client.post('/api/logout');
    const cleared = out.cookies.find((c) => c.name === SIGNED_IN_HINT_COOKIE_NAME);
    expect(cleared?.value).toBe('');
    expect(new Date(cleared?.expires ?? 0).getTime()).toBeLessThan(TEST_NOW.getTime());
  });

  test('a session from before the hint gets it on its next request, a page or a call', async () => {
    const { client } = await signedInClient(t.app);
    const cookie = `${SESSION_COOKIE_NAME}=${client.cookie}`;
    const call = await t.app.inject({ method: 'GET', url: '/api/streaks', headers: { cookie } });
    expect(call.cookies.find((c) => c.name === SIGNED_IN_HINT_COOKIE_NAME)?.value).toBe('1');
    const page = await t.app.inject({ method: 'GET', url: '/journal', headers: { cookie } });
    expect(page.cookies.find((c) => c.name === SIGNED_IN_HINT_COOKIE_NAME)?.value).toBe('1');

    const withHint = await t.app.inject({
      method: 'GET',
      url: '/api/streaks',
      headers: { cookie: `${cookie}; ${SIGNED_IN_HINT_COOKIE_NAME}=1` },
    });
    expect(withHint.cookies.find((c) => c.name === SIGNED_IN_HINT_COOKIE_NAME)).toBeUndefined();
  });

  test('a cookie whose signature was altered is refused', async () => {
    const { client } = await signedInClient(t.app);
    const tampered = `${client.cookie?.slice(0, -2)}xx`;
    const res = await currentUserWithCookie(tampered);
    expect(res.statusCode).toBe(401);
  });

  test('the database keeps only a hash of the session id', async () => {
    const { client, user } = await signedInClient(t.app);
    const id = client.cookie?.split('.')[0] ?? '';
    const rows = await t.database.db.execute<{ id_hash: string }>(
      `select id_hash from sessions where user_id = '${user.id}'` as never,
    );
    const hashes = (rows as unknown as { rows: { id_hash: string }[] }).rows.map((r) => r.id_hash);
    expect(hashes).toHaveLength(1);
    expect(hashes[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(hashes[0]).not.toContain(id);
  });

  // Session lifetimes with the clock moved (remember me or not) are in sessions/session-lifetime.test.ts.
  test('a session unused for over an hour is extended when it is used', async () => {
    const { client } = await signedInClient(t.app);
    setClock(new Date(TEST_NOW.getTime() + 2 * HOUR_MS));
    const res = await client.get('/api/user');
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE_NAME)?.maxAge).toBe(30 * 24 * 60 * 60);
    setClock(new Date(TEST_NOW.getTime() + 2 * HOUR_MS + 30 * DAY_MS - 1000));
    expect((await client.get('/api/user')).statusCode).toBe(200);
  });
});

describe('roles from the command line', () => {
  test('grant and revoke change the role, whatever the letter case', async () => {
    const { client, username } = await signedInClient(t.app);
    expect((await setUserRole(t.database.db, username.toUpperCase(), 'admin'))?.role).toBe('admin');
    expect((await client.get('/api/user')).json().role).toBe('admin');
    expect((await setUserRole(t.database.db, username, 'user'))?.role).toBe('user');
    expect((await client.get('/api/user')).json().role).toBe('user');
    expect(await setUserRole(t.database.db, 'nobody-by-this-name', 'admin')).toBeNull();
  });
});
