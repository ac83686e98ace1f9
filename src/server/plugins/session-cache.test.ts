import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SESSION_COOKIE_NAME } from '#contract/constants';
import { LISTEN_APPLICATION_NAME } from '#server/db/client';
import type { Listen, NotificationHandlers } from '#server/db/notifications';
import { now, setClock } from '#server/lib/clock';
import { eventually, secondInstance, silently, stopTheClock } from '#server/test/announcements';
import { createTestApp, signedInClient, type TestApp, TestClient } from '#server/test/test-app';
import { SESSION_CACHE_TTL_MS, SESSION_CHANGES_CHANNEL } from './session';
import { type CachedSession, createSessionCache } from './session-cache';

// A cached session is used for SESSION_CACHE_TTL_MS of the server clock, which runs on from where a
// test sets it. The tests about announced changes stop it (fake Date, nothing else faked), so no
// cached session ages out there: whatever refuses or refreshes one is the announcement.

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  // The first account is the administrator's, whose sessions are never cached: made first here.
  ({ client: admin } = await signedInClient(t.app, 'admin'));
});
afterAll(() => t.close());

/** GET as a browser holding exactly this session cookie, on one instance of the app. */
const getWith = (app: TestApp['app'], cookie: string, url = '/api/streaks') =>
  app.inject({ method: 'GET', url, headers: { cookie: `${SESSION_COOKIE_NAME}=${cookie}` } });

/** The time zone an instance shows for the holder of this cookie. */
const timezoneSeenBy = async (app: TestApp['app'], cookie: string) =>
  (await getWith(app, cookie, '/api/user')).json().timezone as string;

const setTimezoneSilently = (userId: string, timezone: string) =>
  silently(t.database, sql`update users set timezone = ${timezone} where id = ${userId}`);

/** Caches the session on the instance, and shows it is served from there. */
async function cacheOn(app: TestApp['app'], cookie: string, userId: string) {
  const before = await timezoneSeenBy(app, cookie);
  await setTimezoneSilently(userId, 'Pacific/Auckland');
  expect(await timezoneSeenBy(app, cookie)).toBe(before);
  await setTimezoneSilently(userId, before);
}

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

  test('sessions looked up together (one statement) each give their own user', async () => {
    const people = await Promise.all([1, 2, 3].map(() => signedInClient(t.app, 'together')));
    const asked = [...people, ...people].map(async ({ client }) => (await client.get('/api/user')).json());
    const seen = (await Promise.all(asked)).map((user) => user.username);
    expect(seen).toEqual([...people, ...people].map((person) => person.username));
  });

  test('a change made through this instance is seen on the very next request', async () => {
    const { client } = await signedInClient(t.app);
    expect((await client.get('/api/user')).json().timezone).toBe('UTC');
    const changed = await client.patch('/api/profile', { timezone: 'Europe/Paris' });
    expect(changed.statusCode).toBe(200);
    expect((await client.get('/api/user')).json().timezone).toBe('Europe/Paris');
  });
});

