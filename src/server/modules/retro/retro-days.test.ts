import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addDays, localDay } from '../../../domain/local-day';
import { pickRetroQuestions } from '../../../domain/question-rotation';
import { createTestApp, signedInClient, type TestApp } from '../../test/test-app';
import { setDaySettings, zoneAtLocalHour } from '../profile/profile.fixtures';
import { regularQuestionIds, seedRetro } from './retro.fixtures';
import { fillIn, openToday, put } from './retro-api.fixtures';

// Which local days a retro can be changed on, and how its questions rotate from day to day.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('which days can be changed', () => {
  test('a future day and a day before yesterday are refused with a clear message', async () => {
    const { client } = await signedInClient(t.app);
    const { retro } = await openToday(client);
    const tomorrow = addDays(retro.date, 1);
    const future = await put(client, `/api/retro/${tomorrow}/ratings/Health`, { rating: 3 });
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe("That day hasn't started yet: only today's retro can be filled in.");

    const old = await client.post(`/api/retro/${addDays(retro.date, -2)}/complete`);
    expect(old.statusCode).toBe(400);
    expect(old.json().message).toBe(
      'That retro is closed: a retro can only be changed until your next day starts.',
    );
    expect(old.json().errors).toEqual([{ path: 'date', message: old.json().message }]);
  });

  test("yesterday's retro can be finished until the day starts, and not after", async () => {
    const { client } = await signedInClient(t.app);
    // 02:xx on the user's clock, day starting at 4: the clock's date is new, the day is not.
    const early = await setDaySettings(client, { timezone: zoneAtLocalHour(2), dayStartHour: 4 });
    const opened = await openToday(client);
    const yesterday = addDays(opened.calendarDate, -1);
    expect(early.today).toBe(yesterday);
    expect(opened.retro.date).toBe(yesterday);
    expect(opened.yesterday).toEqual({ date: yesterday, status: 'not_started', finishable: true });
    expect(new Date(opened.retro.closesAt).getTime() - Date.now()).toBeLessThanOrEqual(2 * 3600_000);

    await fillIn(client, opened.retro);
    const finished = await client.post(`/api/retro/${yesterday}/complete`);
    expect(finished.statusCode).toBe(200);

    // 06:xx on the clock: the day started at 4, so that retro is now closed.
    await setDaySettings(client, { timezone: zoneAtLocalHour(6) });
    const later = await openToday(client);
    expect(later.retro.date).not.toBe(yesterday);
    expect(later.yesterday).toMatchObject({ finishable: false });
    const closed = await put(client, `/api/retro/${yesterday}/ratings/Health`, { rating: 1 });
    expect(closed.statusCode).toBe(400);
    expect(closed.json().message).toMatch(/closed/);
    const read = (await client.get(`/api/retro/${yesterday}`)).json();
    expect(read).toMatchObject({ status: 'completed', editable: false, closesAt: null });
  });

  test('after the day starts, yesterday reports how it was left', async () => {
    const { client } = await signedInClient(t.app);
    await setDaySettings(client, { timezone: zoneAtLocalHour(2), dayStartHour: 4 });
    const before = await openToday(client);
    await put(client, `/api/retro/${before.retro.date}/ratings/Health`, { rating: 3 });
    await setDaySettings(client, { timezone: zoneAtLocalHour(6) });
    const after = await openToday(client);
    expect(after.yesterday).toEqual({ date: before.retro.date, status: 'in_progress', finishable: false });
  });
});

describe('the question rotation', () => {
  test('today asks nothing that was asked in the six days before, as the domain rule says', async () => {
    const { client, user } = await signedInClient(t.app);
    const pool = await regularQuestionIds(t.database.db);
    const today = localDay(new Date(), 'UTC');
    const asked = new Set<number>();
    for (let back = 1; back <= 6; back++) {
      const questionIds = pool.slice((back - 1) * 3, back * 3);
      for (const id of questionIds) asked.add(id);
      await seedRetro(t.database.db, { userId: user.id, date: addDays(today, -back), questionIds });
    }
    const { retro } = await openToday(client);
    const ids = retro.questions.map((q: { id: number }) => q.id);
    for (const id of ids) expect(asked.has(id)).toBe(false);
    expect(ids).toEqual(
      pickRetroQuestions({ userId: user.id, date: today, pool, recentlyAsked: asked, count: 3 }),
    );
  });

  test('a question asked a week ago can come back', async () => {
    const { client, user } = await signedInClient(t.app);
    const pool = await regularQuestionIds(t.database.db);
    const today = localDay(new Date(), 'UTC');
    // Everything but three questions was asked exactly seven days ago: that does not count.
    await seedRetro(t.database.db, { userId: user.id, date: addDays(today, -7), questionIds: pool.slice(3) });
    const { retro } = await openToday(client);
    const expected = pickRetroQuestions({
      userId: user.id,
      date: today,
      pool,
      recentlyAsked: new Set(),
      count: 3,
    });
    expect(retro.questions.map((q: { id: number }) => q.id)).toEqual(expected);
  });
});
