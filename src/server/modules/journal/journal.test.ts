import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addDays } from '#domain/local-day';
import { TEST_TODAY } from '#server/test/pinned-clock';
import { createTestApp, signedInClient, type TestApp, TestClient } from '#server/test/test-app';
import { createJournalService } from './journal.service';
import { createEntry } from './journal-api.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('writing entries', () => {
  test('a new entry is dated today and returned whole', async () => {
    const { client } = await signedInClient(t.app);
    const res = await client.post('/api/journal', {
      title: '  A quiet Sunday ',
      body: '# Morning\nCoffee on the balcony.',
      tags: ['#Gratitude', ' slow   days ', 'gratitude'],
    });
    expect(res.statusCode).toBe(201);
    const entry = res.json();
    expect(entry).toMatchObject({
      date: TEST_TODAY,
      title: 'A quiet Sunday',
      body: '# Morning\nCoffee on the balcony.',
      tags: ['gratitude', 'slow days'],
      moodId: null,
      mood: null,
      promptQuestionId: null,
    });
    expect(Object.keys(entry).sort()).toEqual(
      [
        'body',
        'createdAt',
        'date',
        'id',
        'mood',
        'moodId',
        'promptQuestionId',
        'tags',
        'title',
        'updatedAt',
      ].sort(),
    );
    expect((await client.get(`/api/journal/${entry.id}`)).json()).toEqual(entry);
  });

  test('an entry can be dated in the past but not after today', async () => {
    const { client } = await signedInClient(t.app);
    const past = await createEntry(client, { body: 'Remembering the trip', date: '2024-02-29' });
    expect(past.date).toBe('2024-02-29');
    const future = await client.post('/api/journal', { body: 'Not yet', date: addDays(TEST_TODAY, 2) });
    expect(future.statusCode).toBe(400);
    expect(future.json().errors).toEqual([{ path: 'date', message: 'An entry cannot be dated after today' }]);
  });

  test('bad entries are refused with 400 naming the field, and nothing is stored', async () => {
    const { client } = await signedInClient(t.app);
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '', body: '   ' }, 'body'],
      [{}, 'body'],
      [{ body: 'x'.repeat(100_001) }, 'body'],
      [{ title: 't'.repeat(201), body: 'x' }, 'title'],
      [{ body: 'x', tags: ['ok', ''] }, 'tags.1'],
      [{ body: 'x', tags: ['no<script>'] }, 'tags.0'],
      [{ body: 'x', tags: Array.from({ length: 21 }, (_, i) => `tag${i}`) }, 'tags'],
      [{ body: 'x', tags: 'single' }, 'tags'],
      [{ body: 'x', date: '2026-02-30' }, 'date'],
      [{ body: 42 }, 'body'],
    ];
    for (const [body, path] of cases) {
      const res = await client.post('/api/journal', body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(path);
    }
    const unknown = await client.post('/api/journal', { body: 'x', mood: 'great' });
    expect(unknown.statusCode).toBe(400);
    expect((await client.get('/api/journal')).json().items).toEqual([]);
  });

  test('a body of 100,000 characters is kept whole', async () => {
    const { client } = await signedInClient(t.app);
    const body = 'word '.repeat(20_000);
    const entry = await createEntry(client, { body });
    expect((await client.get(`/api/journal/${entry.id}`)).json().body).toBe(body);
  });

  test('editing changes only the fields sent', async () => {
    const { client } = await signedInClient(t.app);
    const entry = await createEntry(client, { title: 'Draft', body: 'First thoughts', tags: ['work'] });
    const res = await client.patch(`/api/journal/${entry.id}`, { title: 'Final' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      title: 'Final',
      body: 'First thoughts',
      tags: ['work'],
      date: entry.date,
    });
    expect(new Date(res.json().updatedAt).getTime()).toBeGreaterThanOrEqual(
      new Date(entry.updatedAt).getTime(),
    );

    const retagged = await client.patch(`/api/journal/${entry.id}`, {
      tags: [],
      title: null,
      date: '2025-12-31',
    });
    expect(retagged.json()).toMatchObject({
      title: null,
      tags: [],
      date: '2025-12-31',
      body: 'First thoughts',
    });
  });

  test('an edit that would leave the entry empty, or changes nothing, is refused', async () => {
    const { client } = await signedInClient(t.app);
    const entry = await createEntry(client, { body: 'Only a body' });
    const emptied = await client.patch(`/api/journal/${entry.id}`, { body: ' ' });
    expect(emptied.statusCode).toBe(400);
    expect(emptied.json().message).toBe('Write something before saving');
    const nothing = await client.patch(`/api/journal/${entry.id}`, {});
    expect(nothing.statusCode).toBe(400);
    const unknownField = await client.patch(`/api/journal/${entry.id}`, { userId: 'someone-else' });
    expect(unknownField.statusCode).toBe(400);
    expect((await client.get(`/api/journal/${entry.id}`)).json().body).toBe('Only a body');
  });
});

