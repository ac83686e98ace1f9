import ICAL from 'ical.js';
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { setClock } from '#server/lib/clock';
import { createTestApp, signedInClient, type TestApp, TestClient } from '#server/test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  setClock(null);
  await t.close();
});
// A Tuesday, 12:00 UTC.
beforeEach(() => setClock(new Date('2026-11-24T12:00:00Z')));

const settings = { enabled: true, time: '07:30', days: [1, 3, 5], timezone: 'Europe/Berlin' };

function parseEvent(ics: string) {
  const root = new ICAL.Component(ICAL.parse(ics));
  const zone = root.getFirstSubcomponent('vtimezone');
  if (zone) ICAL.TimezoneService.register(zone);
  const vevent = root.getFirstSubcomponent('vevent');
  return vevent ? new ICAL.Event(vevent) : null;
}

test('someone who never chose gets 21:00 every day in their profile’s zone, off', async () => {
  const { client } = await signedInClient(t.app);
  await client.patch('/api/profile', { timezone: 'America/New_York' });
  const res = await client.get('/api/reminders');
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({
    enabled: false,
    time: '21:00',
    days: [1, 2, 3, 4, 5, 6, 7],
    timezone: 'America/New_York',
    configured: false,
    nextAt: null,
    feed: null,
    push: { available: true, devices: 0 },
  });
});

test('the settings round trip, the zone becomes the profile’s, and the links follow', async () => {
  const { client } = await signedInClient(t.app);
  const saved = await client.put('/api/reminders', { ...settings, days: [5, 1, 3] });
  expect(saved.statusCode).toBe(200);
  expect(saved.json()).toMatchObject({ ...settings, configured: true, nextAt: '2026-11-25T06:30:00.000Z' });
  expect((await client.get('/api/reminders')).json()).toEqual(saved.json());
  expect((await client.get('/api/profile')).json().timezone).toBe('Europe/Berlin');
  const google = new URL(saved.json().calendar.googleUrl);
  expect(google.searchParams.get('dates')).toBe('20261125T073000/20261125T074500');
  expect(google.searchParams.get('ctz')).toBe('Europe/Berlin');
  expect(google.searchParams.get('recur')).toBe('RRULE:FREQ=WEEKLY;WKST=MO;BYDAY=MO,WE,FR');
  expect(google.searchParams.get('details')).toContain('http://localhost:80/daily-retro');
});

test('bad times, days and zones are 400s naming the field, and nothing is saved', async () => {
  const { client } = await signedInClient(t.app);
  const cases: [Record<string, unknown>, string][] = [
    [{ time: '24:00' }, 'time'],
    [{ time: '7:30' }, 'time'],
    [{ time: '07:30:00' }, 'time'],
    [{ time: `07:3\u0000` }, 'time'],
    [{ time: 'x'.repeat(10_000) }, 'time'],
    [{ days: [] }, 'days'],
    [{ days: [0] }, 'days.0'],
    [{ days: [8] }, 'days.0'],
    [{ days: [1.5] }, 'days.0'],
    [{ days: [1, 1] }, 'days'],
    [{ days: [1, 2, 3, 4, 5, 6, 7, 1] }, 'days'],
    [{ days: '1' }, 'days'],
    [{ timezone: 'Mars/Olympus' }, 'timezone'],
    [{ timezone: 'Europe/Berlin\u0000' }, 'timezone'],
    [{ timezone: 'E'.repeat(65) }, 'timezone'],
    [{ enabled: 'yes' }, 'enabled'],
  ];
  for (const [change, path] of cases) {
    const res = await client.put('/api/reminders', { ...settings, ...change });
    expect(res.statusCode, JSON.stringify(change).slice(0, 80)).toBe(400);
    expect(res.json().errors[0].path).toBe(path);
  }
  expect((await client.put('/api/reminders', { ...settings, extra: 1 })).statusCode).toBe(400);
  expect((await client.put('/api/reminders', { time: '07:30' })).statusCode).toBe(400);
  expect((await client.get('/api/reminders')).json().configured).toBe(false);
});

test('the .ics download is the reminder at the chosen local time, parsed back by ical.js', async () => {
  const { client } = await signedInClient(t.app);
  await client.put('/api/reminders', settings);
  const res = await client.get('/api/reminders/calendar.ics');
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
  expect(res.headers['content-disposition']).toBe('attachment; filename="daily-retro.ics"');
  const event = parseEvent(res.body);
  expect(event?.startDate.toString()).toBe('2026-11-25T07:30:00');
  expect(event?.startDate.zone?.tzid).toBe('Europe/Berlin');
  expect(res.body).toContain('RRULE:FREQ=WEEKLY;WKST=MO;BYDAY=MO,WE,FR\r\n');
});

