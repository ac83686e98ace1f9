import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  createTestApp,
  signedInClient,
  TEST_VAPID_KEYS,
  type TestApp,
  TestClient,
} from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const device = (name: string) => ({
  endpoint: `https://push.example.test/send/${name}`,
  expirationTime: null,
  keys: {
    p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
});

test('the public key is the server’s VAPID key', async () => {
  const { client } = await signedInClient(t.app);
  const res = await client.get('/api/push/public-key');
  expect(res.statusCode).toBe(200);
  expect(res.json().publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
});

test('each device is one row; subscribing it again refreshes it; removing it removes it', async () => {
  const { client } = await signedInClient(t.app);
  expect((await client.post('/api/push/subscriptions', device('phone'))).statusCode).toBe(201);
  expect((await client.post('/api/push/subscriptions', device('laptop'))).statusCode).toBe(201);
  const again = await client.post('/api/push/subscriptions', device('phone'));
  expect(again.statusCode).toBe(201);
  expect(again.json().endpoint).toBe(device('phone').endpoint);
  expect((await client.get('/api/reminders')).json().push.devices).toBe(2);

  const removed = await client.delete('/api/push/subscriptions', { endpoint: device('phone').endpoint });
  expect(removed.statusCode).toBe(204);
  expect((await client.get('/api/reminders')).json().push.devices).toBe(1);
  expect(
    (await client.delete('/api/push/subscriptions', { endpoint: device('phone').endpoint })).statusCode,
  ).toBe(404);
});

test('another user’s subscription cannot be removed: 404, and it stays', async () => {
  const alice = await signedInClient(t.app, 'alice');
  const bob = await signedInClient(t.app, 'bob');
  await alice.client.post('/api/push/subscriptions', device('alice-phone'));
  const res = await bob.client.delete('/api/push/subscriptions', {
    endpoint: device('alice-phone').endpoint,
  });
  expect(res.statusCode).toBe(404);
  expect((await alice.client.get('/api/reminders')).json().push.devices).toBe(1);
  // The same browser signed in as Bob gets a row of Bob's own; Alice's is untouched.
  expect((await bob.client.post('/api/push/subscriptions', device('alice-phone'))).statusCode).toBe(201);
  await bob.client.delete('/api/push/subscriptions', { endpoint: device('alice-phone').endpoint });
  expect((await alice.client.get('/api/reminders')).json().push.devices).toBe(1);
});

test('bad subscriptions are 400s', async () => {
  const { client } = await signedInClient(t.app);
  const good = device('x');
  const cases: [unknown, string][] = [
    [{ ...good, endpoint: 'not a url' }, 'endpoint'],
    [{ ...good, endpoint: 'ftp://push.example.test/x' }, 'endpoint'],
    [{ ...good, endpoint: `https://push.example.test/${'a'.repeat(2100)}` }, 'endpoint'],
    [{ ...good, endpoint: 'https://push.example.test/\u0000' }, 'endpoint'],
    [{ ...good, keys: { ...good.keys, p256dh: 'not base64!' } }, 'keys.p256dh'],
    [{ ...good, keys: { ...good.keys, auth: 'a'.repeat(101) } }, 'keys.auth'],
    [{ endpoint: good.endpoint }, 'keys'],
  ];
  for (const [body, path] of cases) {
    const res = await client.post('/api/push/subscriptions', body);
    expect(res.statusCode, path).toBe(400);
    expect(res.json().errors[0].path).toBe(path);
  }
  expect((await client.delete('/api/push/subscriptions', { endpoint: 'nope' })).statusCode).toBe(400);
});

test('a real server accepts only https push services', async () => {
  const strict = await createTestApp({
    config: { push: { vapid: TEST_VAPID_KEYS, subject: 'mailto:x@example.test', allowHttpEndpoints: false } },
  });
  try {
    const { client } = await signedInClient(strict.app);
    const http = await client.post('/api/push/subscriptions', {
      ...device('x'),
      endpoint: 'http://10.0.0.1/x',
    });
    expect(http.statusCode).toBe(400);
    expect(http.json().errors[0].path).toBe('endpoint');
    expect((await client.post('/api/push/subscriptions', device('x'))).statusCode).toBe(201);
  } finally {
    await strict.close();
  }
});

test('a server without VAPID keys says push is unavailable', async () => {
  const keyless = await createTestApp({
    config: { push: { vapid: null, subject: 'mailto:x@example.test', allowHttpEndpoints: false } },
  });
  try {
    const { client } = await signedInClient(keyless.app);
    expect((await client.get('/api/push/public-key')).statusCode).toBe(503);
    expect((await client.post('/api/push/subscriptions', device('x'))).statusCode).toBe(503);
    expect((await client.get('/api/reminders')).json().push.available).toBe(false);
  } finally {
    await keyless.close();
  }
});

test('signed out, every push call is 401', async () => {
  const anonymous = new TestClient(t.app);
  expect((await anonymous.get('/api/push/public-key')).statusCode).toBe(401);
  expect((await anonymous.post('/api/push/subscriptions', device('x'))).statusCode).toBe(401);
  expect(
    (await anonymous.delete('/api/push/subscriptions', { endpoint: device('x').endpoint })).statusCode,
  ).toBe(401);
});
