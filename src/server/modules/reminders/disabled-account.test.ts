import { beforeAll, expect, test } from 'vitest';
import { setClock } from '#server/lib/clock';
import { signedInClient, TestClient } from '#server/test/test-app';
import { reminderRigForFile, userWithDevices } from './reminder-rig.fixtures';

const rig = reminderRigForFile();
let admin: Awaited<ReturnType<typeof signedInClient>>;
beforeAll(async () => {
  // The first account on an empty database is the administrator.
  admin = await signedInClient(rig.t.app, 'admin');
});

const setStatus = async (userId: string, status: 'active' | 'disabled') => {
  const res = await admin.client.patch(`/api/admin/customers/${userId}`, { status });
  expect(res.statusCode).toBe(200);
  expect(res.json().status).toBe(status);
};

test('a disabled account’s calendar feed is an unknown calendar (404) until the account is enabled again', async () => {
  const { client, user } = await signedInClient(rig.t.app);
  await client.put('/api/reminders', {
    enabled: true,
    time: '07:30',
    days: [1, 3, 5],
    timezone: 'Europe/Berlin',
  });
  const feed = new URL((await client.post('/api/reminders/feed')).json().httpUrl).pathname;
  const calendarApp = new TestClient(rig.t.app);
  expect((await calendarApp.get(feed)).statusCode).toBe(200);

  await setStatus(user.id, 'disabled');
  const closed = await calendarApp.get(feed);
  expect(closed.statusCode).toBe(404);
  expect(closed.body).toBe((await calendarApp.get(`/api/calendar/${'A'.repeat(43)}.ics`)).body);

  await setStatus(user.id, 'active');
  const open = await calendarApp.get(feed);
  expect(open.statusCode).toBe(200);
  expect(open.body).toContain('BEGIN:VEVENT');
});

test('a disabled account gets no reminder push and its day is not claimed; enabled again, the reminder comes', async () => {
  const { user } = await userWithDevices(rig, '21:00', ['kim-phone']);

  await setStatus(user.id, 'disabled');
  setClock(new Date('2026-11-24T20:00:00Z'));
  expect(await rig.runner.tick()).toEqual({ users: 0, delivered: 0, removed: 0, failed: 0 });
  expect(rig.push.receivedAt('kim-phone')).toHaveLength(0);

  // Enabled within the catch-up window: the day was never claimed, so its reminder still goes out.
  await setStatus(user.id, 'active');
  setClock(new Date('2026-11-24T20:05:00Z'));
  expect(await rig.runner.tick()).toEqual({ users: 1, delivered: 1, removed: 0, failed: 0 });
  expect(rig.push.receivedAt('kim-phone')).toHaveLength(1);
});
