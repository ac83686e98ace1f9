import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import type { PushConfig } from '#server/config/config';
import { newDeviceKeys } from '#server/test/local-push-service';
import { TEST_PUSH_CONFIG, TEST_VAPID_KEYS } from '#server/test/test-app';
import { webPushDelivery } from './push-delivery';
import type { ResolveHost } from './push-destination';

/**
 * A push service on 127.0.0.1 that counts the connections made to it, so a test can tell that a
 * refused push never reached it. A request to /hang gets no answer.
 */
let server: Server;
let port = 0;
let connections = 0;
beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/hang') return;
    res.writeHead(201).end();
  });
  server.on('connection', () => {
    connections += 1;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterEach(() => {
  connections = 0;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const keys = newDeviceKeys();
const target = (endpoint: string) => ({ endpoint, p256dh: keys.p256dh, auth: keys.auth });
const production: PushConfig = {
  vapid: TEST_VAPID_KEYS,
  subject: 'mailto:x@example.test',
  allowLocalPushServiceForTests: false,
};

/** A resolver giving fixed answers, and remembering what it was asked. */
function resolver(...answers: string[][]) {
  const asked: string[] = [];
  const resolve: ResolveHost = async (hostname) => {
    asked.push(hostname);
    const addresses = answers[Math.min(asked.length, answers.length) - 1] ?? [];
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return { resolve, asked };
}

test('a push service name that resolves to a private address is refused without any connection', async () => {
  // 127.0.0.1 (where the counting service listens) is allowed to tests; 10.0.0.1 beside it is not.
  const mixed = resolver(['127.0.0.1', '10.0.0.1']);
  const deliver = webPushDelivery(TEST_PUSH_CONFIG, { resolve: mixed.resolve });
  await expect(
    deliver(target(`http://push.test:${port}/push/a`), 'Time for your retro'),
  ).rejects.toMatchObject({
    code: 'PUSH_ADDRESS_NOT_PUBLIC',
  });
  expect(mixed.asked).toEqual(['push.test']);
  expect(connections).toBe(0);

  // The same name resolving to the counting service alone is delivered there: the check is what stopped it.
  const local = resolver(['127.0.0.1']);
  const allowed = webPushDelivery(TEST_PUSH_CONFIG, { resolve: local.resolve });
  expect(await allowed(target(`http://push.test:${port}/push/a`), 'Time for your retro')).toBe(201);
  expect(connections).toBe(1);
});

test('the connection goes to the addresses that were checked: one lookup per push, none after it', async () => {
  // A rebinding name server: the first answer passes the check, every later one is private.
  const rebinding = resolver(['127.0.0.1'], ['10.0.0.1']);
  const deliver = webPushDelivery(TEST_PUSH_CONFIG, { resolve: rebinding.resolve });
  expect(await deliver(target(`http://rebind.test:${port}/push/b`), 'Time for your retro')).toBe(201);
  expect(rebinding.asked).toEqual(['rebind.test']);
  expect(connections).toBe(1);
});

test('a real server checks each push again before sending: a known push service resolving to any address that is not public is refused', async () => {
  for (const addresses of [
    ['127.0.0.1'],
    ['10.0.0.1'],
    ['172.16.0.1'],
    ['192.168.1.1'],
    ['169.254.169.254'],
    ['100.64.0.1'],
    ['0.0.0.0'],
    ['::1'],
    ['::ffff:127.0.0.1'],
    ['fe80::1'],
    ['fd00::1'],
    ['142.250.185.74', '10.0.0.1'],
    ['2a00:1450:4001:82b::200a', '::1'],
    [],
  ]) {
    const name = resolver(addresses);
    const deliver = webPushDelivery(production, { resolve: name.resolve });
    await expect(
      deliver(target('https://fcm.googleapis.com/fcm/send/abc'), 'Time for your retro'),
      addresses.join(', '),
    ).rejects.toMatchObject({ code: 'PUSH_ADDRESS_NOT_PUBLIC' });
    expect(name.asked).toEqual(['fcm.googleapis.com']);
  }
});

test('a real server refuses a stored endpoint that is not a known push service without even resolving it', async () => {
  const name = resolver(['142.250.185.74']);
  const deliver = webPushDelivery(production, { resolve: name.resolve });
  for (const endpoint of [
    `http://127.0.0.1:${port}/push/c`,
    'https://127.0.0.1:5432/',
    'https://2130706433/',
    'https://[::1]/x',
    'http://fcm.googleapis.com/fcm/send/abc',
    'https://fcm.googleapis.com:6379/fcm/send/abc',
    'https://user:secret@fcm.googleapis.com/fcm/send/abc',
    'https://fcm.googleapis.com.attacker.test/fcm/send/abc',
    'not a url',
  ]) {
    await expect(deliver(target(endpoint), 'Time for your retro'), endpoint).rejects.toMatchObject({
      code: 'PUSH_SERVICE_NOT_ALLOWED',
    });
  }
  expect(name.asked).toEqual([]);
  expect(connections).toBe(0);
});

test('even with the tests’ switch on, an IP address that is neither public nor loopback is refused', async () => {
  const deliver = webPushDelivery(TEST_PUSH_CONFIG);
  for (const endpoint of ['http://10.0.0.1/push', 'http://169.254.169.254/latest', 'http://[fe80::1]/push']) {
    await expect(deliver(target(endpoint), 'Time for your retro'), endpoint).rejects.toMatchObject({
      code: 'PUSH_ADDRESS_NOT_PUBLIC',
    });
  }
});

test('a push service that does not answer in time is given up', async () => {
  const deliver = webPushDelivery(TEST_PUSH_CONFIG, { timeoutMs: 200 });
  await expect(deliver(target(`http://127.0.0.1:${port}/hang`), 'Time for your retro')).rejects.toMatchObject(
    {
      code: 'PUSH_TIMEOUT',
    },
  );
});
