import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, signedInClient, type TestApp, type TestClient } from '#server/test/test-app';
import { createEntry } from './journal-api.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const create = async (client: TestClient, body: Record<string, unknown>): Promise<string> =>
  (await createEntry(client, body)).id;

const search = async (client: TestClient, q: string, extra = '') => {
  const res = await client.get(`/api/journal/search?q=${encodeURIComponent(q)}${extra}`);
  expect(res.statusCode).toBe(200);
  return res.json() as {
    items: {
      id: string;
      title: string | null;
      titleHighlighted: { text: string; highlight: boolean }[] | null;
      snippet: { text: string; highlight: boolean }[];
      rank: number;
    }[];
    nextOffset: number | null;
  };
};

const highlighted = (parts: { text: string; highlight: boolean }[] | null) =>
  (parts ?? []).filter((part) => part.highlight).map((part) => part.text.toLowerCase());

test('a match in the title ranks above a match in the body; stems match (walks, walking)', async () => {
  const { client } = await signedInClient(t.app);
  const inBody = await create(client, {
    title: 'Tuesday',
    body: 'After lunch I went walking along the harbour and watched the boats come in.',
  });
  const inTitle = await create(client, { title: 'Evening walks', body: 'The light was soft and orange.' });
  await create(client, { title: 'Budget', body: 'Sorted the receipts and paid the rent.' });

  const { items } = await search(client, 'walk');
  expect(items.map((item) => item.id)).toEqual([inTitle, inBody]);
  expect(items[0]?.rank).toBeGreaterThan(items[1]?.rank ?? Number.POSITIVE_INFINITY);
  expect(highlighted(items[0]?.titleHighlighted ?? null)).toEqual(['walks']);
  expect(highlighted(items[1]?.snippet ?? [])).toEqual(['walking']);
  expect(items[1]?.titleHighlighted).toEqual([{ text: 'Tuesday', highlight: false }]);
});

test('tags are searchable too', async () => {
  const { client } = await signedInClient(t.app);
  const tagged = await create(client, { body: 'Long call with Dad about the garden.', tags: ['family'] });
  expect((await search(client, 'family')).items.map((item) => item.id)).toEqual([tagged]);
});

test('web-search syntax works: quoted phrases, or, and -excluded words', async () => {
  const { client } = await signedInClient(t.app);
  const coffeeWithAnna = await create(client, { body: 'Morning coffee with Anna at the corner cafe.' });
  const teaWithAnna = await create(client, { body: 'Afternoon tea with Anna, then a walk.' });
  const coffeeAlone = await create(client, { body: 'Coffee alone, reading a novel in the morning.' });

  const ids = async (q: string) => (await search(client, q)).items.map((item) => item.id).sort();
  expect(await ids('"morning coffee"')).toEqual([coffeeWithAnna]);
  expect(await ids('coffee -anna')).toEqual([coffeeAlone]);
  expect(await ids('tea or novel')).toEqual([teaWithAnna, coffeeAlone].sort());
  expect(await ids('anna')).toEqual([coffeeWithAnna, teaWithAnna].sort());
});

test('snippets are plain text parts: markup someone wrote is never turned into highlights', async () => {
  const { client } = await signedInClient(t.app);
  await create(client, {
    title: 'Notes <img src=x onerror=alert(1)>',
    body: 'The **river** was high today; a heron stood still by the river bank.',
  });
  const [hit] = (await search(client, 'river')).items;
  expect(hit?.snippet.length).toBeGreaterThan(1);
  expect(highlighted(hit?.snippet ?? [])).toEqual(['river', 'river']);
  const text = hit?.snippet.map((part) => part.text).join('') ?? '';
  expect(text).toContain('heron stood still');
  for (const part of hit?.snippet ?? []) {
    expect(part.text).not.toContain('\u0002');
    expect(part.text).not.toContain('\u0003');
  }
  expect(hit?.title).toBe('Notes <img src=x onerror=alert(1)>');
});

