import type { FastifyBaseLogger } from 'fastify';
import { expect, test } from 'vitest';
import { REMINDER_NOTIFICATION } from '#contract/constants';
import { openDatabase } from '#server/db/client';
import { setClock } from '#server/lib/clock';
import { webPushDelivery } from '#server/modules/push/push-delivery';
import { completeTodaysRetro } from '#server/modules/retro/retro-api.fixtures';
import { decryptPush, newDeviceKeys } from '#server/test/local-push-service';
import { TEST_PUSH_CONFIG, TEST_VAPID_KEYS, type TestClient } from '#server/test/test-app';
import { reminderRigForFile, userWithDevices } from './reminder-rig.fixtures';
import { ReminderRunner } from './reminder-runner';

const rig = reminderRigForFile();

const devicesOf = async (client: TestClient) => (await client.get('/api/reminders')).json().push.devices;

test('at the reminder minute one push per device arrives, decrypts to the reminder, and comes once', async () => {
  const { devices } = await userWithDevices(rig, '21:00', ['ada-phone', 'ada-laptop']);

  setClock(new Date('2026-11-24T19:59:00Z'));
  expect((await rig.runner.tick()).users).toBe(0);
  expect(rig.push.received).toHaveLength(0);

  setClock(new Date('2026-11-24T20:00:00Z'));
  expect(await rig.runner.tick()).toEqual({ users: 1, delivered: 2, removed: 0, failed: 0 });
  for (const [name, keys] of devices) {
    const [received] = rig.push.receivedAt(name);
    expect(rig.push.receivedAt(name)).toHaveLength(1);
    expect(received?.headers['content-encoding']).toBe('aes128gcm');
    expect(received?.headers.ttl).toBe('900');
    expect(received?.headers.authorization).toContain(`k=${TEST_VAPID_KEYS.publicKey}`);
    expect(JSON.parse(decryptPush(received?.body ?? Buffer.alloc(0), keys))).toEqual(REMINDER_NOTIFICATION);
  }

  setClock(new Date('2026-11-24T20:05:00Z'));
  await rig.runner.tick();
  expect(rig.push.received).toHaveLength(2);
});

test('no push when the day’s retro is already completed', async () => {
  const { client } = await userWithDevices(rig, '20:00', ['bea-phone']);
  await completeTodaysRetro(client);
  setClock(new Date('2026-11-24T19:00:00Z'));
  await rig.runner.tick();
  expect(rig.push.receivedAt('bea-phone')).toHaveLength(0);
});

test('two instances on one database send the reminder once', async () => {
  await userWithDevices(rig, '19:00', ['cy-phone']);
  // On PostgreSQL a second connection pool, as another server process would have; on the
  // embedded database (one process only) a second runner on the same database.
  const url = (rig.t.database as { databaseUrl?: string }).databaseUrl;
  const other = url ? await openDatabase({ kind: 'postgres', url }) : null;
  const second = new ReminderRunner(
    other?.db ?? rig.t.database.db,
    webPushDelivery(TEST_PUSH_CONFIG),
    rig.t.app.log,
  );
  try {
    setClock(new Date('2026-11-24T18:00:00Z'));
    const [first, other] = await Promise.all([rig.runner.tick(), second.tick()]);
    expect((first?.delivered ?? 0) + (other?.delivered ?? 0)).toBe(1);
    // Checks after the claim (another tick of either) do not send it again.
    await Promise.all([rig.runner.tick(), second.tick()]);
    expect(rig.push.receivedAt('cy-phone')).toHaveLength(1);
  } finally {
    await second.stop();
    await other?.close();
  }
});

test('a subscription the push service says is gone (410) is removed; the other device still gets it', async () => {
  const { client } = await userWithDevices(rig, '18:00', ['dee-old', 'dee-new']);
  rig.push.statuses.set('/push/dee-old', 410);
  setClock(new Date('2026-11-24T17:00:00Z'));
  expect(await rig.runner.tick()).toEqual({ users: 1, delivered: 1, removed: 1, failed: 0 });
  expect(await devicesOf(client)).toBe(1);
});

test('a reminder missed while no server ran goes out within 15 minutes, never later', async () => {
  await userWithDevices(rig, '17:00', ['eve-phone']);
  await userWithDevices(rig, '16:40', ['fay-phone']);
  // 17:14 in Berlin: Eve's 17:00 is 14 minutes late, still sent; Fay's 16:40 is 34 minutes late, dropped.
  setClock(new Date('2026-11-24T16:14:00Z'));
  await rig.runner.tick();
  expect(rig.push.receivedAt('eve-phone')).toHaveLength(1);
  expect(rig.push.receivedAt('fay-phone')).toHaveLength(0);
});

test('reminders that are off send nothing', async () => {
  const { client } = await userWithDevices(rig, '15:00', ['gus-phone']);
  await client.put('/api/reminders', { enabled: false, time: '15:00', days: [2], timezone: 'Europe/Berlin' });
  setClock(new Date('2026-11-24T14:00:00Z'));
  await rig.runner.tick();
  expect(rig.push.receivedAt('gus-phone')).toHaveLength(0);
});

test('a 02:30 reminder on the spring-forward night goes out at 03:30, when the clock has skipped 02:30', async () => {
  setClock(new Date('2026-03-28T11:00:00Z'));
  await userWithDevices(rig, '02:30', ['hal-phone']);
  setClock(new Date('2026-03-29T01:29:00Z')); // 03:29 summer time
  await rig.runner.tick();
  expect(rig.push.receivedAt('hal-phone')).toHaveLength(0);
  setClock(new Date('2026-03-29T01:30:00Z')); // 03:30 summer time
  await rig.runner.tick();
  expect(rig.push.receivedAt('hal-phone')).toHaveLength(1);
});

test('a push refused at send time counts as failed, keeps the device, tells the user nothing and logs only a code', async () => {
  const { client } = await userWithDevices(rig, '14:00', []);
  const keys = newDeviceKeys();
  // Saved through the tests' switch; at send time its name resolves to a private address.
  const endpoint = `http://push.test:${new URL(rig.push.origin).port}/push/ivy-secret-path?token=ivy-secret-token`;
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
  const checking = new ReminderRunner(rig.t.database.db, privateName, log);
  try {
    setClock(new Date('2026-11-24T13:00:00Z'));
    expect(await checking.tick()).toEqual({ users: 1, delivered: 0, removed: 0, failed: 1 });
  } finally {
    await checking.stop();
  }
  expect(rig.push.received).toHaveLength(0);
  expect(await devicesOf(client)).toBe(1);
  expect(logged.join('\n')).toContain('PUSH_ADDRESS_NOT_PUBLIC');
  expect(logged.join('\n')).not.toMatch(/ivy-secret|push\.test/);
  // What the user sees is what any failed push leaves: the device is still listed.
  expect((await client.get('/api/reminders')).json().push).toEqual({ available: true, devices: 1 });
});