describe('prompts and moods', () => {
  async function libraryQuestion(client: TestClient, category: string) {
    const [question] = (await client.get(`/api/questions?category=${category}`)).json().items;
    return question as { id: number; category: string };
  }

  async function logMood(userId: string, date: string, score: number) {
    await t.database.db.execute(
      sql`insert into moods (user_id, local_date, score) values (${userId}, ${date}, ${score})
          on conflict (user_id, local_date) do update set score = excluded.score`,
    );
  }

  test('an entry written from a library question keeps the question id', async () => {
    const { client } = await signedInClient(t.app);
    const question = await libraryQuestion(client, 'Spiritual');
    const entry = await createEntry(client, { body: 'What gives me peace', promptQuestionId: question.id });
    expect(entry.promptQuestionId).toBe(question.id);
    expect((await client.get(`/api/journal/${entry.id}`)).json().promptQuestionId).toBe(question.id);
    // Editing other fields leaves the prompt as it was.
    const edited = await client.patch(`/api/journal/${entry.id}`, { title: 'Peace' });
    expect(edited.json().promptQuestionId).toBe(question.id);
  });

  test('an unknown or retired prompt question is a 400 on that field, and nothing is stored', async () => {
    const { client } = await signedInClient(t.app);
    const retired = await libraryQuestion(client, 'Health');
    await t.database.db.execute(sql`update questions set active = false where id = ${retired.id}`);
    try {
      for (const promptQuestionId of [999_999, retired.id, 0, 1.5, '3', 2 ** 31]) {
        const res = await client.post('/api/journal', { body: 'x', promptQuestionId });
        expect(res.statusCode, String(promptQuestionId)).toBe(400);
        expect(res.json().errors.map((e: { path: string }) => e.path)).toEqual(['promptQuestionId']);
      }
      expect(
        (await client.post('/api/journal', { body: 'x', promptQuestionId: 999_999 })).json(),
      ).toMatchObject({
        message: 'That question is not in the library',
        code: 'VALIDATION_FAILED',
      });
    } finally {
      await t.database.db.execute(sql`update questions set active = true where id = ${retired.id}`);
    }
    expect((await client.get('/api/journal')).json().items).toEqual([]);
  });

  test('an entry carries the mood logged on its day, in the entry, the list and after a move', async () => {
    const { client, user } = await signedInClient(t.app);
    const yesterday = addDays(TEST_TODAY, -1);
    await logMood(user.id, TEST_TODAY, 5);
    await logMood(user.id, yesterday, 2);
    const entry = await createEntry(client, { body: 'A bright day' });
    const older = await createEntry(client, { body: 'A heavy day', date: yesterday });
    const quiet = await createEntry(client, { body: 'No mood that day', date: addDays(TEST_TODAY, -2) });

    expect(entry).toMatchObject({ mood: 'great', moodId: expect.any(String) });
    expect(older.mood).toBe('bad');
    expect(quiet).toMatchObject({ mood: null, moodId: null });
    const items = (await client.get('/api/journal')).json().items;
    expect(items.map((item: { mood: string | null }) => item.mood)).toEqual(['great', 'bad', null]);

    // Changing the day's mood shows on the entry; moving the entry takes the new day's mood.
    await logMood(user.id, TEST_TODAY, 3);
    expect((await client.get(`/api/journal/${entry.id}`)).json().mood).toBe('okay');
    const moved = await client.patch(`/api/journal/${entry.id}`, { date: yesterday });
    expect(moved.json().mood).toBe('bad');
  });

  test("another user's mood on the same day never shows on an entry", async () => {
    const alice = await signedInClient(t.app, 'alice');
    const bob = await signedInClient(t.app, 'bob');
    await logMood(bob.user.id, TEST_TODAY, 1);
    const entry = await createEntry(alice.client, { body: 'Mine' });
    expect(entry.mood).toBeNull();
    expect((await alice.client.get('/api/journal')).json().items[0].mood).toBeNull();
  });
});

