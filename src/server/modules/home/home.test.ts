import { afterAll, beforeAll, expect, test } from 'vitest';
import { addDays } from '#domain/local-day';
import { fillIn, put } from '#server/modules/retro/retro-api.fixtures';
import { TEST_TODAY } from '#server/test/pinned-clock';
import { createTestApp, signedInClient, type TestApp, TestClient } from '#server/test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const home = async (client: TestClient) => {
  const res = await client.get('/api/home');
  expect(res.statusCode).toBe(200);
  return res.json();
};

test('a new user is welcomed with a first retro and a question of the day', async () => {
  const { client } = await signedInClient(t.app);
  const summary = await home(client);
  const today = TEST_TODAY;
  expect(summary).toMatchObject({
    today,
    retro: {
      date: today,
      status: 'not_started',
      answeredCount: 0,
      questionCount: 3,
      ratedCount: 0,
      areaCount: 4,
    },
    recentEntries: [],
    isNewUser: true,
    nextStep: { kind: 'start_first_retro', path: '/daily-retro' },
  });
  expect(summary.questionOfTheDay.category).not.toBe('Regular');
  expect(summary.questionOfTheDay).toEqual((await client.get('/api/questions/daily')).json().question);
  // Reading the home page does not make today's retro.
  expect((await client.get(`/api/retro/${today}`)).statusCode).toBe(404);
});

test('the next step follows the retro, then the mood, then the journal', async () => {
  const { client } = await signedInClient(t.app);
  const { retro } = (await client.get('/api/retro/today')).json();
  expect((await home(client)).nextStep.kind).toBe('start_first_retro');

  await put(client, `/api/retro/${retro.date}/answers/${retro.questions[0].id}`, { text: 'A good talk' });
  const started = await home(client);
  expect(started).toMatchObject({
    isNewUser: false,
    retro: { status: 'in_progress', answeredCount: 1 },
    nextStep: { kind: 'finish_retro', path: '/daily-retro' },
  });

  await fillIn(client, retro, { answer: () => 'Answered', rating: 3 });
  expect((await client.post(`/api/retro/${retro.date}/complete`)).statusCode).toBe(200);
  expect((await home(client)).nextStep).toEqual({ kind: 'log_mood', path: '/' });

  expect((await client.post('/api/moods', { mood: 'good', note: null })).statusCode).toBe(201);
  expect((await home(client)).nextStep).toEqual({ kind: 'write_journal', path: '/journal' });

  await client.post('/api/journal', { body: 'Written today' });
  expect((await home(client)).nextStep.kind).toBe('all_done');
});

test('a returning user with an unstarted retro today is asked to start it', async () => {
  const { client } = await signedInClient(t.app);
  await client.post('/api/journal', { body: 'Last week', date: addDays(TEST_TODAY, -7) });
  const summary = await home(client);
  expect(summary.isNewUser).toBe(false);
  expect(summary.nextStep.kind).toBe('start_retro');
});

test('the three most recent journal entries are listed, newest first', async () => {
  const { client } = await signedInClient(t.app);
  const today = TEST_TODAY;
  for (const back of [5, 1, 3, 2]) {
    await client.post('/api/journal', {
      title: `Day -${back}`,
      body: `Body ${back}`,
      date: addDays(today, -back),
    });
  }
  const { recentEntries } = await home(client);
  expect(recentEntries.map((entry: { title: string }) => entry.title)).toEqual([
    'Day -1',
    'Day -2',
    'Day -3',
  ]);
  expect(recentEntries[0]).toMatchObject({ date: addDays(today, -1), excerpt: 'Body 1' });
});

test("today's mood comes with the home summary: null until logged, then what GET /api/moods/today answers", async () => {
  const { client } = await signedInClient(t.app);
  expect((await home(client)).todayMood).toBeNull();
  expect((await client.get('/api/moods/today')).statusCode).toBe(404);

  expect((await client.post('/api/moods', { mood: 'good', note: 'Slept well' })).statusCode).toBe(201);
  const { todayMood } = await home(client);
  expect(todayMood).toEqual((await client.get('/api/moods/today')).json());
  expect(todayMood).toMatchObject({ date: TEST_TODAY, mood: 'good', note: 'Slept well' });
});

test('signed-out callers get 401', async () => {
  expect((await new TestClient(t.app).get('/api/home')).statusCode).toBe(401);
});
