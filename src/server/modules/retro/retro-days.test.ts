import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addDays } from '#domain/local-day';
import { pickRetroQuestions } from '#domain/question-rotation';
import { setClock } from '#server/lib/clock';
import { setDaySettings } from '#server/modules/profile/profile.fixtures';
import { TEST_TODAY } from '#server/test/pinned-clock';
import { createTestApp, signedInClient, type TestApp } from '#server/test/test-app';
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
    // 02:30 on the user's clock, day starting at 4: the clock's date is new, the day is not.
    setClock(new Date('2026-03-11T02:30:00Z'));
    const early = await setDaySettings(client, { timezone: 'UTC', dayStartHour: 4 });
    const opened = await openToday(client);
    expect(opened.calendarDate).toBe('2026-03-11');
    expect(early.today).toBe('2026-03-10');
    expect(opened.retro.date).toBe('2026-03-10');
    expect(opened.yesterday).toEqual({ date: '2026-03-10', status: 'not_started', finishable: true });
    expect(opened.retro.closesAt).toBe('2026-03-11T04:00:00.000Z');

    await fillIn(client, opened.retro);
    const finished = await client.post('/api/retro/2026-03-10/complete');
    expect(finished.statusCode).toBe(200);

    // 06:30 on the clock: the day started at 4, so that retro is now closed.
    setClock(new Date('2026-03-11T06:30:00Z'));
    const later = await openToday(client);
    expect(later.retro.date).toBe('2026-03-11');
    expect(later.yesterday).toMatchObject({ date: '2026-03-10', finishable: false });
    const closed = await put(client, '/api/retro/2026-03-10/ratings/Health', { rating: 1 });
    expect(closed.statusCode).toBe(400);
    expect(closed.json().message).toMatch(/closed/);
    const read = (await client.get('/api/retro/2026-03-10')).json();
    expect(read).toMatchObject({ status: 'completed', editable: false, closesAt: null });
  });

  test('after the day starts, yesterday reports how it was left', async () => {
    const { client } = await signedInClient(t.app);
    setClock(new Date('2026-03-11T02:30:00Z'));
    await setDaySettings(client, { timezone: 'UTC', dayStartHour: 4 });
    const before = await openToday(client);
    expect(before.retro.date).toBe('2026-03-10');
    await put(client, '/api/retro/2026-03-10/ratings/Health', { rating: 3 });
    setClock(new Date('2026-03-11T06:30:00Z'));
    const after = await openToday(client);
    expect(after.yesterday).toEqual({ date: '2026-03-10', status: 'in_progress', finishable: false });
  });

  test('a user far east of UTC is already on the next day, and their day start follows their zone', async () => {
    const { client } = await signedInClient(t.app);
    // 14:30 UTC is 03:30 the next morning in Kiritimati (UTC+14): before a 4 o'clock day start.
    setClock(new Date('2026-03-11T13:30:00Z'));
    const profile = await setDaySettings(client, { timezone: 'Pacific/Kiritimati', dayStartHour: 4 });
    expect(profile.today).toBe('2026-03-11');
    const opened = await openToday(client);
    expect(opened.calendarDate).toBe('2026-03-12');
    expect(opened.retro.date).toBe('2026-03-11');
    expect(opened.retro.closesAt).toBe('2026-03-11T14:00:00.000Z');
  });
});

describe('the question rotation', () => {
  test('today asks nothing that was asked in the six days before, as the domain rule says', async () => {
    const { client, user } = await signedInClient(t.app);
    const pool = await regularQuestionIds(t.database.db);
    const today = TEST_TODAY;
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
    const today = TEST_TODAY;
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
