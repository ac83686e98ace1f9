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

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const at = (ms: number) => setClock(new Date(TEST_NOW.getTime() + ms));
/**
 * How far past an expiry the session is checked. The server clock runs on from each at(), so a
 * sign-in that takes a second on a busy machine starts its session a second later: a minute is
 * beyond any such delay and still tells "ended at 30 days" from "ended later".
 */
const PAST_EXPIRY_MS = 60_000;

async function signIn(rememberMe: boolean) {
  const { username, password } = await signedInClient(t.app);
  const client = new TestClient(t.app);
  const res = await client.post('/api/login', { username, password, rememberMe });
  expect(res.statusCode).toBe(200);
  return { client, cookie: res.cookies.find((c) => c.name === SESSION_COOKIE_NAME) };
}

/** Uses the session every `everyMs` until `untilMs`, then reports whether it is still signed in. */
async function keepUsing(client: TestClient, everyMs: number, untilMs: number) {
  for (let ms = everyMs; ms < untilMs; ms += everyMs) {
    at(ms);
    expect((await client.get('/api/user')).statusCode).toBe(200);
  }
  at(untilMs);
  return (await client.get('/api/user')).statusCode;
}

describe('with remember me', () => {
  test('the cookie lasts 30 days', async () => {
    const { cookie } = await signIn(true);
    expect(cookie?.maxAge).toBe(30 * 24 * 60 * 60);
  });

  test('the session survives 29 days idle and ends after 30', async () => {
    const first = await signIn(true);
    at(29 * DAY_MS);
    expect((await first.client.get('/api/user')).statusCode).toBe(200);
    const second = await signIn(true);
    at(29 * DAY_MS + 30 * DAY_MS + PAST_EXPIRY_MS);
    expect((await second.client.get('/api/user')).statusCode).toBe(401);
  });

  test('a session in daily use still ends 90 days after sign-in', async () => {
    const { client } = await signIn(true);
    expect(await keepUsing(client, 20 * DAY_MS, 90 * DAY_MS - 1000)).toBe(200);
    at(90 * DAY_MS + PAST_EXPIRY_MS);
    expect((await client.get('/api/user')).statusCode).toBe(401);
  });
});

describe('without remember me', () => {
  test('the cookie lasts 12 hours', async () => {
    const { cookie } = await signIn(false);
    expect(cookie?.maxAge).toBe(12 * 60 * 60);
  });

  test('the session survives 11 hours idle and ends after 12', async () => {
    const { client } = await signIn(false);
    at(11 * HOUR_MS);
    expect((await client.get('/api/user')).statusCode).toBe(200);
    at(11 * HOUR_MS + 12 * HOUR_MS + PAST_EXPIRY_MS);
    expect((await client.get('/api/user')).statusCode).toBe(401);
  });

  test('a session in use every few hours still ends 7 days after sign-in', async () => {
    const { client } = await signIn(false);
    expect(await keepUsing(client, 10 * HOUR_MS, 7 * DAY_MS - 1000)).toBe(200);
    at(7 * DAY_MS + PAST_EXPIRY_MS);
    expect((await client.get('/api/user')).statusCode).toBe(401);
  });

  test('a sign-in that does not say is the short session', async () => {
    const { username, password } = await signedInClient(t.app);
    const res = await new TestClient(t.app).post('/api/login', { username, password });
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE_NAME)?.maxAge).toBe(12 * 60 * 60);
  });
});
