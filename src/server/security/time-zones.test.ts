import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { cachedFormatterCount, FORMATTER_CACHE_LIMIT } from '#domain/local-day';
import { createTestApp, signedInClient, type TestApp, TestClient } from '#server/test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The nth upper/lower-case spelling of a name: bit i of n upper-cases its ith letter. */
function spelling(name: string, n: number): string {
  let letter = 0;
  return [...name.toLowerCase()]
    .map((char) => {
      if (!/[a-z]/.test(char)) return char;
      const upper = (n >> letter++) & 1;
      return upper ? char.toUpperCase() : char;
    })
    .join('');
}

describe('time zones are stored under one canonical name', () => {
  test.each([
    ['europe/berlin', 'Europe/Berlin'],
    ['EUROPE/BERLIN', 'Europe/Berlin'],
    ['eUrOpE/bErLiN', 'Europe/Berlin'],
    ['australia/lord_howe', 'Australia/Lord_Howe'],
    ['utc', 'UTC'],
  ])('PATCH /api/profile with %s stores %s', async (sent, stored) => {
    const { client } = await signedInClient(t.app, 'zone');
    const res = await client.patch('/api/profile', { timezone: sent });
    expect(res.statusCode).toBe(200);
    expect(res.json().timezone).toBe(stored);
    expect((await client.get('/api/user')).json().timezone).toBe(stored);
  });

  test('registering with a lower-case zone stores the canonical one', async () => {
    const client = new TestClient(t.app);
    const res = await client.post('/api/register', {
      username: 'zone_register',
      password: 'correct horse battery staple',
      timezone: 'asia/tokyo',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().timezone).toBe('Asia/Tokyo');
  });

  test('an unknown zone is a 400 naming the field', async () => {
    const { client } = await signedInClient(t.app, 'zone');
    const res = await client.patch('/api/profile', { timezone: 'Europe/Atlantis' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: 'timezone', message: 'Unknown time zone' }]);
  });

  test('500 spellings of one zone leave one formatter in the cache, and the cache stays bounded', async () => {
    const { client } = await signedInClient(t.app, 'zone');
    await client.patch('/api/profile', { timezone: 'Europe/Berlin' });
    const before = cachedFormatterCount();
    for (let n = 0; n < 500; n++) {
      const res = await client.patch('/api/profile', { timezone: spelling('Pacific/Port_Moresby', n) });
      expect(res.json().timezone).toBe('Pacific/Port_Moresby');
    }
    expect(cachedFormatterCount() - before).toBeLessThanOrEqual(1);
    expect(cachedFormatterCount()).toBeLessThanOrEqual(FORMATTER_CACHE_LIMIT);
  });
});