test('the feed follows changes with the same UID and a higher SEQUENCE', async () => {
  const { client } = await signedInClient(t.app);
  await client.put('/api/reminders', settings);
  const created = await client.post('/api/reminders/feed');
  expect(created.statusCode).toBe(201);
  const { url, httpUrl } = created.json();
  expect(url).toMatch(/^webcal:\/\/localhost:80\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  const path = new URL(httpUrl).pathname;

  const anonymous = new TestClient(t.app);
  const before = parseEvent((await anonymous.get(path)).body);
  setClock(new Date('2026-11-24T13:00:00Z'));
  await client.put('/api/reminders', { ...settings, time: '21:00' });
  const after = parseEvent((await anonymous.get(path)).body);
  expect(after?.uid).toBe(before?.uid);
  expect(after?.sequence).toBeGreaterThan(before?.sequence ?? Number.POSITIVE_INFINITY);
  expect(after?.startDate.toString()).toBe('2026-11-25T21:00:00');

  // Saving the same values again is no change for calendars.
  await client.put('/api/reminders', { ...settings, time: '21:00' });
  expect(parseEvent((await anonymous.get(path)).body)?.sequence).toBe(after?.sequence);

  // A new zone in the profile moves the event too; saving it afterwards never lowers SEQUENCE.
  await client.patch('/api/profile', { timezone: 'America/New_York' });
  const moved = parseEvent((await anonymous.get(path)).body);
  expect(moved?.sequence).toBeGreaterThan(after?.sequence ?? Number.POSITIVE_INFINITY);
  expect(moved?.startDate.zone?.tzid).toBe('America/New_York');
  await client.put('/api/reminders', { ...settings, time: '21:00', timezone: 'America/New_York' });
  expect(parseEvent((await anonymous.get(path)).body)?.sequence).toBe(moved?.sequence);
  // Made when the clock showed 12:00 (the test clock keeps running from there).
  expect((await client.get('/api/reminders')).json().feed.createdAt).toMatch(/^2026-11-24T12:00:/);
});

test('the feed reveals only the reminder, and none at all while reminders are off', async () => {
  const { client, username } = await signedInClient(t.app);
  await client.put('/api/reminders', settings);
  const path = new URL((await client.post('/api/reminders/feed')).json().httpUrl).pathname;
  const body = (await new TestClient(t.app).get(path)).body;
  expect(body).not.toContain(username);
  expect(body.match(/^(SUMMARY|DESCRIPTION|URL)[;:].*$/gm)?.join('\n')).not.toMatch(/user|@/i);

  await client.put('/api/reminders', { ...settings, enabled: false });
  const off = (await new TestClient(t.app).get(path)).body;
  expect(off).toContain('BEGIN:VCALENDAR');
  expect(off).not.toContain('BEGIN:VEVENT');
});

test('a wrong, malformed, revoked or replaced token gets nothing', async () => {
  const { client } = await signedInClient(t.app);
  const anonymous = new TestClient(t.app);
  const first = new URL((await client.post('/api/reminders/feed')).json().httpUrl).pathname;
  expect((await anonymous.get(first)).statusCode).toBe(200);

  expect((await anonymous.get(`/api/calendar/${'A'.repeat(43)}.ics`)).statusCode).toBe(404);
  expect((await anonymous.get('/api/calendar/short.ics')).statusCode).toBe(400);

  const renewed = new URL((await client.post('/api/reminders/feed')).json().httpUrl).pathname;
  expect(renewed).not.toBe(first);
  expect((await anonymous.get(first)).statusCode).toBe(404);
  expect((await anonymous.get(renewed)).statusCode).toBe(200);

  expect((await client.delete('/api/reminders/feed')).statusCode).toBe(204);
  const revoked = await anonymous.get(renewed);
  expect(revoked.statusCode).toBe(404);
  expect(revoked.body).not.toContain('VCALENDAR');
  expect((await client.get('/api/reminders')).json().feed).toBeNull();
});

test('signed out, every reminder call is 401', async () => {
  const anonymous = new TestClient(t.app);
  expect((await anonymous.get('/api/reminders')).statusCode).toBe(401);
  expect((await anonymous.put('/api/reminders', { time: 'bad' })).statusCode).toBe(401);
  expect((await anonymous.get('/api/reminders/calendar.ics')).statusCode).toBe(401);
  expect((await anonymous.post('/api/reminders/feed')).statusCode).toBe(401);
  expect((await anonymous.delete('/api/reminders/feed')).statusCode).toBe(401);
});