test('the highlight markers cannot be smuggled in through what is written', async () => {
  const { client } = await signedInClient(t.app);
  const id = await create(client, {
    title: 'Fake \u0002mark\u0003',
    body: 'Plain \u0002text\u0003 about apples',
  });
  const entry = (await client.get(`/api/journal/${id}`)).json();
  expect(entry.title).toBe('Fake mark');
  expect(entry.body).toBe('Plain text about apples');
  const [hit] = (await search(client, 'apples')).items;
  expect(highlighted(hit?.snippet ?? [])).toEqual(['apples']);
});

test('only the searcher’s live entries are found', async () => {
  const alice = await signedInClient(t.app, 'alice');
  const bob = await signedInClient(t.app, 'bob');
  const aliceEntry = await create(alice.client, { body: 'Marmalade recipe from grandma' });
  const deleted = await create(alice.client, { body: 'Marmalade disaster, burnt the pan' });
  await alice.client.delete(`/api/journal/${deleted}`);
  expect((await search(alice.client, 'marmalade')).items.map((item) => item.id)).toEqual([aliceEntry]);
  expect((await search(bob.client, 'marmalade')).items).toEqual([]);
});

test('results come in pages with an offset for the next one', async () => {
  const { client } = await signedInClient(t.app);
  for (let i = 0; i < 5; i++) await create(client, { body: `Garden diary ${i}: planted tomatoes` });
  const first = await search(client, 'tomato', '&limit=2');
  expect(first.items).toHaveLength(2);
  expect(first.nextOffset).toBe(2);
  const last = await search(client, 'tomato', '&limit=2&offset=4');
  expect(last.items).toHaveLength(1);
  expect(last.nextOffset).toBeNull();
  const all = await search(client, 'tomato', '&limit=50');
  expect(new Set(all.items.map((item) => item.id)).size).toBe(5);
});

test('a query of stop words only finds nothing; an empty query is a 400', async () => {
  const { client } = await signedInClient(t.app);
  await create(client, { body: 'The and of it' });
  expect((await search(client, 'the')).items).toEqual([]);
  const empty = await client.get('/api/journal/search?q=%20%20');
  expect(empty.statusCode).toBe(400);
  expect(empty.json().errors[0]).toEqual({ path: 'q', message: 'Type something to search for' });
  expect((await client.get('/api/journal/search')).statusCode).toBe(400);
  expect((await client.get(`/api/journal/search?q=${'a'.repeat(201)}`)).statusCode).toBe(400);
  expect((await client.get('/api/journal/search?q=x&limit=51')).statusCode).toBe(400);
});

test('punctuation and operators typed by a person never cause an error', async () => {
  const { client } = await signedInClient(t.app);
  await create(client, { body: "Can't stop thinking about the interview" });
  for (const q of [
    "can't",
    '"unclosed',
    'a & b | !c',
    '(((',
    '-',
    'OR OR',
    "'; drop table journal_entries; --",
  ]) {
    const res = await client.get(`/api/journal/search?q=${encodeURIComponent(q)}`);
    expect(res.statusCode, q).toBe(200);
  }
  expect((await search(client, 'interviews')).items).toHaveLength(1);
});

test('a snippet reads as plain text: no Markdown marks, links as their words, headings kept apart', async () => {
  const { client } = await signedInClient(t.app);
  await create(client, {
    body: '## Weekend\nWe took a *river trip* and I kept [notes](https://example.com/river) about the river.',
  });
  const [item] = (await search(client, 'river')).items;
  const text = (item?.snippet ?? []).map((part) => part.text).join('');
  expect(text).toContain('Weekend. We took a river trip and I kept notes about the river');
  expect(text).not.toMatch(/[*#[\]()]|https?:/);
  expect(highlighted(item?.snippet ?? [])).toEqual(['river', 'river']);
});
