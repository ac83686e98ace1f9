import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, signedInClient, type TestApp, TestClient } from '#server/test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const path = '/api/user-preferences/feature-announcements';

test('an announcement never recorded is a 404, which the client reads as not seen', async () => {
  const { client } = await signedInClient(t.app);
  const res = await client.get(`${path}/calendar_reminder_announced`);
  expect(res.statusCode).toBe(404);
  expect(res.json().code).toBe('NOT_FOUND');
});

test('marking an announcement seen is remembered for that user only', async () => {
  const alice = await signedInClient(t.app, 'alice');
  const bob = await signedInClient(t.app, 'bob');
  const saved = await alice.client.post(path, { feature: 'calendar_reminder_announced', seen: true });
  expect(saved.statusCode).toBe(200);
  expect(saved.json()).toEqual({ feature: 'calendar_reminder_announced', seen: true });

  expect((await alice.client.get(`${path}/calendar_reminder_announced`)).json()).toEqual({
    feature: 'calendar_reminder_announced',
    seen: true,
  });
  expect((await bob.client.get(`${path}/calendar_reminder_announced`)).statusCode).toBe(404);
});

test('the status can be changed back, and the last value wins', async () => {
  const { client } = await signedInClient(t.app);
  await client.post(path, { feature: 'calendar_reminder_announced', seen: true });
  await client.post(path, { feature: 'calendar_reminder_announced', seen: false });
  expect((await client.get(`${path}/calendar_reminder_announced`)).json().seen).toBe(false);
});

test('unknown features and bad payloads are refused with 400 and change nothing', async () => {
  const { client } = await signedInClient(t.app);
  const unknown = await client.post(path, { feature: 'made_up_feature', seen: true });
  expect(unknown.statusCode).toBe(400);
  expect(unknown.json().errors).toEqual([{ path: 'feature', message: 'Unknown feature' }]);

  const notBoolean = await client.post(path, { feature: 'calendar_reminder_announced', seen: 'yes' });
  expect(notBoolean.statusCode).toBe(400);
  expect(notBoolean.json().errors[0].path).toBe('seen');

  expect((await client.get(`${path}/made_up_feature`)).statusCode).toBe(400);
  expect((await client.get(`${path}/calendar_reminder_announced`)).statusCode).toBe(404);
});

test('signed-out callers get 401 on both calls', async () => {
  const anonymous = new TestClient(t.app);
  expect((await anonymous.get(`${path}/calendar_reminder_announced`)).statusCode).toBe(401);
  const res = await anonymous.post(path, { feature: 'calendar_reminder_announced', seen: true });
  expect(res.statusCode).toBe(401);
  expect(res.json()).toEqual({ message: 'You are not signed in', code: 'UNAUTHENTICATED' });
  expect((await anonymous.post(path, { feature: 'nonsense' })).statusCode).toBe(401);
});
