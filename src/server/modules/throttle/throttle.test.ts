import { afterAll, beforeAll, expect, test } from 'vitest';
import { AUTH_FAILED_LOGINS_PER_USERNAME } from '../../../contract/constants';
import { createTestApp, signedInClient, type TestApp, TestClient } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { authAttemptsPerIp: 3 } });
});
afterAll(() => t.close());

test('one address gets the allowed attempts, then a 429 with Retry-After', async () => {
  const client = new TestClient(t.app, '192.0.2.10');
  for (let i = 0; i < 3; i++) {
    const res = await client.post('/api/login', { username: `nobody${i}`, password: 'whatever-password' });
    expect(res.statusCode).toBe(401);
  }
  const limited = await client.post('/api/register', {
    username: 'fresh_name',
    password: 'long enough password',
  });
  expect(limited.statusCode).toBe(429);
  expect(limited.json().code).toBe('RATE_LIMITED');
  expect(limited.json().message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
  const retryAfter = Number(limited.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(15 * 60);

  const otherAddress = await new TestClient(t.app, '192.0.2.11').post('/api/login', {
    username: 'nobody',
    password: 'whatever-password',
  });
  expect(otherAddress.statusCode).toBe(401);
});

test('repeated wrong passwords lock the username, even from new addresses and with the right password', async () => {
  const { username, password } = await signedInClient(t.app);
  for (let i = 0; i < AUTH_FAILED_LOGINS_PER_USERNAME; i++) {
    const res = await new TestClient(t.app).post('/api/login', { username, password: `wrong-${i}-password` });
    expect(res.statusCode).toBe(401);
  }
  const locked = await new TestClient(t.app).post('/api/login', {
    username: username.toUpperCase(),
    password,
  });
  expect(locked.statusCode).toBe(429);
  expect(locked.headers['retry-after']).toBeDefined();
});

test('a successful login clears the failures counted against the username', async () => {
  const { username, password } = await signedInClient(t.app);
  for (let i = 0; i < AUTH_FAILED_LOGINS_PER_USERNAME - 1; i++) {
    await new TestClient(t.app).post('/api/login', { username, password: 'wrong-password' });
  }
  expect((await new TestClient(t.app).post('/api/login', { username, password })).statusCode).toBe(200);
  for (let i = 0; i < AUTH_FAILED_LOGINS_PER_USERNAME - 1; i++) {
    await new TestClient(t.app).post('/api/login', { username, password: 'wrong-password' });
  }
  expect((await new TestClient(t.app).post('/api/login', { username, password })).statusCode).toBe(200);
});
