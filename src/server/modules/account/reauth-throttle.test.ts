import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import {
  REAUTH_FAILURES_PER_SESSION,
  REAUTH_FAILURES_PER_USER,
  REAUTH_RATE_WINDOW_MS,
} from '#contract/constants';
import { users } from '#server/db/schema';
import { setClock } from '#server/lib/clock';
import { verifyPassword } from '#server/lib/password';
import { TEST_NOW } from '#server/test/pinned-clock';
import { createTestApp, signedInClient, type TestApp, TestClient } from '#server/test/test-app';

// The real argon2 check, watched: a locked re-check must not reach it.
vi.mock('#server/lib/password', async (importOriginal) => {
  const actual = await importOriginal<typeof import('#server/lib/password')>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => vi.mocked(verifyPassword).mockClear());

type Response = Awaited<ReturnType<TestClient['post']>>;

const changePassword = (
  client: TestClient,
  currentPassword: string,
  newPassword = 'a brand new passphrase',
) => client.post('/api/user/password', { currentPassword, newPassword });

async function guessWrong(client: TestClient, times: number) {
  for (let i = 0; i < times; i += 1) {
    expect((await changePassword(client, `wrong guess ${i}`)).statusCode).toBe(400);
  }
}

function expectRateLimited(res: Response) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toMatchObject({
    code: 'RATE_LIMITED',
    message: expect.stringMatching(/^Too many attempts\. Please try again in \d+ (minutes?|seconds)\.$/),
  });
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(REAUTH_RATE_WINDOW_MS / 1000);
}

async function signInAgain(username: string, password: string) {
  const client = new TestClient(t.app);
  expect((await client.post('/api/login', { username, password })).statusCode).toBe(200);
  return client;
}

describe('re-checks of the current password are throttled', () => {
  test('the 11th wrong guess on one session is a 429 with Retry-After, and then even the right password is refused unchecked', async () => {
    expect(REAUTH_FAILURES_PER_SESSION).toBe(10);
    const { client, password, user } = await signedInClient(t.app);
    await guessWrong(client, REAUTH_FAILURES_PER_SESSION);
    expect(verifyPassword).toHaveBeenCalledTimes(REAUTH_FAILURES_PER_SESSION);
    vi.mocked(verifyPassword).mockClear();

    expectRateLimited(await changePassword(client, 'one more guess'));
    expectRateLimited(await changePassword(client, password));
    // Deleting the account asks for the same password and shares the lock.
    expectRateLimited(await client.delete('/api/user', { password }));
    expect(verifyPassword).not.toHaveBeenCalled();
    expect(
      await t.database.db.select({ id: users.id }).from(users).where(eq(users.id, user.id)),
    ).toHaveLength(1);
    expect((await client.get('/api/user')).statusCode).toBe(200);
  });

  test('a second session of the same user shares the per-user limit; other users are unaffected', async () => {
    const { client, username, password } = await signedInClient(t.app);
    const other = await signedInClient(t.app);
    // One session spends only its own allowance: another session of the owner still gets its own.
    await guessWrong(client, REAUTH_FAILURES_PER_SESSION);
    const phone = await signInAgain(username, password);
    await guessWrong(phone, REAUTH_FAILURES_PER_USER - REAUTH_FAILURES_PER_SESSION);
    // The user's allowance is spent: a fresh session is refused from its first try.
    const laptop = await signInAgain(username, password);
    expectRateLimited(await changePassword(laptop, password));
    expectRateLimited(await laptop.delete('/api/user', { password }));

    expect((await changePassword(other.client, 'a wrong guess')).statusCode).toBe(400);
    expect((await changePassword(other.client, other.password)).statusCode).toBe(200);
  });

  test('a right password before the limit neither counts nor resets the wrong ones', async () => {
    const { client, password } = await signedInClient(t.app);
    await guessWrong(client, REAUTH_FAILURES_PER_SESSION - 1);
    // Right password, refused new one (too common): the current password was checked and was right.
    const right = await changePassword(client, password, 'password1');
    expect(right.statusCode).toBe(400);
    expect(right.json().errors[0].path).toBe('newPassword');
    await guessWrong(client, 1);
    expectRateLimited(await changePassword(client, 'the limit is reached'));
  });

  test('once the window has passed, the user may try again', async () => {
    const { client, username, password } = await signedInClient(t.app);
    await guessWrong(client, REAUTH_FAILURES_PER_SESSION);
    const phone = await signInAgain(username, password);
    await guessWrong(phone, REAUTH_FAILURES_PER_USER - REAUTH_FAILURES_PER_SESSION);
    expectRateLimited(await changePassword(client, password));

    setClock(new Date(TEST_NOW.getTime() + REAUTH_RATE_WINDOW_MS - 60_000));
    expectRateLimited(await changePassword(phone, password));
    setClock(new Date(TEST_NOW.getTime() + REAUTH_RATE_WINDOW_MS + 1_000));
    expect((await changePassword(client, 'still a wrong guess')).statusCode).toBe(400);
    expect((await changePassword(phone, password)).statusCode).toBe(200);
  });
});
