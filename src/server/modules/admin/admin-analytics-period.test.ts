import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addDays } from '#domain/local-day';
import { setClock } from '#server/lib/clock';
import { completeTodaysRetro, fillIn, openToday } from '#server/modules/retro/retro-api.fixtures';
import { TEST_NOW, TEST_TODAY } from '#server/test/pinned-clock';
import { createTestApp, signedInClient, type TestApp, type TestClient } from '#server/test/test-app';

/** Noon UTC `back` days before the pinned day. */
const daysBack = (back: number) => new Date(TEST_NOW.getTime() - back * 86_400_000);
const FIRST_DAY = addDays(TEST_TODAY, -29);

/**
 * A small install, as the issue found it: over the last 30 days eight people were active, never more
 * than one on a day: four completed 12 retros, three wrote 9 journal entries, one logged 3 moods.
 */
describe('a small install: the period speaks, its days stay hidden', () => {
  let t: TestApp;
  let admin: TestClient;
  beforeAll(async () => {
    setClock(TEST_NOW);
    t = await createTestApp();
    ({ client: admin } = await signedInClient(t.app, 'first'));
    const people: TestClient[] = [];
    for (let i = 0; i < 8; i += 1) people.push((await signedInClient(t.app, 'member')).client);
    for (const [i, person] of people.entries()) {
      for (let k = 0; k < 3; k += 1) {
        setClock(daysBack(29 - i * 3 - k)); // person i on three days of their own, 29 to 6 days back
        if (i < 4) await completeTodaysRetro(person);
        else if (i < 7) {
          const res = await person.post('/api/journal', { title: `day ${k}`, body: 'words', tags: [] });
          expect(res.statusCode).toBe(201);
        } else expect((await person.post('/api/moods', { mood: 'okay' })).statusCode).toBe(201);
      }
    }
    setClock(TEST_NOW);
    // Accounts made by the tests carry the database's own time: place them on the first day.
    await t.database.db.execute(`update users set created_at = '${FIRST_DAY}T09:00:00Z'` as never);
  });
  afterAll(() => t.close());

  test('the totals of the last 30 days say 12 retros, 9 entries and 8 different people', async () => {
    const res = await admin.get('/api/admin/analytics?days=30');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.totals).toEqual({
      signups: 9,
      activePerDay: 0.8, // 24 person-days over 30 days
      retrosCompleted: 12,
      journalEntries: 9,
      moods: 3,
    });
    expect(body.activeUsers.monthly).toBe(8);
    expect(body.completionRate).toBe(1);
  });

  test('each day, with one person in it, is hidden on its own; a day with nobody is a zero', async () => {
    const { series } = (await admin.get('/api/admin/analytics?days=30')).json();
    expect(series).toHaveLength(30);
    const day = (back: number) => series.find((d: { date: string }) => d.date === addDays(TEST_TODAY, -back));
    expect(day(29)).toMatchObject({ activeUsers: null, retrosCompleted: null, journalEntries: 0, moods: 0 });
    expect(day(14)).toMatchObject({ activeUsers: null, retrosCompleted: 0, journalEntries: null });
    expect(day(6)).toMatchObject({ activeUsers: null, moods: null });
    expect(day(0)).toMatchObject({ activeUsers: 0, retrosCompleted: 0, journalEntries: 0, moods: 0 });
    const hidden = series.filter((d: { activeUsers: number | null }) => d.activeUsers === null);
    expect(hidden).toHaveLength(24);
  });

  test('a shorter period with fewer than five people hides its totals too', async () => {
    // The last 7 days hold one person's mood, six days ago: one person is no group.
    const week = (await admin.get('/api/admin/analytics?days=7')).json();
    expect(week.totals).toEqual({
      signups: null,
      activePerDay: null,
      retrosCompleted: null,
      journalEntries: null,
      moods: null,
    });
    expect(week.completionRate).toBeNull();
  });
});

describe('the completion rate is a figure of the period', () => {
  let t: TestApp;
  let admin: TestClient;
  beforeAll(async () => {
    setClock(TEST_NOW);
    t = await createTestApp();
    ({ client: admin } = await signedInClient(t.app, 'first'));
  });
  afterAll(() => t.close());

  test('hidden while fewer than five people were active in the period, shown once five were', async () => {
    const { client: regular } = await signedInClient(t.app, 'regular');
    for (let back = 4; back >= 0; back -= 1) {
      setClock(daysBack(back));
      await completeTodaysRetro(regular);
    }
    setClock(TEST_NOW);
    // Five retros started and completed, all by one person: the period has one person.
    const alone = (await admin.get('/api/admin/analytics?days=7')).json();
    expect(alone.completionRate).toBeNull();
    expect(alone.totals.retrosCompleted).toBeNull();

    const others: TestClient[] = [];
    for (let i = 0; i < 4; i += 1) others.push((await signedInClient(t.app, 'starter')).client);
    // Answering starts a retro; it is not completed, and starting is not yet being active.
    for (const client of others) await fillIn(client, (await openToday(client)).retro);
    expect((await admin.get('/api/admin/analytics?days=7')).json().completionRate).toBeNull();

    // Four more people log a mood: five people were active in the week, and its rate is 5 of 9.
    for (const client of others)
      expect((await client.post('/api/moods', { mood: 'good' })).statusCode).toBe(201);
    const five = (await admin.get('/api/admin/analytics?days=7')).json();
    expect(five.completionRate).toBe(0.556);
    expect(five.totals).toMatchObject({ retrosCompleted: 5, moods: 4 });
    // Today had five people: the day is shown; its one completed retro is one person's, hidden.
    expect(five.series.at(-1)).toMatchObject({ activeUsers: 5, retrosCompleted: null, moods: null });
  });
});
