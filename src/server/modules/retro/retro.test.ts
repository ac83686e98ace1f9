import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LIFE_AREAS, RETRO_COMPLETION_MESSAGE, RETRO_QUESTIONS_PER_DAY } from '#contract/constants';
import { addDays } from '#domain/local-day';
import { TEST_TODAY } from '#server/test/pinned-clock';
import { createTestApp, signedInClient, type TestApp, TestClient } from '#server/test/test-app';
import { regularQuestionIds, seedRetro } from './retro.fixtures';
import { fillIn, openToday, put } from './retro-api.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("today's retro", () => {
  test('is made on first request with the Regular questions and an empty rating per area', async () => {
    const { client } = await signedInClient(t.app);
    const regular = await regularQuestionIds(t.database.db);
    const { retro, calendarDate, yesterday } = await openToday(client);
    expect(retro.date).toBe(TEST_TODAY);
    expect(calendarDate).toBe(retro.date);
    expect(retro.questions).toHaveLength(RETRO_QUESTIONS_PER_DAY);
    for (const question of retro.questions) {
      expect(regular).toContain(question.id);
      expect(question).toMatchObject({ answer: '', answeredAt: null });
      expect(question.text.length).toBeGreaterThan(10);
    }
    expect(retro.ratings).toEqual(LIFE_AREAS.map((area) => ({ area, rating: null })));
    expect(retro).toMatchObject({
      status: 'not_started',
      answeredCount: 0,
      questionCount: RETRO_QUESTIONS_PER_DAY,
      ratedCount: 0,
      areaCount: 4,
      completedAt: null,
      editable: true,
    });
    expect(new Date(retro.closesAt).toISOString()).toBe(`${addDays(retro.date, 2)}T00:00:00.000Z`);
    // The account was made today: there is no yesterday to finish.
    expect(yesterday).toEqual({
      date: addDays(retro.date, -1),
      status: 'not_started',
      answeredCount: 0,
      questionCount: 3,
      ratedCount: 0,
      areaCount: 4,
      finishable: false,
      closesAt: null,
    });
  });

  test('is the same retro with the same questions on every request that day', async () => {
    const { client } = await signedInClient(t.app);
    const first = await openToday(client);
    const [second, third] = await Promise.all([openToday(client), openToday(client)]);
    expect(second.retro.id).toBe(first.retro.id);
    expect(third.retro.questions).toEqual(first.retro.questions);
  });
});

