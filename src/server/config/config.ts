import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { AUTH_ATTEMPTS_PER_IP } from '#contract/constants';
import type { Env } from './env';
import type { TrustProxy } from './trust-proxy';
import { embeddedVapidKeys, type VapidKeys } from './vapid-keys';

export type DatabaseConfig = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string | null };

export interface AppConfig {
  port: number;
  host: string;
  database: DatabaseConfig;
  sessionSecret: string;
  secureCookies: boolean;
  publicOrigin: string | null;
  logLevel: Env['LOG_LEVEL'];
  /** Proxies whose X-Forwarded-For is believed (a hop count or their addresses), or none. */
  trustProxy: TrustProxy;
  authAttemptsPerIp: number;
  /** End-to-end tests only (TEST_CLOCK): the server clock can be moved over HTTP. */
  testClock: boolean;
  push: PushConfig;
}

export interface PushConfig {
  /** null: no keys (PostgreSQL without VAPID_* set), so no push notifications. */
  vapid: VapidKeys | null;
  /** The VAPID `sub` claim: a mailto: address or an https URL. */
  subject: string;
  /**
   * Tests only: subscriptions may name any http(s) address, and pushes may go to this machine
   * (loopback, any port, plain http), where the API tests run their own push service. Every other
   * address that is not public stays refused. configFromEnv always sets it false: no environment
   * variable can turn it on.
   */
  allowLocalPushServiceForTests: boolean;
}

/** Push services want a contact; without one given, the public https address, else a placeholder. */
function vapidSubject(env: Env, publicOrigin: string | null): string {
  if (env.VAPID_SUBJECT) return env.VAPID_SUBJECT;
  if (publicOrigin?.startsWith('https:')) return publicOrigin;
  return 'mailto:daily-retro@localhost.invalid';
}

/** The secret of an embedded installation: made on first start, kept beside the data. */
function embeddedSessionSecret(dataDir: string): string {
  const file = join(dataDir, 'session-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  }
}

export function configFromEnv(env: Env): AppConfig {
  const dataDir = resolve(env.DATA_DIR);
  const database: DatabaseConfig = env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL }
    : { kind: 'pglite', dataDir };
  const publicOrigin = env.BASE_URL ? new URL(env.BASE_URL).origin : null;
  return {
    port: env.PORT,
    host: env.HOST,
    database,
    sessionSecret: env.SESSION_SECRET ?? embeddedSessionSecret(dataDir),
    secureCookies: publicOrigin?.startsWith('https:') ?? false,
    publicOrigin,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    authAttemptsPerIp: env.AUTH_RATE_LIMIT_PER_IP ?? AUTH_ATTEMPTS_PER_IP,
    testClock: env.TEST_CLOCK,
    push: {
      vapid:
        env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
          ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
          : database.kind === 'pglite'
            ? embeddedVapidKeys(dataDir)
            : null,
      subject: vapidSubject(env, publicOrigin),
      allowLocalPushServiceForTests: false,
    },
  };
}
