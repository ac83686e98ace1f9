import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { configFromEnv } from './config';
import { readEnv } from './env';

describe('reading the environment', () => {
  test('with nothing set, the app runs embedded on port 5000 with data in ./data', () => {
    const env = readEnv({});
    expect(env).toMatchObject({ PORT: 5000, HOST: '0.0.0.0', DATA_DIR: './data', LOG_LEVEL: 'info' });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  test.each([
    [{ PORT: 'eighty' }, /^Invalid configuration: PORT /],
    [{ PORT: '70000' }, /^Invalid configuration: PORT /],
    [{ LOG_LEVEL: 'loud' }, /^Invalid configuration: LOG_LEVEL /],
    [
      { DATABASE_URL: 'mysql://localhost/db', SESSION_SECRET: 'x'.repeat(40) },
      /^Invalid configuration: DATABASE_URL must be a postgres/,
    ],
    [{ BASE_URL: 'not a url' }, /^Invalid configuration: BASE_URL must be a URL/],
    [{ SESSION_SECRET: 'short' }, /^Invalid configuration: SESSION_SECRET must be at least 32 characters/],
    [{ TRUST_PROXY: 'maybe' }, /^Invalid configuration: TRUST_PROXY /],
  ])('a bad value stops the start with one line naming the variable: %o', (env, message) => {
    expect(() => readEnv(env)).toThrow(message);
  });

  test('PostgreSQL needs a shared SESSION_SECRET', () => {
    expect(() => readEnv({ DATABASE_URL: 'postgres://localhost/retro' })).toThrow(
      'Invalid configuration: SESSION_SECRET is required when DATABASE_URL is set (every instance must share it)',
    );
  });

  test('empty variables count as unset', () => {
    const env = readEnv({ PORT: '', DATABASE_URL: '' });
    expect(env.PORT).toBe(5000);
    expect(env.DATABASE_URL).toBeUndefined();
  });
});

describe('the configuration', () => {
  test('an embedded installation makes its session secret once and keeps it', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'retro-config-'));
    const first = configFromEnv(readEnv({ DATA_DIR: dataDir }));
    const second = configFromEnv(readEnv({ DATA_DIR: dataDir }));
    expect(first.sessionSecret).toHaveLength(64);
    expect(second.sessionSecret).toBe(first.sessionSecret);
    expect(readFileSync(join(dataDir, 'session-secret'), 'utf8').trim()).toBe(first.sessionSecret);
    expect(statSync(join(dataDir, 'session-secret')).mode & 0o777).toBe(0o600);
    expect(first.database).toEqual({ kind: 'pglite', dataDir });
  });

  test('cookies are Secure exactly when BASE_URL is https', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'retro-config-'));
    expect(
      configFromEnv(readEnv({ DATA_DIR: dataDir, BASE_URL: 'https://retro.example/app' })),
    ).toMatchObject({
      secureCookies: true,
      publicOrigin: 'https://retro.example',
    });
    expect(
      configFromEnv(readEnv({ DATA_DIR: dataDir, BASE_URL: 'http://localhost:5000' })).secureCookies,
    ).toBe(false);
    expect(configFromEnv(readEnv({ DATA_DIR: dataDir })).secureCookies).toBe(false);
  });

  test('with DATABASE_URL the app uses PostgreSQL and the given secret', () => {
    const config = configFromEnv(
      readEnv({ DATABASE_URL: 'postgres://db/retro', SESSION_SECRET: 's'.repeat(40) }),
    );
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://db/retro' });
    expect(config.sessionSecret).toBe('s'.repeat(40));
  });
});
