import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { journalEntries } from '#server/db/schema';
import { createTestApp, signedInClient, type TestApp, type TestClient } from '#server/test/test-app';
import { createEntry } from './journal-api.fixtures';

// The list's excerpts and search's snippets are the body's plain text by the journal's Markdown
// grammar (src/domain/markdown): the same reading of the text as the page's.

let t: TestApp;
let client: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  ({ client } = await signedInClient(t.app));
});
afterAll(() => t.close());

/** Each body, and the text the list and search show for it. */
const BODIES = [
  ['snake_case_word and 2*3*4', 'snake_case_word and 2*3*4'],
  ['- fruit\n  - apples\n  - pears\n- bread', 'fruit. apples. pears. bread.'],
  [String.raw`\*escapes\*`, '*escapes*'],
  ['[wiki](https://en.wikipedia.org/wiki/Foo_(bar))', 'wiki'],
  ['~~strike~~', 'strike'],
  ['![alt](https://x/y.png)', 'alt'],
] as const;

const snippetText = (parts: { text: string }[]) => parts.map((part) => part.text).join('');

test('each list excerpt is the body as it reads: no emphasis made up, nothing cut, nothing left over', async () => {
  for (const [body] of BODIES) await createEntry(client, { title: 'Markdown', body });
  const res = await client.get('/api/journal?limit=10');
  expect(res.statusCode).toBe(200);
  const excerpts = (res.json().items as { excerpt: string }[]).map((item) => item.excerpt).reverse();
  expect(excerpts).toEqual(BODIES.map(([, text]) => text));
});

test('search finds each by its words and cuts its snippet from the same text', async () => {
  const snippetsFor = async (q: string): Promise<string[]> => {
    const res = await client.get(`/api/journal/search?q=${encodeURIComponent(q)}`);
    expect(res.statusCode).toBe(200);
    return res.json().items.map((item: { snippet: { text: string }[] }) => snippetText(item.snippet));
  };
  for (const [query, text] of [
    ['snake_case_word', 'snake_case_word and 2*3*4'],
    ['pears', 'fruit. apples. pears. bread.'],
    ['escapes', '*escapes*'],
    ['wiki', 'wiki'],
    ['strike', 'strike'],
    ['alt', 'alt'],
  ] as const) {
    const [snippet, ...more] = await snippetsFor(query);
    expect(more, query).toEqual([]);
    expect(snippet ?? '', query).toContain(query);
    expect(text, query).toContain(snippet ?? '-');
  }
  // An address is not the entry's words: it is neither shown nor found.
  expect(await snippetsFor('wikipedia')).toEqual([]);
});

test('an entry written before plain text was kept reads right at once, and a job fills its text in', async () => {
  const { id } = await createEntry(client, {
    title: 'Older',
    body: '# Weekend\n\n- snake_case_word\n- *kayak* trip',
  });
  const { db } = t.database;
  // As a migration leaves an entry written before body_text existed.
  await db.update(journalEntries).set({ bodyText: sql`null` }).where(eq(journalEntries.id, id));
  const excerptOf = async () =>
    (await client.get('/api/journal?limit=1')).json().items.find((item: { id: string }) => item.id === id)
      ?.excerpt;
  expect(await excerptOf()).toBe('Weekend. snake_case_word. kayak trip.');

  expect(await t.app.jobs.runNow('journal-body-text')).toBe(true);
  const [row] = await db
    .select({ bodyText: journalEntries.bodyText })
    .from(journalEntries)
    .where(eq(journalEntries.id, id));
  expect(row?.bodyText).toBe('Weekend. snake_case_word. kayak trip.');
  expect(await excerptOf()).toBe('Weekend. snake_case_word. kayak trip.');
  const [hit, ...more] = (await client.get('/api/journal/search?q=kayak')).json().items;
  expect(more).toEqual([]);
  expect(snippetText(hit.snippet)).toContain('Weekend. snake_case_word. kayak trip');
});