describe('changes made through another instance or in the database', () => {
  stopTheClock();
  let other: TestApp['app'];
  beforeAll(async () => {
    other = await secondInstance(t.database);
  });
  afterAll(() => other.close());

  test('a sign-out through one instance is refused by another as soon as the database announces it', async () => {
    const { client, user } = await signedInClient(t.app);
    const cookie = client.cookie as string;
    await cacheOn(other, cookie, user.id);
    expect((await client.post('/api/logout')).statusCode).toBe(200);
    expect((await getWith(t.app, cookie)).statusCode).toBe(401);
    await eventually(async () => expect((await getWith(other, cookie)).statusCode).toBe(401));
  });

  test('a password change through one instance ends the other sessions on every instance', async () => {
    const { client, username, password, user } = await signedInClient(t.app);
    const elsewhere = new TestClient(t.app);
    expect((await elsewhere.post('/api/login', { username, password })).statusCode).toBe(200);
    const cookie = elsewhere.cookie as string;
    await cacheOn(other, cookie, user.id);
    const changed = await client.post('/api/user/password', {
      currentPassword: password,
      newPassword: 'a new password that is long',
    });
    expect(changed.json()).toEqual({ endedSessions: 1 });
    await eventually(async () => expect((await getWith(other, cookie)).statusCode).toBe(401));
    expect((await getWith(other, client.cookie as string)).statusCode).toBe(200);
  });

  test('an account disabled by an administrator through one instance is refused by another', async () => {
    const { client, user } = await signedInClient(t.app);
    const cookie = client.cookie as string;
    await cacheOn(other, cookie, user.id);
    const disabled = await admin.patch(`/api/admin/customers/${user.id}`, { status: 'disabled' });
    expect(disabled.statusCode).toBe(200);
    await eventually(async () => expect((await getWith(other, cookie)).statusCode).toBe(401));
  });

  test('a change made in the database directly (the admin command, a manual fix) is heard too', async () => {
    const { client, user } = await signedInClient(t.app);
    const cookie = client.cookie as string;
    await cacheOn(other, cookie, user.id);
    await cacheOn(t.app, cookie, user.id);
    await t.database.db.execute(sql`update users set timezone = 'Asia/Tokyo' where id = ${user.id}`);
    for (const app of [t.app, other]) {
      await eventually(async () => expect(await timezoneSeenBy(app, cookie)).toBe('Asia/Tokyo'));
    }
    await t.database.db.execute(sql`delete from sessions where user_id = ${user.id}`);
    for (const app of [t.app, other]) {
      await eventually(async () => expect((await getWith(app, cookie)).statusCode).toBe(401));
    }
  });

  test('a session merely used (its expiry moved forward) is not announced', async () => {
    const { client, user } = await signedInClient(t.app);
    const cookie = client.cookie as string;
    await cacheOn(other, cookie, user.id);
    await t.database.db.execute(
      sql`update sessions set last_seen_at = last_seen_at + interval '1 minute', idle_expires_at = idle_expires_at + interval '1 minute' where user_id = ${user.id}`,
    );
    await t.database.db.execute(sql`update users set last_active_at = now() where id = ${user.id}`);
    // Still served from the cache: the silent change below is not seen.
    await setTimezoneSilently(user.id, 'Asia/Tokyo');
    expect(await timezoneSeenBy(other, cookie)).toBe('UTC');
  });

  test.skipIf(!process.env.TEST_DATABASE_URL)(
    'a lost listening connection empties the cache, which is used again once listening resumes',
    async () => {
      const { client, user } = await signedInClient(t.app);
      const cookie = client.cookie as string;
      await cacheOn(other, cookie, user.id);
      await t.database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where application_name = ${LISTEN_APPLICATION_NAME} and datname = current_database()`,
      );
      // A change no one announces: the instance sees it once it knows its connection is gone.
      await setTimezoneSilently(user.id, 'Asia/Tokyo');
      await eventually(async () => expect(await timezoneSeenBy(other, cookie)).toBe('Asia/Tokyo'));
      // It listens again (a new connection) and caches again.
      await eventually(async () => cacheOn(other, cookie, user.id));
    },
  );
});

describe('while changes cannot be heard', () => {
  stopTheClock();
  test('every session is read from the database, and the cache starts empty when they can again', async () => {
    let handlers: NotificationHandlers | null = null;
    const controlled: Listen = (channel, given) => {
      if (channel === SESSION_CHANGES_CHANNEL) handlers = given;
      return async () => {};
    };
    const app = (await createTestApp({ database: { ...t.database, listen: controlled } })).app;
    try {
      const { client, user } = await signedInClient(t.app);
      const cookie = client.cookie as string;
      const hear = (on: boolean) => (handlers as NotificationHandlers | null)?.onListening(on);
      // Not listening yet: nothing is cached.
      expect(await timezoneSeenBy(app, cookie)).toBe('UTC');
      await setTimezoneSilently(user.id, 'Asia/Tokyo');
      expect(await timezoneSeenBy(app, cookie)).toBe('Asia/Tokyo');
      hear(true);
      await cacheOn(app, cookie, user.id);
      // The connection is lost: an unannounced change is seen at once, and every time.
      hear(false);
      await setTimezoneSilently(user.id, 'Europe/Paris');
      expect(await timezoneSeenBy(app, cookie)).toBe('Europe/Paris');
      await setTimezoneSilently(user.id, 'Europe/Rome');
      expect(await timezoneSeenBy(app, cookie)).toBe('Europe/Rome');
      // Listening again: whatever was cached before is gone, and caching resumes.
      hear(true);
      await cacheOn(app, cookie, user.id);
    } finally {
      await app.close();
    }
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
  const make = () => {
    const cache = createSessionCache<CachedSession>({ ttlMs: 1000, maxEntries: 2, now: () => clock });
    cache.resume();
    return cache;
  };

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

  test('keeps and serves nothing while suspended, and resumes empty', () => {
    clock = 0;
    const cache = createSessionCache<CachedSession>({ ttlMs: 1000, maxEntries: 2, now: () => clock });
    cache.store('a', session(), cache.generation());
    expect(cache.get('a')).toBeNull();
    cache.resume();
    const since = cache.generation();
    cache.store('a', session(), since);
    expect(cache.get('a')).not.toBeNull();
    cache.suspend();
    expect(cache.get('a')).toBeNull();
    cache.resume();
    expect(cache.get('a')).toBeNull();
    // A lookup that began before the suspension is not kept after the resumption.
    cache.store('a', session(), since);
    expect(cache.get('a')).toBeNull();
  });
});
