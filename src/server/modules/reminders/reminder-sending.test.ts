import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { REMINDER_NOTIFICATION } from '../../../contract/constants';
import { openDatabase } from '../../db/client';
import { setClock } from '../../lib/clock';
import { type DeviceKeys, decryptPush, LocalPushService, newDeviceKeys } from '../../test/local-push-service';
import {
  createTestApp,
  signedInClient,
  TEST_PUSH_CONFIG,
  TEST_VAPID_KEYS,
  type TestApp,
  type TestClient,
} from '../../test/test-app';
import { webPushDelivery } from '../push/push-delivery';
import { completeTodaysRetro } from '../retro/retro-api.fixtures';
import { ReminderRunner } from './reminder-runner';

let t: TestApp;
let push: LocalPushService;
let runner: ReminderRunner;
beforeAll(async () => {
  t = await createTestApp();
  push = new LocalPushService();
  await push.start();
  runner = new ReminderRunner(t.database.db, webPushDelivery(TEST_PUSH_CONFIG), t.app.log);
});
afterAll(async () => {
  setClock(null);
  await runner.stop();
  await push.stop();
  await t.close();
});
beforeEach(() => {
  push.received.length = 0;
  // Tuesday 24 November 2026, noon in Berlin (UTC+1).
  setClock(new Date('2026-11-24T11:00:00Z'));
});

/** A user in Berlin with a daily reminder at `time` and one subscribed device per name. */
async function userWithDevices(time: string, names: string[]) {
  const { client } = await signedInClient(t.app);
  const put = await client.put('/api/reminders', {
    enabled: true,
    time,
    days: [1, 2, 3, 4, 5, 6, 7],
    timezone: 'Europe/Berlin',
  });
  expect(put.statusCode).toBe(200);
  const devices = new Map<string, DeviceKeys>();
  for (const name of names) {
    const keys = newDeviceKeys();
    const res = await client.post('/api/push/subscriptions', {
      endpoint: push.endpoint(name),
      expirationTime: null,
      keys: { p256dh: keys.p256dh, auth: keys.auth },
    });
    expect(res.statusCode).toBe(201);
    devices.set(name, keys);
  }
  return { client, devices };
}

const devicesOf = async (client: TestClient) => (await client.get('/api/reminders')).json().push.devices;

test('at the reminder minute one push per device arrives, decrypts to the reminder, and comes once', async () => {
  const { devices } = await userWithDevices('21:00', ['ada-phone', 'ada-laptop']);

  setClock(new Date('2026-11-24T19:59:00Z'));
  expect((await runner.tick()).users).toBe(0);
  expect(push.received).toHaveLength(0);

  setClock(new Date('2026-11-24T20:00:00Z'));
  expect(await runner.tick()).toEqual({ users: 1, delivered: 2, removed: 0, failed: 0 });
  for (const [name, keys] of devices) {
    const [received] = push.receivedAt(name);
    expect(push.receivedAt(name)).toHaveLength(1);
    expect(received?.headers['content-encoding']).toBe('aes128gcm');
    expect(received?.headers.ttl).toBe('900');
    expect(received?.headers.authorization).toContain(`k=${TEST_VAPID_KEYS.publicKey}`);
    expect(JSON.parse(decryptPush(received?.body ?? Buffer.alloc(0), keys))).toEqual(REMINDER_NOTIFICATION);
  }

  setClock(new Date('2026-11-24T20:05:00Z'));
  await runner.tick();
  expect(push.received).toHaveLength(2);
});

test('no push when the day’s retro is already completed', async () => {
  const { client } = await userWithDevices('20:00', ['bea-phone']);
  await completeTodaysRetro(client);
  setClock(new Date('2026-11-24T19:00:00Z'));
  await runner.tick();
  expect(push.receivedAt('bea-phone')).toHaveLength(0);
});

test('two instances on one database send the reminder once', async () => {
  await userWithDevices('19:00', ['cy-phone']);
  // On PostgreSQL a second connection pool, as another server process would have; on the
  // embedded database (one process only) a second runner on the same database.
  const url = (t.database as { databaseUrl?: string }).databaseUrl;
  const other = url ? await openDatabase({ kind: 'postgres', url }) : null;
  const second = new ReminderRunner(other?.db ?? t.database.db, webPushDelivery(TEST_PUSH_CONFIG), t.app.log);
  try {
    setClock(new Date('2026-11-24T18:00:00Z'));
    const [first, other] = await Promise.all([runner.tick(), second.tick()]);
    expect((first?.delivered ?? 0) + (other?.delivered ?? 0)).toBe(1);
    // Checks after the claim (another tick of either) do not send it again.
    await Promise.all([runner.tick(), second.tick()]);
    expect(push.receivedAt('cy-phone')).toHaveLength(1);
  } finally {
    await second.stop();
    await other?.close();
  }
});

