import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { TrustProxy } from '#server/config/trust-proxy';
import { createTestApp, type TestApp, TestClient } from '#server/test/test-app';

const LIMIT = 3;
const PROXY = '10.0.0.5';

/** One sign-in through the proxy: the client chose the first entries, the proxy appended `realClient`. */
function loginVia(app: TestApp['app'], realClient: string, spoofed: string) {
  return new TestClient(app, PROXY).request({
    method: 'POST',
    url: '/api/login',
    payload: { username: 'someone', password: 'a wrong password' },
    headers: { 'x-forwarded-for': `${spoofed}, ${realClient}` },
  });
}

describe.each<[string, TrustProxy]>([
  ['a hop count of 1', 1],
  ['a list of proxy CIDRs', ['10.0.0.0/8', '127.0.0.1']],
])('behind a proxy trusted by %s', (_name, trustProxy) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { trustProxy, authAttemptsPerIp: LIMIT } });
  });
  afterAll(() => t.close());

  test('a client that makes up a new X-Forwarded-For address each time is still throttled (429)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 3; i++) {
      const res = await loginVia(t.app, '203.0.113.7', `198.18.${i}.${i + 1}, 192.0.2.${i + 1}`);
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429]);

    // Another person behind the same proxy is not affected.
    expect((await loginVia(t.app, '203.0.113.8', '203.0.113.7')).statusCode).toBe(401);
  });
});

test('with a list of proxies, a client outside it is counted by its own address whatever it forwards', async () => {
  const t = await createTestApp({ config: { trustProxy: ['10.0.0.0/8'], authAttemptsPerIp: LIMIT } });
  try {
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 1; i++) {
      const res = await new TestClient(t.app, '198.51.100.9').request({
        method: 'POST',
        url: '/api/login',
        payload: { username: 'someone', password: 'a wrong password' },
        headers: { 'x-forwarded-for': `192.0.2.${i + 1}` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  } finally {
    await t.close();
  }
});
