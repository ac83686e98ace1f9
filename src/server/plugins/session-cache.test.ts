import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SESSION_COOKIE_NAME } from '../../contract/constants';
import { now, setClock } from '../lib/clock';
import { createTestApp, signedInClient, type TestApp } from '../test/test-app';
import { SESSION_CACHE_TTL_MS } from './session';
import { type CachedSession, createSessionCache } from './session-cache';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** GET as a browser holding exactly this session cookie, on one instance of the app. */
const getWith = (app: TestApp['app'], cookie: string, url = '/api/streaks') =>
  app.inject({ method: 'GET', url, headers: { cookie: `${SESSION_COOKIE_NAME}=${cookie}` } });

describe('sessions served from the cache', () => {
  test('a signed-out session is refused at once, even right after it was cached', async () => {
    const { client } = await signedInClient(t.app);
    const cookie = client.cookie as string;
    expect((await getWith(t.app, cookie)).statusCode).toBe(200);
    expect((await getWith(t.app, cookie)).statusCode).toBe(200);
    expect((await client.post('/api/logout')).statusCode).toBe(200);
    expect((await getWith(t.app, cookie)).statusCode).toBe(401);
  });

  test('a session that expires while cached is refused from that instant', async () => {
    const { client, user } = await signedInClient(t.app);
    const cookie = client.cookie as string;
    // (The test clock runs from where it is set.) The idle expiry falls well within a cache lifetime.
    const expiresAt = new Date(now().getTime() + SESSION_CACHE_TTL_MS / 2);
    await t.database.db.execute(
      sql`update sessions set idle_expires_at = ${expiresAt.toISOString()} where user_id = ${user.id}`,
    );
    expect((await getWith(t.app, cookie)).statusCode).toBe(200);
    setClock(new Date(expiresAt.getTime() - 100));
    expect((await getWith(t.app, cookie)).statusCode).toBe(200);
    setClock(expiresAt);
    expect((await getWith(t.app, cookie)).statusCode).toBe(401);
  });

  test('signing out elsewhere ends the session on every instance at once on PostgreSQL, and within the cache lifetime on one embedded database', async () => {
    // A second instance of the app on the same database, as behind a load balancer.
    const other = await createTestApp({ database: t.database });
    try {
      const { client } = await signedInClient(t.app);
      const cookie = client.cookie as string;
      expect((await getWith(other.app, cookie)).statusCode).toBe(200);
      const readBy = now().getTime();
      expect((await client.post('/api/logout')).statusCode).toBe(200);
      expect((await getWith(t.app, cookie)).statusCode).toBe(401);
      // Instances sharing PostgreSQL cache nothing: the other one refuses the session at once. Two
      // instances on one embedded database exist only in tests (its lock refuses a second process):
      // the other read the session less than SESSION_CACHE_TTL_MS ago and may still serve it…
      const afterLogout = (await getWith(other.app, cookie)).statusCode;
      if (t.database.kind === 'postgres') expect(afterLogout).toBe(401);
      else expect([200, 401]).toContain(afterLogout);
      // …and once that long has passed since it read it, never again.
      setClock(new Date(readBy + SESSION_CACHE_TTL_MS));
      expect((await getWith(other.app, cookie)).statusCode).toBe(401);
    } finally {
      await other.app.close();
    }
  });

  test('a change made through this instance is seen on the very next request', async () => {
    const { client } = await signedInClient(t.app);
    expect((await client.get('/api/user')).json().timezone).toBe('UTC');
    const changed = await client.patch('/api/profile', { timezone: 'Europe/Paris' });
    expect(changed.statusCode).toBe(200);
    expect((await client.get('/api/user')).json().timezone).toBe('Europe/Paris');
  });
});

describe('createSessionCache', () => {
  const user = { id: 'u1' };
  let clock = 0;
  const session = (expiresInMs = 60_000): CachedSession => ({
    idleExpiresAt: new Date(clock + expiresInMs),
    absoluteExpiresAt: new Date(clock + 10 * expiresInMs),
    user,
  });
  const make = () => createSessionCache<CachedSession>({ ttlMs: 1000, maxEntries: 2, now: () => clock });

  test('keeps an entry for its lifetime only, and never past the session expiry', () => {
    clock = 0;
    const cache = make();
    cache.store('a', session(), cache.generation());
    clock = 999;
    expect(cache.get('a')).not.toBeNull();
    clock = 1000;
    expect(cache.get('a')).toBeNull();
    cache.store('b', session(500), cache.generation());
    clock = 1500;
    expect(cache.get('b')).toBeNull();
  });

  test('a lookup in flight while its user is forgotten is not stored', () => {
    clock = 0;
    const cache = make();
    const since = cache.generation();
    cache.forgetUser(user.id);
    cache.store('a', session(), since);
    expect(cache.get('a')).toBeNull();
    cache.store('a', session(), cache.generation());
    expect(cache.get('a')).not.toBeNull();
    cache.forgetUser(user.id);
    expect(cache.get('a')).toBeNull();
  });

  test('a clock set back, a clear and the size bound all drop entries', () => {
    clock = 5000;
    const cache = make();
    for (const hash of ['a', 'b', 'c']) cache.store(hash, session(), cache.generation());
    expect(cache.size).toBe(2);
    expect(cache.get('a')).toBeNull();
    clock = 4999;
    expect(cache.get('b')).toBeNull();
    clock = 5000;
    expect(cache.get('c')).not.toBeNull();
    const since = cache.generation();
    cache.clear();
    expect(cache.get('c')).toBeNull();
    cache.store('c', session(), since);
    expect(cache.get('c')).toBeNull();
  });
});
