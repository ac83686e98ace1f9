import { afterAll, beforeAll, expect, test } from 'vitest';
import { UNSUPPORTED_PUSH_SERVICE_MESSAGE } from '#contract/push-services';
import {
  createTestApp,
  signedInClient,
  TEST_VAPID_KEYS,
  type TestApp,
  TestClient,
} from '#server/test/test-app';

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

/** A server as it runs in production: the tests' local push service switch off. */
const productionPush = {
  vapid: TEST_VAPID_KEYS,
  subject: 'mailto:x@example.test',
  allowLocalPushServiceForTests: false,
};

test('a real server refuses every endpoint that is not a known push service: 400 on endpoint, nothing stored', async () => {
  const strict = await createTestApp({ config: { push: productionPush } });
  try {
    const { client } = await signedInClient(strict.app);
    const refused = [
      'https://127.0.0.1/push/x',
      'https://[::1]/push/x',
      'https://localhost/push/x',
      'https://2130706433/push/x',
      'https://0x7f000001/push/x',
      'https://0177.0.0.1/push/x',
      'https://127.1/push/x',
      'https://169.254.169.254/latest/meta-data/',
      'https://10.0.0.1/push/x',
      'https://192.168.1.1/push/x',
      'https://172.16.0.1/push/x',
      'https://100.64.0.1/push/x',
      'https://0.0.0.0/push/x',
      'https://[::ffff:127.0.0.1]/push/x',
      'https://[fe80::1]/push/x',
      'https://[fc00::1]/push/x',
      'https://127.0.0.1:5432/',
      'https://127.0.0.1:6379/',
      'https://fcm.googleapis.com:5432/fcm/send/x',
      'https://fcm.googleapis.com:6379/fcm/send/x',
      'https://fcm.googleapis.com:8443/fcm/send/x',
      'http://fcm.googleapis.com/fcm/send/x',
      'https://user@fcm.googleapis.com/fcm/send/x',
      'https://user:secret@fcm.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com@attacker.test/fcm/send/x',
      'https://fcm.googleapis.com.attacker.test/fcm/send/x',
      'https://FCM.GOOGLEAPIS.COM.attacker.test/fcm/send/x',
      'https://attacker.test/fcm.googleapis.com',
      'https://attacker.test/?host=fcm.googleapis.com',
      'https://evil-push.apple.com.attacker.net/x',
      'https://xpush.apple.com/x',
      'https://push.apple.com./x',
      'https://web.push.apple.com./x',
      'https://fcm.googlеapis.com/fcm/send/x', // a Cyrillic е
      'https://notify.windows.com.attacker.test/w/?token=x',
      'https://android.googleapis.com/gcm/send/x',
      'https://push.example.test/send/x',
    ];
    for (const endpoint of refused) {
      const res = await client.post('/api/push/subscriptions', { ...device('x'), endpoint });
      expect(res.statusCode, endpoint).toBe(400);
      expect(res.json().errors, endpoint).toEqual([
        { path: 'endpoint', message: UNSUPPORTED_PUSH_SERVICE_MESSAGE },
      ]);
    }
    // The length check still comes first: an oversized endpoint is never parsed.
    const long = await client.post('/api/push/subscriptions', {
      ...device('x'),
      endpoint: `https://fcm.googleapis.com/fcm/send/${'a'.repeat(2100)}`,
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors[0]).toEqual({
      path: 'endpoint',
      message: expect.stringMatching(/at most 2048/),
    });
    expect((await client.get('/api/reminders')).json().push.devices).toBe(0);
  } finally {
    await strict.close();
  }
});

test('a real server accepts the push services browsers subscribe with', async () => {
  const strict = await createTestApp({ config: { push: productionPush } });
  try {
    const { client } = await signedInClient(strict.app);
    const accepted = [
      'https://fcm.googleapis.com/fcm/send/dQw4w9WgXcQ:APA91bHun4MxP5egoKMwt2KZFBaFUH-1RYqx',
      'https://fcm.googleapis.com:443/wp/dQw4w9WgXcQ:APA91bHun4MxP5egoKMwt2KZFBaFUH',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABmXyZ2k8t7VQ',
      'https://push.services.mozilla.com/wpush/v1/gAAAAABmXyZ2k8t7VQ',
      'https://web.push.apple.com/QGuQyavXutnMGUH4Sx-ZwFiE3oGF8sdQ',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAD%2bqlx8mbtJ',
    ];
    for (const endpoint of accepted) {
      const res = await client.post('/api/push/subscriptions', { ...device('x'), endpoint });
      expect(res.statusCode, endpoint).toBe(201);
      expect(res.json().endpoint).toBe(endpoint);
    }
    expect((await client.get('/api/reminders')).json().push.devices).toBe(accepted.length);
  } finally {
    await strict.close();
  }
});

test('a server without VAPID keys says push is unavailable', async () => {
  const keyless = await createTestApp({
    config: { push: { ...productionPush, vapid: null } },
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
