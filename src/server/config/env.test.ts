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
    [{ TRUST_PROXY: 'maybe' }, /^Invalid configuration: TRUST_PROXY .*\("maybe" is neither\)/],
    [{ TRUST_PROXY: '10.0.0.0/33' }, /^Invalid configuration: TRUST_PROXY /],
    [{ TRUST_PROXY: '99' }, /^Invalid configuration: TRUST_PROXY must be a hop count of at most 16/],
    [{ VAPID_PUBLIC_KEY: 'short' }, /^Invalid configuration: VAPID_PUBLIC_KEY must be a base64url/],
    [{ VAPID_PUBLIC_KEY: 'B'.repeat(87) }, /^Invalid configuration: VAPID_PRIVATE_KEY must be set together/],
    [{ VAPID_SUBJECT: 'http://retro.example' }, /^Invalid configuration: VAPID_SUBJECT must be a mailto/],
  ])('a bad value stops the start with one line naming the variable: %o', (env, message) => {
    expect(() => readEnv(env)).toThrow(message);
  });

  test('TRUST_PROXY=true is refused: it would let any client choose the address it is throttled by', () => {
    expect(() => readEnv({ TRUST_PROXY: 'true' })).toThrow(
      /^Invalid configuration: TRUST_PROXY must be a hop count \(TRUST_PROXY=1 behind one proxy\) or the proxies' addresses/,
    );
  });

  test.each([
    [undefined, false],
    ['false', false],
    ['0', false],
    ['1', 1],
    ['2', 2],
    ['10.0.0.0/8, 127.0.0.1', ['10.0.0.0/8', '127.0.0.1']],
    ['fd00::/8,loopback', ['fd00::/8', 'loopback']],
  ])('TRUST_PROXY=%s trusts %o', (raw, expected) => {
    expect(readEnv(raw === undefined ? {} : { TRUST_PROXY: raw }).TRUST_PROXY).toEqual(expected);
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

  test('an embedded installation makes its VAPID key pair once and keeps it', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'retro-config-'));
    const first = configFromEnv(readEnv({ DATA_DIR: dataDir }));
    const second = configFromEnv(readEnv({ DATA_DIR: dataDir }));
    expect(first.push.vapid?.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(second.push.vapid).toEqual(first.push.vapid);
    expect(statSync(join(dataDir, 'vapid-keys.json')).mode & 0o777).toBe(0o600);
    expect(first.push.subject).toMatch(/^mailto:/);
  });

  test('VAPID keys come from the environment when set; PostgreSQL without them has no push', () => {
    const keys = { VAPID_PUBLIC_KEY: 'B'.repeat(87), VAPID_PRIVATE_KEY: 'p'.repeat(43) };
    const postgres = { DATABASE_URL: 'postgres://db/retro', SESSION_SECRET: 's'.repeat(40) };
    expect(configFromEnv(readEnv({ ...postgres, ...keys })).push.vapid).toEqual({
      publicKey: 'B'.repeat(87),
      privateKey: 'p'.repeat(43),
    });
    expect(configFromEnv(readEnv(postgres)).push.vapid).toBeNull();
    const withBase = configFromEnv(readEnv({ ...postgres, BASE_URL: 'https://retro.example' }));
    expect(withBase.push.subject).toBe('https://retro.example');
  });

  test('no environment variable lets a server push to a local service or an unknown push service', () => {
    const postgres = { DATABASE_URL: 'postgres://db/retro', SESSION_SECRET: 's'.repeat(40) };
    const everything = {
      ...postgres,
      TEST_CLOCK: 'true',
      LOG_LEVEL: 'debug',
      ALLOW_LOCAL_PUSH_SERVICE_FOR_TESTS: 'true',
      allowLocalPushServiceForTests: 'true',
      ALLOW_HTTP_ENDPOINTS: 'true',
      NODE_ENV: 'test',
      VITEST: 'true',
    };
    expect(configFromEnv(readEnv(everything)).push.allowLocalPushServiceForTests).toBe(false);
    expect(configFromEnv(readEnv(postgres)).push.allowLocalPushServiceForTests).toBe(false);
  });
});
