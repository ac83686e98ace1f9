import { randomUUID } from 'node:crypto';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SESSION_COOKIE_NAME } from '#contract/constants';
import { type DatabaseHandle, openDatabase } from '#server/db/client';
import * as schema from '#server/db/schema';
import { postgresSessionLock } from '#server/db/session-lock';
import { DATABASE_RETRY_AFTER_SECONDS } from '#server/lib/db-errors';
import { newSessionId, signSessionId } from '#server/lib/session-token';
import { readApiOperations } from '#server/test/api-operations';
import { createTestApp, signedInClient, TEST_SESSION_SECRET, type TestApp } from '#server/test/test-app';
import { openTestDatabase } from '#server/test/test-database';

// A load balancer takes a 503 with Retry-After as "try again shortly", a 500 as a fault of the app.

const UNAVAILABLE = {
  message: 'Daily Retro is briefly unavailable. Please try again in a moment.',
  code: 'UNAVAILABLE',
};

/** A port on this machine where nothing listens: connecting is refused at once. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** PostgreSQL through node-postgres at an address where no server answers (nothing is migrated). */
function unreachablePostgres(port: number): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: `postgres://postgres@127.0.0.1:${port}/gone` });
  pool.on('error', () => {});
  const db = drizzle({ client: pool, schema });
  return {
    db,
    kind: 'postgres',
    ping: async () => void (await db.execute(sql`select 1`)),
    listen: () => async () => {},
    withSessionLock: postgresSessionLock(pool),
    close: () => pool.end(),
  };
}

const signedCookie = () => `${SESSION_COOKIE_NAME}=${signSessionId(newSessionId(), TEST_SESSION_SECRET)}`;

/** A path of the document with each {param} filled with a plausible value. */
const concretePath = (path: string) => path.replace(/\{[^}]+\}/g, randomUUID());

describe('PostgreSQL out of reach', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ database: unreachablePostgres(await closedPort()) });
  });
  afterAll(() => t.close());

  test('every API call that needs the database answers 503 with Retry-After, none 500', async () => {
    const operations = await readApiOperations(t.app);
    expect(operations.length).toBeGreaterThan(50);
    const unavailable: string[] = [];
    for (const op of operations) {
      const res = await t.app.inject({
        method: op.method as 'GET',
        url: concretePath(op.path),
        headers: { cookie: signedCookie(), 'content-type': 'application/json' },
        ...(op.method === 'GET' || op.method === 'HEAD' ? {} : { payload: '{}' }),
      });
      expect(res.statusCode, op.key).not.toBe(500);
      if (res.statusCode >= 500) {
        expect(res.statusCode, op.key).toBe(503);
        expect(res.headers['retry-after'], op.key).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
        expect(res.json(), op.key).toEqual(UNAVAILABLE);
        unavailable.push(op.key);
      }
    }
    // A signed-in request reads its session first, so every call that needs a person is 503.
    expect(unavailable).toEqual(
      expect.arrayContaining([
        'GET /api/user',
        'GET /api/journal',
        'POST /api/moods',
        'GET /api/admin/customers',
      ]),
    );
  });

  test('signing in and registering answer 503, not a wrong password or a 500', async () => {
    for (const url of ['/api/login', '/api/register']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        payload: { username: 'someone', password: 'a long enough password' },
      });
      expect(res.statusCode, url).toBe(503);
      expect(res.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    }
  });

  test('/readyz says not ready while /healthz stays alive', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});

test('an embedded database that has closed answers 503, not 500', async () => {
  const t = await createTestApp();
  const { client } = await signedInClient(t.app);
  await t.database.close();
  try {
    const res = await client.get('/api/journal');
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    expect(res.json()).toEqual(UNAVAILABLE);
    expect((await client.post('/api/moods', { mood: 'good' })).statusCode).toBe(503);
  } finally {
    await t.app.close();
  }
});

/** A TCP relay between the app and PostgreSQL that can be cut and restored, as a restart would. */
class Relay {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  /** Listens (again on the same port after a cut) and relays each connection to PostgreSQL. */
  async start(): Promise<void> {
    const server = createServer((inbound) => this.relay(inbound));
    this.server = server;
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as { port: number }).port;
  }

  private relay(inbound: Socket) {
    const outbound = connect(this.target.port, this.target.host);
    for (const socket of [inbound, outbound]) {
      this.sockets.add(socket);
      socket.on('error', () => {});
      socket.on('close', () => {
        this.sockets.delete(socket);
        inbound.destroy();
        outbound.destroy();
      });
    }
    inbound.pipe(outbound).pipe(inbound);
  }

  /** Drops every connection and refuses new ones. */
  async cut(): Promise<void> {
    const server = this.server;
    this.server = null;
    const closed = new Promise((resolve) => server?.close(resolve));
    for (const socket of this.sockets) socket.destroy();
    await closed;
  }
}

describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL going away for a while', () => {
  let t: TestApp;
  let relay: Relay;
  let direct: DatabaseHandle & { databaseUrl?: string };
  let relayed: DatabaseHandle;
  beforeAll(async () => {
    // The file's own database, reached through the relay; the direct handle makes and drops it.
    direct = await openTestDatabase();
    const url = new URL(direct.databaseUrl ?? '');
    relay = new Relay({ host: url.hostname, port: Number(url.port || 5432) });
    await relay.start();
    url.hostname = '127.0.0.1';
    url.port = String(relay.port);
    relayed = await openDatabase({ kind: 'postgres', url: url.toString() });
    t = await createTestApp({ database: relayed });
  });
  afterAll(async () => {
    await t.app.close();
    await relayed.close();
    await direct.close();
  });

  test('while it is away requests are 503 with Retry-After and /readyz is not ready; then all is back', async () => {
    const { client } = await signedInClient(t.app);
    expect((await client.post('/api/moods', { mood: 'good' })).statusCode).toBe(201);

    await relay.cut();
    const away = await client.get('/api/journal');
    expect(away.statusCode).toBe(503);
    expect(away.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    expect(away.json()).toEqual(UNAVAILABLE);
    expect((await client.post('/api/moods', { mood: 'bad' })).statusCode).toBe(503);
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);

    await relay.start();
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    expect((await client.get('/api/journal')).statusCode).toBe(200);
    // The write refused while it was away left nothing behind; the one before it is there.
    const mood = await client.get('/api/moods/today');
    expect(mood.json()).toMatchObject({ mood: 'good' });
  });
});
