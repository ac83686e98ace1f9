import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addDays, localDay } from '../../../domain/local-day';
import { createTestApp, signedInClient, type TestApp, TestClient } from '../../test/test-app';
import { createJournalService } from './journal.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const today = () => localDay(new Date(), 'UTC');

async function create(client: TestClient, body: Record<string, unknown>) {
  const res = await client.post('/api/journal', body);
  expect(res.statusCode).toBe(201);
  return res.json();
}

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
      date: today(),
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
    const past = await create(client, { body: 'Remembering the trip', date: '2024-02-29' });
    expect(past.date).toBe('2024-02-29');
    const future = await client.post('/api/journal', { body: 'Not yet', date: addDays(today(), 2) });
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
    const entry = await create(client, { body });
    expect((await client.get(`/api/journal/${entry.id}`)).json().body).toBe(body);
  });

  test('editing changes only the fields sent', async () => {
    const { client } = await signedInClient(t.app);
    const entry = await create(client, { title: 'Draft', body: 'First thoughts', tags: ['work'] });
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
    const entry = await create(client, { body: 'Only a body' });
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
    const entry = await create(client, { body: 'What gives me peace', promptQuestionId: question.id });
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
    const yesterday = addDays(today(), -1);
    await logMood(user.id, today(), 5);
    await logMood(user.id, yesterday, 2);
    const entry = await create(client, { body: 'A bright day' });
    const older = await create(client, { body: 'A heavy day', date: yesterday });
    const quiet = await create(client, { body: 'No mood that day', date: addDays(today(), -2) });

    expect(entry).toMatchObject({ mood: 'great', moodId: expect.any(String) });
    expect(older.mood).toBe('bad');
    expect(quiet).toMatchObject({ mood: null, moodId: null });
    const items = (await client.get('/api/journal')).json().items;
    expect(items.map((item: { mood: string | null }) => item.mood)).toEqual(['great', 'bad', null]);

    // Changing the day's mood shows on the entry; moving the entry takes the new day's mood.
    await logMood(user.id, today(), 3);
    expect((await client.get(`/api/journal/${entry.id}`)).json().mood).toBe('okay');
    const moved = await client.patch(`/api/journal/${entry.id}`, { date: yesterday });
    expect(moved.json().mood).toBe('bad');
  });

  test("another user's mood on the same day never shows on an entry", async () => {
    const alice = await signedInClient(t.app, 'alice');
    const bob = await signedInClient(t.app, 'bob');
    await logMood(bob.user.id, today(), 1);
    const entry = await create(alice.client, { body: 'Mine' });
    expect(entry.mood).toBeNull();
    expect((await alice.client.get('/api/journal')).json().items[0].mood).toBeNull();
  });
});

describe('deleting and restoring', () => {
  test('a deleted entry disappears, can be restored, and comes back unchanged', async () => {
    const { client } = await signedInClient(t.app);
    const entry = await create(client, { title: 'Keep me', body: 'Important', tags: ['memo'] });
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
    const entry = await create(client, { body: 'Old news' });
    await client.delete(`/api/journal/${entry.id}`);
    await t.database.db.execute(
      sql`update journal_entries set deleted_at = now() - interval '30 days 1 minute' where user_id = ${user.id}`,
    );
    expect((await client.post(`/api/journal/${entry.id}/restore`)).statusCode).toBe(404);

    await createJournalService(t.database.db).purgeDeleted();
    const rows = await t.database.db.execute(sql`select id from journal_entries where user_id = ${user.id}`);
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([]);
  });
});

