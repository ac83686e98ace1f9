import { afterAll, beforeAll, expect, test } from 'vitest';
import { type Database, openDatabase } from '#server/db/client';
import { setClock } from '#server/lib/clock';
import { webPushDelivery } from '#server/modules/push/push-delivery';
import { completeTodaysRetro } from '#server/modules/retro/retro-api.fixtures';
import { TEST_PUSH_CONFIG } from '#server/test/test-app';
import { reminderRigForFile, userWithDevices } from './reminder-rig.fixtures';
import { ReminderRunner } from './reminder-runner';

// A reminder push the push service did not take is tried again 1, 4 and 16 minutes later (4 sends
// in all), from the database, so a restart neither loses nor doubles it; still one reminder a day.

const rig = reminderRigForFile();

/**
 * The checks' own "now", still between moves: the app's clock goes on from where it was moved, and a
 * busy machine can take long enough between the move and the check to put a retry a moment past it.
 */
let checkedAt = new Date(0);
const delivery = webPushDelivery(TEST_PUSH_CONFIG);
const runnerOn = (db: Database) => new ReminderRunner(db, delivery, rig.t.app.log, () => checkedAt);
let runner: ReminderRunner;
beforeAll(() => {
  runner = runnerOn(rig.t.database.db);
});
afterAll(() => runner.stop());

/** Berlin is UTC+1 on Tuesday 24 November 2026: a reminder at `hh:mm` Berlin time is `hh-1:mm` UTC. */
const at = (utc: string) => {
  checkedAt = new Date(`2026-11-24T${utc}:00Z`);
  setClock(checkedAt);
};
const refuse = (name: string, status: number) => void rig.push.statuses.set(`/push/${name}`, status);
const accept = (name: string) => rig.push.statuses.delete(`/push/${name}`);

test('a push the service refused (500) is sent again a minute later, and the day’s reminder arrives once', async () => {
  await userWithDevices(rig, '20:00', ['ann-phone', 'ann-laptop']);
  refuse('ann-phone', 500);
  at('19:00');
  expect(await runner.tick()).toEqual({ users: 1, delivered: 1, removed: 0, failed: 1 });
  expect(rig.push.receivedAt('ann-phone')).toHaveLength(1);

  // Not before its minute.
  at('19:00');
  await runner.tick();
  expect(rig.push.receivedAt('ann-phone')).toHaveLength(1);

  accept('ann-phone');
  at('19:01');
  await runner.tick();
  expect(rig.push.receivedAt('ann-phone')).toHaveLength(2);
  // Done: later checks send nothing more to either device that day.
  for (const time of ['19:05', '19:17', '19:40']) {
    at(time);
    await runner.tick();
  }
  expect(rig.push.receivedAt('ann-phone')).toHaveLength(2);
  expect(rig.push.receivedAt('ann-laptop')).toHaveLength(1);
});

test('retries back off (1, 4, then 16 minutes) and stop after the fourth send', async () => {
  await userWithDevices(rig, '18:00', ['bo-phone']);
  refuse('bo-phone', 503);
  const sendsAt = async (time: string) => {
    at(time);
    await runner.tick();
    return rig.push.receivedAt('bo-phone').length;
  };
  expect(await sendsAt('17:00')).toBe(1);
  expect(await sendsAt('17:01')).toBe(2);
  expect(await sendsAt('17:04')).toBe(2);
  expect(await sendsAt('17:05')).toBe(3);
  expect(await sendsAt('17:20')).toBe(3);
  expect(await sendsAt('17:21')).toBe(4);
  // Given up: the device stays, and nothing more is sent that day.
  expect(await sendsAt('18:30')).toBe(4);
  expect(await sendsAt('23:50')).toBe(4);
});

test('a retry survives a restart: a new runner on the database sends it once, two at once send it once', async () => {
  await userWithDevices(rig, '16:00', ['cy-phone']);
  refuse('cy-phone', 500);
  at('15:00');
  await runner.tick();
  await runner.stop();
  accept('cy-phone');

  // Another process on the same database, as after a restart (on PostgreSQL a pool of its own).
  const url = (rig.t.database as { databaseUrl?: string }).databaseUrl;
  const other = url ? await openDatabase({ kind: 'postgres', url }) : null;
  const restarted = runnerOn(other?.db ?? rig.t.database.db);
  const beside = runnerOn(rig.t.database.db);
  try {
    at('15:01');
    await Promise.all([restarted.tick(), beside.tick()]);
    at('15:30');
    await Promise.all([restarted.tick(), beside.tick()]);
  } finally {
    await restarted.stop();
    await beside.stop();
    await other?.close();
  }
  // The refused send, then the one retry.
  expect(rig.push.receivedAt('cy-phone')).toHaveLength(2);
});

test('a retry answered 410 removes the device; one for a retro completed meanwhile is dropped unsent', async () => {
  const dee = await userWithDevices(rig, '14:00', ['dee-phone']);
  const eve = await userWithDevices(rig, '14:00', ['eve-phone']);
  refuse('dee-phone', 500);
  refuse('eve-phone', 500);
  at('13:00');
  await runner.tick();

  refuse('dee-phone', 410);
  accept('eve-phone');
  await completeTodaysRetro(eve.client);
  at('13:01');
  await runner.tick();
  expect((await dee.client.get('/api/reminders')).json().push.devices).toBe(0);
  expect(rig.push.receivedAt('dee-phone')).toHaveLength(2);
  expect(rig.push.receivedAt('eve-phone')).toHaveLength(1);
});
