import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addDays } from '#domain/local-day';
import { TEST_TODAY } from '#server/test/pinned-clock';
import { createTestApp, signedInClient, type TestApp } from '#server/test/test-app';
import { createEntry } from './journal-api.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Listing entries: pages, filters, excerpts, tags, and entries from this day in earlier years.

describe('listing', () => {
  test('pages run newest first by date, then by time written, with no gaps or repeats', async () => {
    const { client } = await signedInClient(t.app);
    const written: { id: string; date: string }[] = [];
    // Five entries on each of nine days, written out of order.
    for (const back of [3, 0, 8, 1, 5, 2, 7, 4, 6]) {
      for (let n = 0; n < 5; n++) {
        written.push(
          await createEntry(client, {
            body: `Entry ${n} of ${back} days ago`,
            date: addDays(TEST_TODAY, -back),
          }),
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
    expect(seen[0]?.date).toBe(TEST_TODAY);
  });

  test('a page that ends exactly at the last entry has no next page', async () => {
    const { client } = await signedInClient(t.app);
    for (let i = 0; i < 4; i++) await createEntry(client, { body: `Note ${i}` });
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
    await createEntry(client, { title: 'Long day', body: `**Busy** morning. ${'More words. '.repeat(100)}` });
    const [item] = (await client.get('/api/journal')).json().items;
    expect(item.body).toBeUndefined();
    expect(item.excerpt.startsWith('Busy morning. More words.')).toBe(true);
    expect(item.excerpt.length).toBeLessThanOrEqual(200);
  });

  test('tag and date filters narrow the list', async () => {
    const { client } = await signedInClient(t.app);
    await createEntry(client, { body: 'a', tags: ['family'], date: '2026-01-10' });
    await createEntry(client, { body: 'b', tags: ['family', 'travel'], date: '2026-01-20' });
    await createEntry(client, { body: 'c', tags: ['travel'], date: '2026-02-01' });
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
    await createEntry(client, { body: 'Only entry', tags: ['solo'] });
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
    await createEntry(client, { body: 'a', tags: ['running', 'health'] });
    await createEntry(client, { body: 'b', tags: ['running'] });
    const gone = await createEntry(client, { body: 'c', tags: ['running', 'work'] });
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
    const now = TEST_TODAY;
    const year = Number(now.slice(0, 4));
    const sameDay = (yearsAgo: number) => `${year - yearsAgo}${now.slice(4)}`;
    const isLeapDay = now.endsWith('02-29');
    const oneYearAgo = isLeapDay
      ? null
      : await createEntry(client, { body: 'One year ago', date: sameDay(1) });
    const fourYearsAgo = await createEntry(client, { body: 'Four years ago', date: sameDay(4) });
    await createEntry(client, { body: 'Today', date: now });
    await createEntry(client, { body: 'Another day', date: addDays(sameDay(4), 1) });

    const res = await client.get('/api/journal/on-this-day');
    expect(res.statusCode).toBe(200);
    expect(res.json().date).toBe(now);
    const items = res.json().items.map((e: { id: string; yearsAgo: number }) => [e.id, e.yearsAgo]);
    expect(items).toEqual([...(oneYearAgo ? [[oneYearAgo.id, 1]] : []), [fourYearsAgo.id, 4]]);
  });
});
