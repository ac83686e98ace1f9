import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import webPush from 'web-push';
import { SESSION_COOKIE_NAME } from '#contract/constants';
import { buildApp } from '#server/app';
import type { AppConfig, PushConfig } from '#server/config/config';
import type { DatabaseHandle } from '#server/db/client';
import { openTestDatabase } from './test-database';

export const TEST_SESSION_SECRET = 'test-secret-that-is-long-enough-for-hmac-0123456789';
/** One key pair for the whole run: making one per test file would cost nothing but noise. */
export const TEST_VAPID_KEYS = webPush.generateVAPIDKeys();
/** Push as API tests have it: the test keys, and a local push service (http on 127.0.0.1) allowed. */
export const TEST_PUSH_CONFIG: PushConfig = {
  vapid: TEST_VAPID_KEYS,
  subject: 'mailto:tests@daily-retro.invalid',
  allowLocalPushServiceForTests: true,
};

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

export interface TestAppOptions {
  config?: Partial<AppConfig>;
  clientDir?: string;
  /** Replaces the database's readiness check (to simulate an unreachable database). */
  ping?: () => Promise<void>;
  /** Receives the log lines (set config.logLevel to see them). */
  logStream?: { write(line: string): void };
  /** Adds routes before the app is sealed (to exercise the error handler). */
  extend?: (app: FastifyInstance) => void;
  /** A database opened by the test (on a real data folder, say) instead of the file's own. */
  database?: DatabaseHandle;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const opened = options.database ?? (await openTestDatabase());
  const database = options.ping ? { ...opened, ping: options.ping } : opened;
  const config: AppConfig = {
    port: 0,
    host: '127.0.0.1',
    database: { kind: 'pglite', dataDir: null },
    sessionSecret: TEST_SESSION_SECRET,
    secureCookies: false,
    publicOrigin: null,
    logLevel: 'silent',
    trustProxy: false,
    authAttemptsPerIp: 1000,
    testClock: false,
    push: TEST_PUSH_CONFIG,
    ...options.config,
  };
  const app = await buildApp({
    config,
    database,
    clientDir: options.clientDir,
    logStream: options.logStream,
  });
  options.extend?.(app);
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

let addressCounter = 0;

/** A browser-like client: keeps the session cookie between calls, as a person's browser would. */
export class TestClient {
  cookie: string | null = null;
  readonly remoteAddress: string;

  constructor(
    private readonly app: FastifyInstance,
    remoteAddress?: string,
  ) {
    addressCounter += 1;
    this.remoteAddress =
      remoteAddress ?? `10.0.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
  }

  async request(options: InjectOptions): Promise<LightMyRequestResponse> {
    const headers = { ...(options.headers ?? {}) } as Record<string, string>;
    if (this.cookie) headers.cookie = `${SESSION_COOKIE_NAME}=${this.cookie}`;
    const response = await this.app.inject({ remoteAddress: this.remoteAddress, ...options, headers });
    const set = response.cookies.find((c) => c.name === SESSION_COOKIE_NAME);
    if (set) this.cookie = set.value === '' || set.maxAge === 0 ? null : set.value;
    return response;
  }

  get(url: string) {
    return this.request({ method: 'GET', url });
  }
  post(url: string, payload?: unknown) {
    return this.request({
      method: 'POST',
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  }
  patch(url: string, payload: unknown) {
    return this.request({ method: 'PATCH', url, payload: payload as object });
  }
  put(url: string, payload: unknown) {
    return this.request({ method: 'PUT', url, payload: payload as object });
  }
  delete(url: string, payload?: unknown) {
    return this.request({
      method: 'DELETE',
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  }
}

let userCounter = 0;

/** Registers a fresh user and returns a client signed in as that user. */
export async function signedInClient(app: FastifyInstance, name = 'user') {
  userCounter += 1;
  const client = new TestClient(app);
  const username = `${name}${userCounter}_${Math.random().toString(36).slice(2, 7)}`;
  const password = 'correct horse battery staple';
  // Remembered, so a test can move the clock days ahead and stay signed in (lifetimes have their own tests).
  const res = await client.post('/api/register', { username, password, rememberMe: true });
  if (res.statusCode !== 201) throw new Error(`registration failed: ${res.statusCode} ${res.body}`);
  return { client, username, password, user: res.json() as { id: string; role: string } };
}