describe('deleting and restoring', () => {
  test('a deleted entry disappears, can be restored, and comes back unchanged', async () => {
    const { client } = await signedInClient(t.app);
    const entry = await createEntry(client, { title: 'Keep me', body: 'Important', tags: ['memo'] });
    const deleted = await client.delete(`/api/journal/${entry.id}`);
    expect(deleted.statusCode).toBe(200);
    const { deletedAt, restorableUntil } = deleted.json();
    expect(new Date(restorableUntil).getTime() - new Date(deletedAt).getTime()).toBe(30 * 24 * 3600_000);

    expect((await client.get(`/api/journal/${entry.id}`)).statusCode).toBe(404);
    expect((await client.patch(`/api/journal/${entry.id}`, { body: 'x' })).statusCode).toBe(404);
    expect((await client.delete(`/api/journal/${entry.id}`)).statusCode).toBe(404);
    expect((await client.get('/api/journal')).json().items).toEqual([]);
    expect((await client.get('/api/journal/tags')).json().items).toEqual([]);

    const restored = await client.post(`/api/journal/${entry.id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toEqual(entry);
    expect((await client.get('/api/journal')).json().items).toHaveLength(1);
    // Restoring a live entry changes nothing.
    expect((await client.post(`/api/journal/${entry.id}/restore`)).json()).toEqual(entry);
  });

  test('after 30 days a deleted entry cannot be restored, and the sweep removes it', async () => {
    const { client, user } = await signedInClient(t.app);
    const entry = await createEntry(client, { body: 'Old news' });
    await client.delete(`/api/journal/${entry.id}`);
    await t.database.db.execute(
      sql`update journal_entries set deleted_at = now() - interval '30 days 1 minute' where user_id = ${user.id}`,
    );
    expect((await client.post(`/api/journal/${entry.id}/restore`)).statusCode).toBe(404);

    await createJournalService(t.database.db, t.app.log).purgeDeleted();
    const rows = await t.database.db.execute(sql`select id from journal_entries where user_id = ${user.id}`);
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([]);
  });
});

describe('another user', () => {
  test("cannot read, edit, delete or restore someone else's entry: always 404", async () => {
    const alice = await signedInClient(t.app, 'alice');
    const bob = await signedInClient(t.app, 'bob');
    const entry = await createEntry(alice.client, { title: 'Private', body: 'Only mine', tags: ['secret'] });

    expect((await bob.client.get(`/api/journal/${entry.id}`)).statusCode).toBe(404);
    expect((await bob.client.patch(`/api/journal/${entry.id}`, { body: 'Hacked' })).statusCode).toBe(404);
    expect((await bob.client.delete(`/api/journal/${entry.id}`)).statusCode).toBe(404);
    expect((await bob.client.post(`/api/journal/${entry.id}/restore`)).statusCode).toBe(404);
    expect((await bob.client.get('/api/journal')).json().items).toEqual([]);
    expect((await bob.client.get('/api/journal/tags')).json().items).toEqual([]);

    await alice.client.delete(`/api/journal/${entry.id}`);
    expect((await bob.client.post(`/api/journal/${entry.id}/restore`)).statusCode).toBe(404);
    const restored = await alice.client.post(`/api/journal/${entry.id}/restore`);
    expect(restored.json()).toMatchObject({ body: 'Only mine' });
  });

  test('an id that is not a uuid is a 400, an unknown one a 404', async () => {
    const { client } = await signedInClient(t.app);
    expect((await client.get('/api/journal/123')).statusCode).toBe(400);
    expect((await client.get('/api/journal/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

test('signed-out callers get 401 on every journal call, before any validation', async () => {
  const anonymous = new TestClient(t.app);
  const id = '00000000-0000-4000-8000-000000000000';
  const calls = [
    anonymous.get('/api/journal'),
    anonymous.get('/api/journal?limit=0'),
    anonymous.post('/api/journal', { body: 'x' }),
    anonymous.post('/api/journal', { nonsense: true }),
    anonymous.get(`/api/journal/${id}`),
    anonymous.get('/api/journal/not-an-id'),
    anonymous.patch(`/api/journal/${id}`, { body: 'x' }),
    anonymous.delete(`/api/journal/${id}`),
    anonymous.post(`/api/journal/${id}/restore`),
    anonymous.get('/api/journal/search?q=x'),
    anonymous.get('/api/journal/search'),
    anonymous.get('/api/journal/tags'),
    anonymous.get('/api/journal/on-this-day'),
  ];
  for (const res of await Promise.all(calls)) {
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
  }
});

describe("an entry's date", () => {
  test('can be changed to any day from 1900 to today; later, earlier or malformed dates are 400s', async () => {
    const { client } = await signedInClient(t.app);
    const entry = (await client.post('/api/journal', { body: 'Remembered' })).json();
    const moved = await client.patch(`/api/journal/${entry.id}`, { date: '1999-12-31' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ date: '1999-12-31', body: 'Remembered' });
    for (const [date, message] of [
      ['1899-12-31', 'An entry cannot be dated before 1900'],
      [addDays(TEST_TODAY, 1), 'An entry cannot be dated after today'],
    ]) {
      const res = await client.patch(`/api/journal/${entry.id}`, { date });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ path: 'date', message }]);
    }
    for (const date of ['2026-02-29', '1999-1-1', `${'9'.repeat(4000)}`, 'abc\u0000']) {
      expect((await client.patch(`/api/journal/${entry.id}`, { date })).statusCode).toBe(400);
    }
    expect((await client.get(`/api/journal/${entry.id}`)).json().date).toBe('1999-12-31');
  });

  test("another user's entry cannot be re-dated: 404, and it keeps its date", async () => {
    const alice = await signedInClient(t.app, 'alice-redate');
    const bob = await signedInClient(t.app, 'bob-redate');
    const entry = (await alice.client.post('/api/journal', { body: 'Mine' })).json();
    const res = await bob.client.patch(`/api/journal/${entry.id}`, { date: addDays(TEST_TODAY, -1) });
    expect(res.statusCode).toBe(404);
    expect((await alice.client.get(`/api/journal/${entry.id}`)).json().date).toBe(TEST_TODAY);
    expect(
      (await new TestClient(t.app).patch(`/api/journal/${entry.id}`, { date: TEST_TODAY })).statusCode,
    ).toBe(401);
  });
});