describe('listing', () => {
  test('pages run newest first by date, then by time written, with no gaps or repeats', async () => {
    const { client } = await signedInClient(t.app);
    const written: { id: string; date: string }[] = [];
    // Five entries on each of nine days, written out of order.
    for (const back of [3, 0, 8, 1, 5, 2, 7, 4, 6]) {
      for (let n = 0; n < 5; n++) {
        written.push(
          await create(client, { body: `Entry ${n} of ${back} days ago`, date: addDays(today(), -back) }),
        );
      }
    }
    const seen: { id: string; date: string; createdAt: string }[] = [];
    const sizes: number[] = [];
    let cursor: string | null = null;
    do {
      const res = await client.get(`/api/journal?limit=20${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.statusCode).toBe(200);
      sizes.push(res.json().items.length);
      seen.push(...res.json().items);
      cursor = res.json().nextCursor;
    } while (cursor);

    expect(sizes).toEqual([20, 20, 5]);
    expect(new Set(seen.map((entry) => entry.id)).size).toBe(45);
    for (let i = 1; i < seen.length; i++) {
      const [a, b] = [seen[i - 1], seen[i]] as [(typeof seen)[number], (typeof seen)[number]];
      expect(a.date > b.date || (a.date === b.date && a.createdAt >= b.createdAt)).toBe(true);
    }
    expect(seen[0]?.date).toBe(today());
  });

  test('a page that ends exactly at the last entry has no next page', async () => {
    const { client } = await signedInClient(t.app);
    for (let i = 0; i < 4; i++) await create(client, { body: `Note ${i}` });
    const page = (await client.get('/api/journal?limit=4')).json();
    expect(page.items).toHaveLength(4);
    expect(page.nextCursor).toBeNull();
    const first = (await client.get('/api/journal?limit=3')).json();
    const rest = (await client.get(`/api/journal?limit=3&cursor=${first.nextCursor}`)).json();
    expect(rest.items).toHaveLength(1);
    expect(rest.nextCursor).toBeNull();
  });

  test('a list item carries a plain excerpt, not the whole body', async () => {
    const { client } = await signedInClient(t.app);
    await create(client, { title: 'Long day', body: `**Busy** morning. ${'More words. '.repeat(100)}` });
    const [item] = (await client.get('/api/journal')).json().items;
    expect(item.body).toBeUndefined();
    expect(item.excerpt.startsWith('Busy morning. More words.')).toBe(true);
    expect(item.excerpt.length).toBeLessThanOrEqual(200);
  });

  test('tag and date filters narrow the list', async () => {
    const { client } = await signedInClient(t.app);
    await create(client, { body: 'a', tags: ['family'], date: '2026-01-10' });
    await create(client, { body: 'b', tags: ['family', 'travel'], date: '2026-01-20' });
    await create(client, { body: 'c', tags: ['travel'], date: '2026-02-01' });
    const dates = async (query: string) =>
      (await client.get(`/api/journal?${query}`)).json().items.map((e: { date: string }) => e.date);
    expect(await dates('tag=family')).toEqual(['2026-01-20', '2026-01-10']);
    expect(await dates('tag=%23Travel')).toEqual(['2026-02-01', '2026-01-20']);
    expect(await dates('from=2026-01-15&to=2026-01-31')).toEqual(['2026-01-20']);
    expect(await dates('tag=travel&to=2026-01-31')).toEqual(['2026-01-20']);
    expect(await dates('tag=work')).toEqual([]);
  });

  test('empty list parameters count as not given', async () => {
    const { client } = await signedInClient(t.app);
    await create(client, { body: 'Only entry', tags: ['solo'] });
    const page = (await client.get('/api/journal?cursor=&tag=&from=&to=&limit=')).json();
    expect(page.items).toHaveLength(1);
    const search = await client.get('/api/journal/search?q=entry&limit=&offset=');
    expect(search.statusCode).toBe(200);
    expect(search.json().items).toHaveLength(1);
  });

  test('bad list parameters are a 400 naming the parameter', async () => {
    const { client } = await signedInClient(t.app);
    for (const [query, path] of [
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['cursor=not-a-cursor', 'cursor'],
      [`cursor=${Buffer.from('2026-01-01|nope|x').toString('base64url')}`, 'cursor'],
      ['from=01-01-2026', 'from'],
    ]) {
      const res = await client.get(`/api/journal?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors[0].path).toBe(path);
    }
  });

  test('tags come with how many live entries use them, most used first', async () => {
    const { client } = await signedInClient(t.app);
    await create(client, { body: 'a', tags: ['running', 'health'] });
    await create(client, { body: 'b', tags: ['running'] });
    const gone = await create(client, { body: 'c', tags: ['running', 'work'] });
    await client.delete(`/api/journal/${gone.id}`);
    expect((await client.get('/api/journal/tags')).json()).toEqual({
      items: [
        { tag: 'running', count: 2 },
        { tag: 'health', count: 1 },
      ],
    });
  });
});

describe('on this day', () => {
  test('shows entries from the same month and day in earlier years only', async () => {
    const { client } = await signedInClient(t.app);
    const now = today();
    const year = Number(now.slice(0, 4));
    const sameDay = (yearsAgo: number) => `${year - yearsAgo}${now.slice(4)}`;
    const isLeapDay = now.endsWith('02-29');
    const oneYearAgo = isLeapDay ? null : await create(client, { body: 'One year ago', date: sameDay(1) });
    const fourYearsAgo = await create(client, { body: 'Four years ago', date: sameDay(4) });
    await create(client, { body: 'Today', date: now });
    await create(client, { body: 'Another day', date: addDays(sameDay(4), 1) });

    const res = await client.get('/api/journal/on-this-day');
    expect(res.statusCode).toBe(200);
    expect(res.json().date).toBe(now);
    const items = res.json().items.map((e: { id: string; yearsAgo: number }) => [e.id, e.yearsAgo]);
    expect(items).toEqual([...(oneYearAgo ? [[oneYearAgo.id, 1]] : []), [fourYearsAgo.id, 4]]);
  });
});

describe('another user', () => {
  test("cannot read, edit, delete or restore someone else's entry: always 404", async () => {
    const alice = await signedInClient(t.app, 'alice');
    const bob = await signedInClient(t.app, 'bob');
    const entry = await create(alice.client, { title: 'Private', body: 'Only mine', tags: ['secret'] });

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
