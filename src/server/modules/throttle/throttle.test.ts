import { afterAll, beforeAll, expect, test } from 'vitest';
import { AUTH_FAILED_LOGINS_PER_USERNAME_AND_ADDRESS } from '#contract/constants';
import { createTestApp, signedInClient, type TestApp, TestClient } from '#server/test/test-app';

/** A little above the per-pair limit, so one address can reach the pair limit before its own. */
const ATTEMPTS_PER_ADDRESS = AUTH_FAILED_LOGINS_PER_USERNAME_AND_ADDRESS + 2;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { authAttemptsPerIp: ATTEMPTS_PER_ADDRESS } });
});
afterAll(() => t.close());

function expectRateLimited(res: { statusCode: number; json(): unknown; headers: Record<string, unknown> }) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toMatchObject({
    code: 'RATE_LIMITED',
    message: expect.stringMatching(/^Too many attempts\. Please try again in \d+ (minutes?|seconds)\.$/),
  });
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(15 * 60);
}

test('spraying many usernames from one address is refused with 429 and Retry-After at the address limit', async () => {
  const sprayer = new TestClient(t.app, '192.0.2.10');
  for (let i = 0; i < ATTEMPTS_PER_ADDRESS; i++) {
    const res = await sprayer.post('/api/login', { username: `victim${i}`, password: 'Summer2024!' });
    expect(res.statusCode).toBe(401);
  }
  expectRateLimited(await sprayer.post('/api/login', { username: 'victim_next', password: 'Summer2024!' }));
  // Registration from that address is slowed as well.
  expectRateLimited(
    await sprayer.post('/api/register', { username: 'fresh_name', password: 'a long enough passphrase' }),
  );

  const otherAddress = await new TestClient(t.app, '192.0.2.11').post('/api/login', {
    username: 'victim0',
    password: 'Summer2024!',
  });
  expect(otherAddress.statusCode).toBe(401);
});

test('the owner still signs in from their address while another address guesses their password', async () => {
  const { username, password } = await signedInClient(t.app);
  const attacker = new TestClient(t.app, '198.51.100.66');
  for (let i = 0; i < AUTH_FAILED_LOGINS_PER_USERNAME_AND_ADDRESS; i++) {
    const res = await attacker.post('/api/login', { username, password: `guess-${i}-password` });
    expect(res.statusCode).toBe(401);
  }
  // The attacker's address is done with this account, even holding the right password…
  expectRateLimited(await attacker.post('/api/login', { username: username.toUpperCase(), password }));

  // …while the owner, from their own address, signs in as usual, during the attack and after it.
  const owner = new TestClient(t.app, '203.0.113.20');
  const signIn = await owner.post('/api/login', { username, password });
  expect(signIn.statusCode).toBe(200);
  expect(signIn.json()).toMatchObject({ username });
  expect((await owner.get('/api/user')).statusCode).toBe(200);
  expectRateLimited(await attacker.post('/api/login', { username, password: 'one-more-guess' }));
});

test('a successful sign-in clears the failures counted against that username from that address', async () => {
  const { username, password } = await signedInClient(t.app);
  for (let round = 0; round < 2; round++) {
    const client = new TestClient(t.app, `192.0.2.${50 + round}`);
    for (let i = 0; i < AUTH_FAILED_LOGINS_PER_USERNAME_AND_ADDRESS - 1; i++) {
      expect((await client.post('/api/login', { username, password: 'wrong-password' })).statusCode).toBe(
        401,
      );
    }
    expect((await client.post('/api/login', { username, password })).statusCode).toBe(200);
    const again = new TestClient(t.app, client.remoteAddress);
    expect((await again.post('/api/login', { username, password: 'wrong-password' })).statusCode).toBe(401);
  }
});

test('addresses of one IPv6 /64 share one allowance', async () => {
  const statuses: number[] = [];
  for (let i = 0; i <= ATTEMPTS_PER_ADDRESS; i++) {
    const client = new TestClient(t.app, `2001:db8:aa:bb::${(i + 1).toString(16)}`);
    statuses.push(
      (await client.post('/api/login', { username: `v6victim${i}`, password: 'Summer2024!' })).statusCode,
    );
  }
  expect(statuses.slice(0, ATTEMPTS_PER_ADDRESS).every((status) => status === 401)).toBe(true);
  expect(statuses.at(-1)).toBe(429);
  const otherNetwork = new TestClient(t.app, '2001:db8:aa:bc::1');
  expect(
    (await otherNetwork.post('/api/login', { username: 'v6victim0', password: 'Summer2024!' })).statusCode,
  ).toBe(401);
});
