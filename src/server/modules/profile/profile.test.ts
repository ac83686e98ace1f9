import { afterAll, beforeAll, expect, test } from 'vitest';
import { localDay } from '#domain/local-day';
import { TEST_NOW, TEST_TODAY } from '#server/test/pinned-clock';
import { createTestApp, signedInClient, type TestApp, TestClient } from '#server/test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

test('the profile tells the time zone, the day-start hour and the local day they give', async () => {
  const { client } = await signedInClient(t.app);
  const res = await client.get('/api/profile');
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({
    timezone: 'UTC',
    dayStartHour: 0,
    weekStart: 'monday',
    today: TEST_TODAY,
  });
});

test('the time zone and day-start hour can be changed together or one at a time', async () => {
  const { client } = await signedInClient(t.app);
  const both = await client.patch('/api/profile', { timezone: 'Pacific/Auckland', dayStartHour: 4 });
  expect(both.statusCode).toBe(200);
  expect(both.json()).toEqual({
    timezone: 'Pacific/Auckland',
    dayStartHour: 4,
    weekStart: 'monday',
    today: localDay(TEST_NOW, 'Pacific/Auckland', 4),
  });
  const hourOnly = await client.patch('/api/profile', { dayStartHour: 0 });
  expect(hourOnly.json()).toMatchObject({ timezone: 'Pacific/Auckland', dayStartHour: 0 });
  expect((await client.get('/api/user')).json().timezone).toBe('Pacific/Auckland');
});

test('the week can start on Sunday or Saturday, and back on Monday', async () => {
  const { client } = await signedInClient(t.app);
  for (const weekStart of ['sunday', 'saturday', 'monday']) {
    const res = await client.patch('/api/profile', { weekStart });
    expect(res.statusCode).toBe(200);
    expect(res.json().weekStart).toBe(weekStart);
    expect((await client.get('/api/profile')).json().weekStart).toBe(weekStart);
  }
});

test('bad values are refused with 400 naming the field, and nothing changes', async () => {
  const { client } = await signedInClient(t.app);
  const cases: [Record<string, unknown>, string][] = [
    [{ timezone: 'Mars/Olympus' }, 'timezone'],
    [{ timezone: '' }, 'timezone'],
    [{ dayStartHour: 24 }, 'dayStartHour'],
    [{ dayStartHour: -1 }, 'dayStartHour'],
    [{ dayStartHour: 3.5 }, 'dayStartHour'],
    [{ dayStartHour: '4' }, 'dayStartHour'],
    [{ weekStart: 'tuesday' }, 'weekStart'],
    [{ weekStart: 'x'.repeat(10_000) }, 'weekStart'],
    [{ weekStart: 'mon\u0000day' }, 'weekStart'],
  ];
  for (const [body, path] of cases) {
    const res = await client.patch('/api/profile', body);
    expect(res.statusCode, JSON.stringify(body)).toBe(400);
    expect(res.json().errors[0].path).toBe(path);
  }
  expect((await client.patch('/api/profile', {})).statusCode).toBe(400);
  expect((await client.patch('/api/profile', { role: 'admin' })).statusCode).toBe(400);
  expect((await client.get('/api/profile')).json()).toMatchObject({ timezone: 'UTC', dayStartHour: 0 });
  expect((await client.get('/api/user')).json().role).not.toBe('admin');
});

test('signed-out callers get 401, before validation', async () => {
  const anonymous = new TestClient(t.app);
  expect((await anonymous.get('/api/profile')).statusCode).toBe(401);
  expect((await anonymous.patch('/api/profile', { dayStartHour: 99 })).statusCode).toBe(401);
});
