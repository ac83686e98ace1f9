import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { AUTH_ATTEMPTS_PER_IP } from '../../contract/constants';
import type { Env } from './env';

export type DatabaseConfig = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string | null };

export interface AppConfig {
  port: number;
  host: string;
  database: DatabaseConfig;
  sessionSecret: string;
  secureCookies: boolean;
  publicOrigin: string | null;
  logLevel: Env['LOG_LEVEL'];
  trustProxy: boolean;
  authAttemptsPerIp: number;
  /** End-to-end tests only (TEST_CLOCK): the server clock can be moved over HTTP. */
  testClock: boolean;
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
  };
}
