import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { QUESTION_CATEGORIES } from '#contract/constants';
import { TEST_TODAY } from '#server/test/pinned-clock';
import { createTestApp, signedInClient, type TestApp, TestClient } from '#server/test/test-app';

let t: TestApp;
let client: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  client = (await signedInClient(t.app)).client;
});
afterAll(() => t.close());

interface Question {
  id: number;
  category: string;
  text: string;
}

const list = async (query = '') => {
  const res = await client.get(`/api/questions${query}`);
  expect(res.statusCode).toBe(200);
  return res.json().items as Question[];
};

describe('the library', () => {
  test('holds at least 15 distinct questions in every category, and 21 daily ones for a week', async () => {
    const all = await list();
    for (const category of QUESTION_CATEGORIES) {
      const texts = all.filter((q) => q.category === category).map((q) => q.text);
      expect(texts.length, category).toBeGreaterThanOrEqual(category === 'Regular' ? 21 : 15);
      expect(new Set(texts).size).toBe(texts.length);
    }
    expect(new Set(all.map((q) => q.text.toLowerCase())).size).toBe(all.length);
    for (const question of all) expect(question.text).toMatch(/^[A-Z].{15,}\?$/);
  });

  test('seeding the library again adds nothing', async () => {
    const before = await list();
    const seed = await readFile(
      new URL('../../db/migrations/0003_seed_questions.sql', import.meta.url),
      'utf8',
    );
    await t.database.db.execute(sql.raw(seed));
    expect(await list()).toEqual(before);
  });

  test('browses one category', async () => {
    const health = await list('?category=Health');
    expect(health.length).toBeGreaterThanOrEqual(15);
    expect(new Set(health.map((q) => q.category))).toEqual(new Set(['Health']));
  });

  test('searches the text without regard to case', async () => {
    const found = await list('?q=GRATEFUL');
    expect(found.length).toBeGreaterThan(0);
    for (const question of found) expect(question.text.toLowerCase()).toContain('grateful');
    const inCategory = await list('?q=sleep&category=Health');
    expect(inCategory.length).toBeGreaterThan(0);
    expect(inCategory.every((q) => q.category === 'Health')).toBe(true);
  });

  test('search text is taken literally, wildcards included', async () => {
    expect(await list('?q=%25')).toEqual([]);
    expect(await list('?q=_')).toEqual([]);
    expect(await list('?q=zzzz-not-a-question')).toEqual([]);
  });

  test('empty parameters count as not given', async () => {
    expect(await list('?category=&q=')).toEqual(await list());
  });

  test('an unknown category or an overlong search is a 400', async () => {
    const res = await client.get('/api/questions?category=Finance');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toBe('category');
    expect((await client.get(`/api/questions?q=${'x'.repeat(101)}`)).statusCode).toBe(400);
  });

  test('one question reads by id; unknown ids are 404, malformed ones 400', async () => {
    const [first] = await list('?category=Spiritual');
    const res = await client.get(`/api/questions/${first?.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(first);
    expect((await client.get('/api/questions/999999')).statusCode).toBe(404);
    expect((await client.get('/api/questions/abc')).statusCode).toBe(400);
    expect((await client.get('/api/questions/99999999999')).statusCode).toBe(400);
  });
});

describe('the question of the day', () => {
  test('is the same all day, comes from outside the daily retro set, and is dated by the local day', async () => {
    const first = await client.get('/api/questions/daily');
    expect(first.statusCode).toBe(200);
    const second = await client.get('/api/questions/daily');
    expect(second.json()).toEqual(first.json());
    expect(first.json().date).toBe(TEST_TODAY);
    expect(first.json().question.category).not.toBe('Regular');
  });
});

test('signed-out callers get 401 on every question call', async () => {
  const anonymous = new TestClient(t.app);
  for (const url of [
    '/api/questions',
    '/api/questions?category=Nope',
    '/api/questions/1',
    '/api/questions/daily',
  ]) {
    expect((await anonymous.get(url)).statusCode).toBe(401);
  }
});
