import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SESSION_COOKIE_NAME } from '#contract/constants';
import { setClock } from '#server/lib/clock';
import { TEST_NOW } from '#server/test/pinned-clock';
import { createTestApp, signedInClient, type TestApp, TestClient } from '#server/test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const WINDOWS_EDGE =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.67';

/** A second browser signed in as the same person. */
async function signInElsewhere(username: string, password: string, userAgent = IPHONE) {
  const other = new TestClient(t.app);
  const res = await other.request({
    method: 'POST',
    url: '/api/login',
    payload: { username, password, rememberMe: true },
    headers: { 'user-agent': userAgent },
  });
  expect(res.statusCode).toBe(200);
  return other;
}

describe('changing the password', () => {
  test('a wrong current password is refused and the old password still works', async () => {
    const { client, username, password } = await signedInClient(t.app);
    const res = await client.post('/api/user/password', {
      currentPassword: 'not my password',
      newPassword: 'a brand new passphrase',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { path: 'currentPassword', message: 'That is not your current password' },
    ]);
    expect((await client.get('/api/user')).statusCode).toBe(200);
    await signInElsewhere(username, password);
  });

  test('the new password follows the registration rules', async () => {
    const { client, password, username } = await signedInClient(t.app);
    const common = await client.post('/api/user/password', {
      currentPassword: password,
      newPassword: 'password1',
    });
    expect(common.statusCode).toBe(400);
    expect(common.json().errors[0].path).toBe('newPassword');
    const same = await client.post('/api/user/password', {
      currentPassword: password,
      newPassword: username,
    });
    expect(same.statusCode).toBe(400);
    const short = await client.post('/api/user/password', {
      currentPassword: password,
      newPassword: 'short',
    });
    expect(short.statusCode).toBe(400);
  });

  test('other sessions end, this one stays, and only the new password signs in', async () => {
    const { client, username, password } = await signedInClient(t.app);
    const phone = await signInElsewhere(username, password);
    const res = await client.post('/api/user/password', {
      currentPassword: password,
      newPassword: 'a brand new passphrase',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ endedSessions: 1 });
    expect((await client.get('/api/user')).statusCode).toBe(200);
    expect((await phone.get('/api/user')).statusCode).toBe(401);
    const old = await new TestClient(t.app).post('/api/login', { username, password });
    expect(old.statusCode).toBe(401);
    await signInElsewhere(username, 'a brand new passphrase');
  });
});

describe('sessions', () => {
  test('the list names device and browser, and marks the current session', async () => {
    const { client, username, password } = await signedInClient(t.app);
    await signInElsewhere(username, password, WINDOWS_EDGE);
    const res = await client.get('/api/sessions');
    expect(res.statusCode).toBe(200);
    const { sessions } = res.json();
    expect(sessions).toHaveLength(2);
    const current = sessions.filter((s: { current: boolean }) => s.current);
    expect(current).toHaveLength(1);
    expect(sessions.find((s: { current: boolean }) => !s.current)).toMatchObject({
      device: 'Windows PC',
      browser: 'Edge',
      signedInAt: expect.stringMatching(/^2026-03-11T12:00:/),
      lastSeenAt: expect.stringMatching(/^2026-03-11T12:00:/),
    });
  });

  test('ending one session signs that browser out and leaves the others', async () => {
    const { client, username, password } = await signedInClient(t.app);
    const phone = await signInElsewhere(username, password);
    const laptop = await signInElsewhere(username, password, WINDOWS_EDGE);
    const { sessions } = (await client.get('/api/sessions')).json();
    const phoneSession = sessions.find((s: { device: string }) => s.device === 'iPhone');
    const res = await client.delete(`/api/sessions/${phoneSession.id}`);
    expect(res.statusCode).toBe(200);
    expect((await phone.get('/api/user')).statusCode).toBe(401);
    expect((await laptop.get('/api/user')).statusCode).toBe(200);
    expect((await client.get('/api/sessions')).json().sessions).toHaveLength(2);
    expect((await client.delete(`/api/sessions/${phoneSession.id}`)).statusCode).toBe(404);
  });

  test("another user's session id is a 404 and that session lives on", async () => {
    const alice = await signedInClient(t.app);
    const bob = await signedInClient(t.app);
    const [bobSession] = (await bob.client.get('/api/sessions')).json().sessions;
    expect((await alice.client.delete(`/api/sessions/${bobSession.id}`)).statusCode).toBe(404);
    expect((await bob.client.get('/api/user')).statusCode).toBe(200);
  });

  test('a malformed session id is a 400', async () => {
    const { client } = await signedInClient(t.app);
    expect((await client.delete('/api/sessions/not-a-session')).statusCode).toBe(400);
    expect((await client.delete(`/api/sessions/${'a'.repeat(65)}`)).statusCode).toBe(400);
  });

  test('signing out everywhere else ends every session but this one', async () => {
    const { client, username, password } = await signedInClient(t.app);
    const phone = await signInElsewhere(username, password);
    const laptop = await signInElsewhere(username, password, WINDOWS_EDGE);
    const res = await client.delete('/api/sessions');
    expect(res.json()).toEqual({ endedSessions: 2 });
    expect((await phone.get('/api/user')).statusCode).toBe(401);
    expect((await laptop.get('/api/user')).statusCode).toBe(401);
    expect((await client.get('/api/user')).statusCode).toBe(200);
    expect((await client.get('/api/sessions')).json().sessions).toHaveLength(1);
  });

  test('signed out, every account call is a 401', async () => {
    const anonymous = new TestClient(t.app);
    expect((await anonymous.get('/api/sessions')).statusCode).toBe(401);
    expect((await anonymous.delete('/api/sessions')).statusCode).toBe(401);
    expect((await anonymous.delete('/api/user', { password: 'x' })).statusCode).toBe(401);
    expect(
      (await anonymous.post('/api/user/password', { currentPassword: 'x', newPassword: 'y' })).statusCode,
    ).toBe(401);
  });
});

describe('the session a sign-up starts', () => {
  const HOUR_MS = 60 * 60 * 1000;
  let counter = 0;
  async function signUp(extra: { rememberMe?: boolean }) {
    counter += 1;
    const client = new TestClient(t.app);
    const res = await client.post('/api/register', {
      username: `newcomer${counter}_${Math.random().toString(36).slice(2, 7)}`,
      password: 'correct horse battery staple',
      ...extra,
    });
    expect(res.statusCode).toBe(201);
    return { client, maxAge: res.cookies.find((c) => c.name === SESSION_COOKIE_NAME)?.maxAge };
  }

  test('is short unless asked, as at sign-in: 12 hours idle ends it', async () => {
    for (const extra of [{}, { rememberMe: false }]) {
      const { client, maxAge } = await signUp(extra);
      expect(maxAge).toBe(12 * 60 * 60);
      // A minute past: the server clock runs on, and a sign-up can take a second on a busy machine.
      setClock(new Date(TEST_NOW.getTime() + 12 * HOUR_MS + 60_000));
      expect((await client.get('/api/user')).statusCode).toBe(401);
      setClock(TEST_NOW);
    }
  });

  test('with "Remember me" lasts 30 days', async () => {
    const { client, maxAge } = await signUp({ rememberMe: true });
    expect(maxAge).toBe(30 * 24 * 60 * 60);
    setClock(new Date(TEST_NOW.getTime() + 29 * 24 * HOUR_MS));
    expect((await client.get('/api/user')).statusCode).toBe(200);
  });
});
