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
  test('a future day is a 400, a day before yesterday a typed 409, and nothing is saved', async () => {
    const { client } = await signedInClient(t.app);
    const { retro } = await openToday(client);
    const tomorrow = addDays(retro.date, 1);
    const future = await put(client, `/api/retro/${tomorrow}/ratings/Health`, { rating: 3 });
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe(
      "That day hasn't started yet: only today's or yesterday's retro can be filled in.",
    );
    expect(future.json().errors).toEqual([{ path: 'date', message: future.json().message }]);

    const old = await client.post(`/api/retro/${addDays(retro.date, -2)}/complete`);
    expect(old.statusCode).toBe(409);
    expect(old.json()).toEqual({
      code: 'RETRO_CLOSED',
      message: "That retro is closed: a day's retro can be finished until the end of the next day.",
    });
    const answer = await put(client, `/api/retro/${addDays(retro.date, -2)}/answers/1`, { text: 'late' });
    expect(answer.statusCode).toBe(409);
    expect((await client.get(`/api/retro/${addDays(retro.date, -2)}`)).statusCode).toBe(404);
  });

  test("yesterday's retro, left at 1 of 3 answers, can be finished the next day and counts for its day", async () => {
    setClock(new Date('2026-03-09T22:30:00Z'));
    const { client } = await signedInClient(t.app);
    const { retro } = await openToday(client);
    expect(retro.date).toBe('2026-03-09');
    await put(client, `/api/retro/2026-03-09/answers/${retro.questions[0].id}`, { text: 'A long day' });

    // The next morning: today is the 10th, the 9th is yesterday and still open until the 11th starts.
    setClock(new Date('2026-03-10T07:00:00Z'));
    const morning = await openToday(client);
    expect(morning.retro.date).toBe('2026-03-10');
    expect(morning.yesterday).toEqual({
      date: '2026-03-09',
      status: 'in_progress',
      answeredCount: 1,
      questionCount: 3,
      ratedCount: 0,
      areaCount: 4,
      finishable: true,
      closesAt: '2026-03-11T00:00:00.000Z',
    });
    const late = (await client.get('/api/retro/2026-03-09')).json();
    expect(late).toMatchObject({ editable: true, closesAt: '2026-03-11T00:00:00.000Z' });
    await fillIn(client, late);
    const finished = await client.post('/api/retro/2026-03-09/complete');
    expect(finished.statusCode).toBe(200);
    expect(finished.json()).toMatchObject({ date: '2026-03-09', status: 'completed' });
    const streak = (await client.get('/api/streaks')).json()[0];
    expect(streak).toMatchObject({ id: 'daily-retro', current: 1, lastActiveDate: '2026-03-09' });
    expect((await openToday(client)).yesterday).toMatchObject({ status: 'completed', finishable: false });
  });

  test("yesterday's retro never opened on its day can be opened and finished late", async () => {
    setClock(new Date('2026-03-08T12:00:00Z'));
    const { client } = await signedInClient(t.app);
    setClock(new Date('2026-03-10T23:59:00Z'));
    const opened = await client.get('/api/retro/2026-03-09');
    expect(opened.statusCode).toBe(200);
    await fillIn(client, opened.json());
    expect((await client.post('/api/retro/2026-03-09/complete')).statusCode).toBe(200);
  });

  test('at the start of the day after, yesterday has closed: answers are refused, the day reads as left', async () => {
    setClock(new Date('2026-03-09T20:00:00Z'));
    const { client } = await signedInClient(t.app);
    const { retro } = await openToday(client);
    await put(client, `/api/retro/${retro.date}/ratings/Health`, { rating: 3 });
    setClock(new Date('2026-03-11T00:00:00Z'));
    const closed = await put(client, '/api/retro/2026-03-09/ratings/Health', { rating: 1 });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().code).toBe('RETRO_CLOSED');
    expect((await client.get('/api/retro/2026-03-09')).json()).toMatchObject({
      status: 'in_progress',
      editable: false,
      closesAt: null,
      ratings: expect.arrayContaining([{ area: 'Health', rating: 3 }]),
    });
  });

  test("on the account's first day there is no yesterday to finish", async () => {
    const { client } = await signedInClient(t.app);
    const { retro, yesterday } = await openToday(client);
    expect(yesterday).toMatchObject({ date: addDays(retro.date, -1), finishable: false, closesAt: null });
    const refused = await client.post(`/api/retro/${addDays(retro.date, -1)}/complete`);
    expect(refused.statusCode).toBe(409);
  });

  test('the day-start hour decides which day is yesterday and when it closes', async () => {
    setClock(new Date('2026-03-08T12:00:00Z'));
    const { client } = await signedInClient(t.app);
    // 02:30 on the 11th with the day starting at 4: today is still the 10th, yesterday the 9th.
    setClock(new Date('2026-03-11T02:30:00Z'));
    const early = await setDaySettings(client, { timezone: 'UTC', dayStartHour: 4 });
    const opened = await openToday(client);
    expect(opened.calendarDate).toBe('2026-03-11');
    expect(early.today).toBe('2026-03-10');
    expect(opened.retro).toMatchObject({ date: '2026-03-10', closesAt: '2026-03-12T04:00:00.000Z' });
    expect(opened.yesterday).toMatchObject({
      date: '2026-03-09',
      finishable: true,
      closesAt: '2026-03-11T04:00:00.000Z',
    });
    setClock(new Date('2026-03-11T04:00:00Z'));
    expect((await openToday(client)).yesterday).toMatchObject({ date: '2026-03-10', finishable: true });
    expect((await put(client, '/api/retro/2026-03-09/ratings/Health', { rating: 2 })).statusCode).toBe(409);
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
    // Today's retro stays open through tomorrow: until 04:00 on the 13th in Kiritimati.
    expect(opened.retro.closesAt).toBe('2026-03-12T14:00:00.000Z');
  });

  test('a completed retro of any day can be corrected, and it stays completed', async () => {
    const { client, user } = await signedInClient(t.app);
    const date = addDays(TEST_TODAY, -30);
    await seedRetro(t.database.db, {
      userId: user.id,
      date,
      questionIds: [1, 2, 3],
      answers: { 1: 'Went hiking', 2: 'Called mum', 3: 'Read' },
      ratings: { Spiritual: 3, Relationships: 5, Health: 4, Productivity: 2 },
      completed: true,
    });
    expect((await client.get(`/api/retro/${date}`)).json()).toMatchObject({ editable: true, closesAt: null });
    const answer = await put(client, `/api/retro/${date}/answers/2`, { text: 'Called mum and dad' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().progress).toMatchObject({ status: 'completed', answeredCount: 3 });
    expect((await put(client, `/api/retro/${date}/ratings/Health`, { rating: 2 })).statusCode).toBe(200);
    const emptied = await put(client, `/api/retro/${date}/answers/3`, { text: ' ' });
    expect(emptied.statusCode).toBe(400);
    const read = (await client.get(`/api/retro/${date}`)).json();
    expect(read).toMatchObject({
      status: 'completed',
      questions: [{}, { answer: 'Called mum and dad' }, { answer: 'Read' }],
    });
    expect(read.ratings).toContainEqual({ area: 'Health', rating: 2 });
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