test('a subscription the push service says is gone (410) is removed; the other device still gets it', async () => {
  const { client } = await userWithDevices('18:00', ['dee-old', 'dee-new']);
  push.statuses.set('/push/dee-old', 410);
  setClock(new Date('2026-11-24T17:00:00Z'));
  expect(await runner.tick()).toEqual({ users: 1, delivered: 1, removed: 1, failed: 0 });
  expect(await devicesOf(client)).toBe(1);
});

test('a reminder missed while no server ran goes out within 15 minutes, never later', async () => {
  await userWithDevices('17:00', ['eve-phone']);
  await userWithDevices('16:40', ['fay-phone']);
  // 17:14 in Berlin: Eve's 17:00 is 14 minutes late, still sent; Fay's 16:40 is 34 minutes late, dropped.
  setClock(new Date('2026-11-24T16:14:00Z'));
  await runner.tick();
  expect(push.receivedAt('eve-phone')).toHaveLength(1);
  expect(push.receivedAt('fay-phone')).toHaveLength(0);
});

test('reminders that are off send nothing', async () => {
  const { client } = await userWithDevices('15:00', ['gus-phone']);
  await client.put('/api/reminders', { enabled: false, time: '15:00', days: [2], timezone: 'Europe/Berlin' });
  setClock(new Date('2026-11-24T14:00:00Z'));
  await runner.tick();
  expect(push.receivedAt('gus-phone')).toHaveLength(0);
});

test('a 02:30 reminder on the spring-forward night goes out at 03:30, when the clock has skipped 02:30', async () => {
  setClock(new Date('2026-03-28T11:00:00Z'));
  await userWithDevices('02:30', ['hal-phone']);
  setClock(new Date('2026-03-29T01:29:00Z')); // 03:29 summer time
  await runner.tick();
  expect(push.receivedAt('hal-phone')).toHaveLength(0);
  setClock(new Date('2026-03-29T01:30:00Z')); // 03:30 summer time
  await runner.tick();
  expect(push.receivedAt('hal-phone')).toHaveLength(1);
});

test('a push refused at send time counts as failed, keeps the device, tells the user nothing and logs only a code', async () => {
  const { client } = await userWithDevices('14:00', []);
  const keys = newDeviceKeys();
  // Saved through the tests' switch; at send time its name resolves to a private address.
  const endpoint = `http://push.test:${new URL(push.origin).port}/push/ivy-secret-path?token=ivy-secret-token`;
  const saved = await client.post('/api/push/subscriptions', {
    endpoint,
    expirationTime: null,
    keys: { p256dh: keys.p256dh, auth: keys.auth },
  });
  expect(saved.statusCode).toBe(201);
  const logged: string[] = [];
  const log = {
    warn: (...args: unknown[]) => void logged.push(JSON.stringify(args)),
    info: () => {},
    error: (...args: unknown[]) => void logged.push(JSON.stringify(args)),
  } as unknown as FastifyBaseLogger;
  const privateName = webPushDelivery(TEST_PUSH_CONFIG, {
    resolve: async () => [{ address: '10.0.0.1', family: 4 }],
  });
  const checking = new ReminderRunner(t.database.db, privateName, log);
  try {
    setClock(new Date('2026-11-24T13:00:00Z'));
    expect(await checking.tick()).toEqual({ users: 1, delivered: 0, removed: 0, failed: 1 });
  } finally {
    await checking.stop();
  }
  expect(push.received).toHaveLength(0);
  expect(await devicesOf(client)).toBe(1);
  expect(logged.join('\n')).toContain('PUSH_ADDRESS_NOT_PUBLIC');
  expect(logged.join('\n')).not.toMatch(/ivy-secret|push\.test/);
  // What the user sees is what any failed push leaves: the device is still listed.
  expect((await client.get('/api/reminders')).json().push).toEqual({ available: true, devices: 1 });
});
