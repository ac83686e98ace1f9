import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { setClock } from '#server/lib/clock';
import { webPushDelivery } from '#server/modules/push/push-delivery';
import { type DeviceKeys, LocalPushService, newDeviceKeys } from '#server/test/local-push-service';
import { createTestApp, signedInClient, TEST_PUSH_CONFIG, type TestApp } from '#server/test/test-app';
import { ReminderRunner } from './reminder-runner';

interface RigParts {
  t: TestApp;
  push: LocalPushService;
  runner: ReminderRunner;
}

/**
 * What the reminder tests send through: the app, a push service on this machine that keeps what it
 * receives, and a reminder runner delivering to it, whose checks the tests run with `tick()`.
 */
export class ReminderRig {
  #parts: RigParts | null = null;

  async start(): Promise<void> {
    const t = await createTestApp();
    const push = new LocalPushService();
    await push.start();
    const runner = new ReminderRunner(t.database.db, webPushDelivery(TEST_PUSH_CONFIG), t.app.log);
    this.#parts = { t, push, runner };
  }

  async stop(): Promise<void> {
    setClock(null);
    if (!this.#parts) return;
    await this.#parts.runner.stop();
    await this.#parts.push.stop();
    await this.#parts.t.close();
  }

  #started(): RigParts {
    if (!this.#parts) throw new Error('The reminder rig starts before the first test (reminderRigForFile)');
    return this.#parts;
  }

  get t(): TestApp {
    return this.#started().t;
  }

  get push(): LocalPushService {
    return this.#started().push;
  }

  get runner(): ReminderRunner {
    return this.#started().runner;
  }
}

/**
 * A rig started before the file's tests and stopped after them. Before each test the push service
 * forgets what it received and the clock is Tuesday 24 November 2026, noon in Berlin (UTC+1).
 */
export function reminderRigForFile(): ReminderRig {
  const rig = new ReminderRig();
  beforeAll(() => rig.start());
  afterAll(() => rig.stop());
  beforeEach(() => {
    rig.push.received.length = 0;
    setClock(new Date('2026-11-24T11:00:00Z'));
  });
  return rig;
}

/** A user in Berlin with a daily reminder at `time` and one subscribed device per name. */
export async function userWithDevices(rig: ReminderRig, time: string, names: string[]) {
  const { client, user } = await signedInClient(rig.t.app);
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
      endpoint: rig.push.endpoint(name),
      expirationTime: null,
      keys: { p256dh: keys.p256dh, auth: keys.auth },
    });
    expect(res.statusCode).toBe(201);
    devices.set(name, keys);
  }
  return { client, user, devices };
}