describe('answers and ratings', () => {
  test('an answer saves, counts once it has text, and saving it again changes nothing', async () => {
    const { client } = await signedInClient(t.app);
    const { retro } = await openToday(client);
    const url = `/api/retro/${retro.date}/answers/${retro.questions[0].id}`;

    const draft = await put(client, url, { text: '' });
    expect(draft.statusCode).toBe(200);
    expect(draft.json().progress).toMatchObject({ status: 'not_started', answeredCount: 0 });

    const saved = await put(client, url, { text: 'Finished the report\nand went for a run' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      questionId: retro.questions[0].id,
      text: 'Finished the report\nand went for a run',
      progress: { status: 'in_progress', answeredCount: 1, questionCount: 3 },
    });
    const again = await put(client, url, { text: 'Finished the report\nand went for a run' });
    expect(again.json().progress).toEqual(saved.json().progress);

    const read = (await client.get(`/api/retro/${retro.date}`)).json();
    expect(read.questions[0]).toMatchObject({ answer: 'Finished the report\nand went for a run' });
    expect(read.questions[0].answeredAt).not.toBeNull();
  });

  test('an answer of up to 10,000 characters is kept; a longer one is refused', async () => {
    const { client } = await signedInClient(t.app);
    const { retro } = await openToday(client);
    const url = `/api/retro/${retro.date}/answers/${retro.questions[0].id}`;
    expect((await put(client, url, { text: 'a'.repeat(10_000) })).statusCode).toBe(200);
    const tooLong = await put(client, url, { text: 'a'.repeat(10_001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toEqual([
      { path: 'text', message: 'An answer can be at most 10,000 characters' },
    ]);
  });

  test('bad payloads are a 400 naming the field', async () => {
    const { client } = await signedInClient(t.app);
    const { retro } = await openToday(client);
    const answerUrl = `/api/retro/${retro.date}/answers/${retro.questions[0].id}`;
    expect((await put(client, answerUrl, {})).json().errors[0].path).toBe('text');
    expect((await put(client, answerUrl, { text: 42 })).json().errors[0].path).toBe('text');
    expect((await put(client, `/api/retro/${retro.date}/answers/first`, { text: 'x' })).statusCode).toBe(400);
    expect((await put(client, `/api/retro/not-a-date/answers/1`, { text: 'x' })).json().errors[0].path).toBe(
      'date',
    );
    expect((await put(client, `/api/retro/2026-02-30/ratings/Health`, { rating: 3 })).statusCode).toBe(400);

    for (const rating of [0, 6, 2.5, '3', null]) {
      const res = await put(client, `/api/retro/${retro.date}/ratings/Health`, { rating });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0]).toEqual({ path: 'rating', message: 'Choose a rating from 1 to 5' });
    }
    const area = await put(client, `/api/retro/${retro.date}/ratings/Finance`, { rating: 3 });
    expect(area.statusCode).toBe(400);
    expect(area.json().errors[0].path).toBe('area');
  });

  test('a question that is not in the retro is a 404', async () => {
    const { client } = await signedInClient(t.app);
    const { retro } = await openToday(client);
    const regular = await regularQuestionIds(t.database.db);
    const other = regular.find((id) => !retro.questions.some((q: { id: number }) => q.id === id));
    const res = await put(client, `/api/retro/${retro.date}/answers/${other}`, { text: 'x' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
    expect((await put(client, `/api/retro/${retro.date}/answers/999999`, { text: 'x' })).statusCode).toBe(
      404,
    );
  });

  test('a rating saves and can be changed', async () => {
    const { client } = await signedInClient(t.app);
    const { retro } = await openToday(client);
    const first = await put(client, `/api/retro/${retro.date}/ratings/Health`, { rating: 2 });
    expect(first.json()).toMatchObject({ area: 'Health', rating: 2, progress: { ratedCount: 1 } });
    const second = await put(client, `/api/retro/${retro.date}/ratings/Health`, { rating: 5 });
    expect(second.json()).toMatchObject({ rating: 5, progress: { ratedCount: 1, status: 'in_progress' } });
    const read = (await client.get(`/api/retro/${retro.date}`)).json();
    expect(read.ratings).toContainEqual({ area: 'Health', rating: 5 });
  });
});

describe('completing', () => {
  test('a partial retro is refused with the message and a list of what is missing', async () => {
    const { client } = await signedInClient(t.app);
    const { retro } = await openToday(client);
    const [first, second, third] = retro.questions;
    await put(client, `/api/retro/${retro.date}/answers/${first.id}`, { text: 'Slept well' });
    await put(client, `/api/retro/${retro.date}/answers/${second.id}`, { text: '   \n  ' });
    await put(client, `/api/retro/${retro.date}/ratings/Health`, { rating: 4 });

    const res = await client.post(`/api/retro/${retro.date}/complete`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: RETRO_COMPLETION_MESSAGE,
      code: 'VALIDATION_FAILED',
      errors: [
        { path: `answers.${second.id}`, message: 'Answer this question' },
        { path: `answers.${third.id}`, message: 'Answer this question' },
        { path: 'ratings.Spiritual', message: 'Rate Spiritual' },
        { path: 'ratings.Relationships', message: 'Rate Relationships' },
        { path: 'ratings.Productivity', message: 'Rate Productivity' },
      ],
    });
    expect(res.json().message).toBe('You must answer all questions to complete your retro.');
    expect((await client.get(`/api/retro/${retro.date}`)).json()).toMatchObject({
      completedAt: null,
      status: 'in_progress',
    });
  });

  test('an untouched retro lists every question and area as missing', async () => {
    const { client } = await signedInClient(t.app);
    const { retro } = await openToday(client);
    const res = await client.post(`/api/retro/${retro.date}/complete`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveLength(RETRO_QUESTIONS_PER_DAY + LIFE_AREAS.length);
  });

  test('a full retro completes, and completing it again returns the same completed retro', async () => {
    const { client } = await signedInClient(t.app);
    const { retro } = await openToday(client);
    await fillIn(client, retro);

    const done = await client.post(`/api/retro/${retro.date}/complete`);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      id: retro.id,
      status: 'completed',
      answeredCount: 3,
      ratedCount: 4,
      editable: true,
    });
    expect(done.json().completedAt).not.toBeNull();

    const again = await client.post(`/api/retro/${retro.date}/complete`);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(done.json());
    expect((await openToday(client)).retro.status).toBe('completed');
  });

  test('a completed retro can still be edited that day but not emptied', async () => {
    const { client } = await signedInClient(t.app);
    const { retro } = await openToday(client);
    await fillIn(client, retro);
    await client.post(`/api/retro/${retro.date}/complete`);
    const url = `/api/retro/${retro.date}/answers/${retro.questions[0].id}`;
    expect((await put(client, url, { text: 'A better answer' })).statusCode).toBe(200);
    const emptied = await put(client, url, { text: '  ' });
    expect(emptied.statusCode).toBe(400);
    expect(emptied.json().errors[0].path).toBe('text');
    expect((await client.get(`/api/retro/${retro.date}`)).json().questions[0].answer).toBe('A better answer');
  });

  test('completing a day that has not been opened yet makes it and lists what is missing', async () => {
    const { client } = await signedInClient(t.app);
    const today = TEST_TODAY;
    const res = await client.post(`/api/retro/${today}/complete`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(RETRO_COMPLETION_MESSAGE);
  });
});

describe('reading one retro', () => {
  test('a past completed retro reads in full and can be corrected', async () => {
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
    const res = await client.get(`/api/retro/${date}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      date,
      status: 'completed',
      editable: true,
      closesAt: null,
      questions: [{ id: 1, answer: 'Went hiking' }, { id: 2 }, { id: 3 }],
      ratings: [
        { area: 'Spiritual', rating: 3 },
        { area: 'Relationships', rating: 5 },
        { area: 'Health', rating: 4 },
        { area: 'Productivity', rating: 2 },
      ],
    });
  });

  test('a day without a retro is a 404', async () => {
    const { client } = await signedInClient(t.app);
    const res = await client.get('/api/retro/2020-01-01');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });
});

describe('another user', () => {
  test("cannot read or change someone else's retro: it is not found, and theirs stays untouched", async () => {
    const alice = await signedInClient(t.app, 'alice');
    const bob = await signedInClient(t.app, 'bob');
    const { retro } = await openToday(alice.client);
    await put(alice.client, `/api/retro/${retro.date}/answers/${retro.questions[0].id}`, {
      text: "Alice's words",
    });
    const past = addDays(retro.date, -3);
    await seedRetro(t.database.db, {
      userId: alice.user.id,
      date: past,
      questionIds: [1],
      answers: { 1: 'Old' },
    });

    expect((await bob.client.get(`/api/retro/${past}`)).statusCode).toBe(404);
    const bobToday = await bob.client.get(`/api/retro/${retro.date}`);
    expect(bobToday.statusCode).toBe(404);
    expect((await bob.client.post(`/api/retro/${past}/complete`)).statusCode).toBe(409);

    // Bob writing on the same date writes into his own retro.
    const bobRetro = (await openToday(bob.client)).retro;
    expect(bobRetro.id).not.toBe(retro.id);
    await put(bob.client, `/api/retro/${retro.date}/ratings/Health`, { rating: 1 });
    const history = (await bob.client.get('/api/retro/history')).json();
    expect(history.items.map((item: { id: string }) => item.id)).toEqual([bobRetro.id]);

    const aliceView = (await alice.client.get(`/api/retro/${retro.date}`)).json();
    expect(aliceView.questions[0].answer).toBe("Alice's words");
    expect(aliceView.ratings).toContainEqual({ area: 'Health', rating: null });
  });
});

test('signed-out callers get 401 on every retro call, before any validation', async () => {
  const anonymous = new TestClient(t.app);
  const calls = [
    anonymous.get('/api/retro/today'),
    anonymous.get('/api/retro/history?limit=abc'),
    anonymous.get('/api/retro/2026-01-01'),
    anonymous.get('/api/retro/not-a-date'),
    put(anonymous, '/api/retro/2026-01-01/answers/1', { text: 'x' }),
    put(anonymous, '/api/retro/2026-01-01/answers/1', { wrong: true }),
    put(anonymous, '/api/retro/2026-01-01/ratings/Health', { rating: 9 }),
    anonymous.post('/api/retro/2026-01-01/complete'),
  ];
  for (const res of await Promise.all(calls)) {
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'You are not signed in', code: 'UNAUTHENTICATED' });
  }
});
