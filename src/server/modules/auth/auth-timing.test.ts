import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { INVALID_CREDENTIALS_MESSAGE } from '#contract/constants';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '#server/lib/password';
import { createTestApp, signedInClient, type TestApp, TestClient } from '#server/test/test-app';

/*
 * Whether a username exists must not show in how long the answer takes. Timing is noisy in a test,
 * so these count the argon2 work each answer does instead: the same work means the same time.
 */
vi.mock('#server/lib/password', async (importOriginal) => {
  const actual = await importOriginal<typeof import('#server/lib/password')>();
  return {
    ...actual,
    hashPassword: vi.fn(actual.hashPassword),
    verifyPassword: vi.fn(actual.verifyPassword),
    verifyAgainstDummy: vi.fn(actual.verifyAgainstDummy),
  };
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => vi.clearAllMocks());

const passwordWork = () => ({
  hashes: vi.mocked(hashPassword).mock.calls.length,
  checks: vi.mocked(verifyPassword).mock.calls.length + vi.mocked(verifyAgainstDummy).mock.calls.length,
});

describe('timing does not tell which usernames exist', () => {
  test('a taken username is hashed like a free one before its 409', async () => {
    const password = 'a long enough passphrase';
    const free = await new TestClient(t.app).post('/api/register', { username: 'timing_free', password });
    expect(free.statusCode).toBe(201);
    expect(passwordWork()).toEqual({ hashes: 1, checks: 0 });

    vi.clearAllMocks();
    const taken = await new TestClient(t.app).post('/api/register', { username: 'Timing_Free', password });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'CONFLICT', message: 'That username is taken' });
    expect(passwordWork()).toEqual({ hashes: 1, checks: 0 });
  });

  test('signing in as an unknown username costs one password check, as a wrong password does', async () => {
    const { username } = await signedInClient(t.app);
    vi.clearAllMocks();
    const unknown = await new TestClient(t.app).post('/api/login', {
      username: 'nobody_by_this_name',
      password: 'a wrong passphrase',
    });
    expect(passwordWork()).toEqual({ hashes: 0, checks: 1 });
    expect(verifyAgainstDummy).toHaveBeenCalledTimes(1);

    vi.clearAllMocks();
    const wrong = await new TestClient(t.app).post('/api/login', {
      username,
      password: 'a wrong passphrase',
    });
    expect(passwordWork()).toEqual({ hashes: 0, checks: 1 });
    expect(verifyPassword).toHaveBeenCalledTimes(1);

    for (const res of [unknown, wrong]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: INVALID_CREDENTIALS_MESSAGE });
    }
  });
});
