import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { createTestApp, type TestApp, TestClient } from '#server/test/test-app';
import { compressClient } from '../../../scripts/compress-client.mjs';
import { inlineScriptHashes } from './client-app';

const INLINE_SCRIPT = "document.documentElement.dataset.ready='1'";
const LARGE_CHUNK = `export const words = ${JSON.stringify('reflect on the day '.repeat(400))};`;

function makeClientBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'retro-client-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html><head><script>${INLINE_SCRIPT}</script></head><body><div id="root"></div></body></html>`,
  );
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(dir, 'service-worker.js'), 'self.addEventListener("fetch", () => {})');
  writeFileSync(join(dir, 'assets', 'react-def456.js'), LARGE_CHUNK);
  compressClient(dir);
  return dir;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    clientDir: makeClientBuild(),
    extend: (app) => {
      app.get('/api/test-failure', async () => {
        throw new Error('secret internal detail');
      });
    },
  });
});
afterAll(() => t.close());

describe('errors keep one shape', () => {
  test('an unknown API path is a 404 JSON error, not the app page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ message: 'No such endpoint: GET /api/no-such-thing', code: 'NOT_FOUND' });
  });

  test('malformed JSON is a 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "a",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The request body is not valid JSON', code: 'BAD_REQUEST' });
  });

  test('a body over 1 MB is refused with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'a'.repeat(1024 * 1024), password: 'x' }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'The request body is too large', code: 'PAYLOAD_TOO_LARGE' });
  });

  test('a body that is not JSON is refused with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'username=a&password=b',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  test('a server failure is a 500 without a stack trace or internal detail', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test-failure' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      message: 'Something went wrong on our side. Please try again.',
      code: 'INTERNAL',
    });
    expect(res.body).not.toContain('secret internal detail');
  });
});

describe('cross-site requests', () => {
  test('a state-changing request from another origin is refused with 403', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { origin: 'https://evil.example', host: 'localhost:5000' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
  });

  test('without an Origin, Sec-Fetch-Site cross-site is refused', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(403);
  });

  test('the same origin may change things', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { origin: 'http://localhost:5000', host: 'localhost:5000', 'sec-fetch-site': 'same-origin' },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('serving the app', () => {
  test("the build's compressed copies of the page are sent as they are, and never when they hold an older page", async () => {
    const dir = makeClientBuild();
    const page = (words: string) =>
      `<!doctype html><html><head><style>${words.repeat(200)}</style></head><body><div id="root"></div></body></html>`;
    writeFileSync(join(dir, 'index.html'), page('old words '));
    compressClient(dir);
    const builtBrotli = readFileSync(join(dir, 'index.html.br'));
    const ask = async (app: TestApp, encoding: string) =>
      (await app.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': encoding } }))
        .rawPayload;

    const current = await createTestApp({ clientDir: dir });
    try {
      expect((await ask(current, 'br')).equals(builtBrotli)).toBe(true);
    } finally {
      await current.close();
    }

    // index.html changed after the build compressed it: the copies are stale and must not be sent.
    writeFileSync(join(dir, 'index.html'), page('new words '));
    const stale = await createTestApp({ clientDir: dir });
    try {
      expect(brotliDecompressSync(await ask(stale, 'br')).toString()).toBe(page('new words '));
      expect(gunzipSync(await ask(stale, 'gzip')).toString()).toBe(page('new words '));
    } finally {
      await stale.close();
    }
  });

  test('any other path serves index.html, never cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/journal/some/deep/link' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root">');
  });

  test('text files go out Brotli- or gzip-compressed when the browser accepts it, as made at build time', async () => {
    const url = '/assets/react-def456.js';
    const br = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(LARGE_CHUNK);
    expect(br.rawPayload.length).toBeLessThan(LARGE_CHUNK.length / 10);

    const gzip = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(LARGE_CHUNK);

    const plain = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(LARGE_CHUNK);
  });

  test('the app page is compressed too, and an encoding refused with q=0 is not used', async () => {
    const br = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('<div id="root">');

    const gzip = await t.app.inject({
      method: 'GET',
      url: '/journal',
      headers: { 'accept-encoding': 'br;q=0, gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('<div id="root">');

    const plain = await t.app.inject({ method: 'GET', url: '/journal' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<div id="root">');
  });

  test('hashed assets are cached for a year as immutable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('a missing asset is a 404, not the app page in its place', async () => {
    const chunk = await t.app.inject({ method: 'GET', url: '/assets/index-gone123.js' });
    expect(chunk.statusCode).toBe(404);
    expect(chunk.json()).toEqual({
      message: 'No such file: GET /assets/index-gone123.js',
      code: 'NOT_FOUND',
    });
    expect((await t.app.inject({ method: 'GET', url: '/icons/missing.png' })).statusCode).toBe(404);
  });

  test('the service worker is revalidated on every load', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/service-worker.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  test('security headers are set, and the CSP allows exactly the inline script of index.html', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain(inlineScriptHashes(`<script>${INLINE_SCRIPT}</script>`)[0]);
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('version and health', () => {
  test('GET /api/version reports version, build time and date, and server time', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-05-02T10:20:30.000Z') });
    const res = await new TestClient(t.app).get('/api/version?nocache=1777717230000').finally(() => {
      vi.useRealTimers();
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.version).toBe('1.0.0');
    expect(new Date(body.buildTime).toISOString()).toBe(body.buildTime);
    expect(body.buildDate).toBe(body.buildTime.slice(0, 10));
    expect(body.serverTime).toBe('2026-05-02T10:20:30.000Z');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  test('/healthz and /readyz answer 200 while the database answers', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
  });

  test('the OpenAPI document lists the API', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(
      expect.arrayContaining(['/api/login', '/api/register', '/api/user']),
    );
  });
});

test('/readyz is 503 while the database does not answer', async () => {
  const down = await createTestApp({ ping: () => Promise.reject(new Error('connection refused')) });
  try {
    const res = await down.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable' });
    expect((await down.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  } finally {
    await down.close();
  }
});

test('with an https BASE_URL the session cookie is Secure and HSTS is sent', async () => {
  const secure = await createTestApp({
    config: { secureCookies: true, publicOrigin: 'https://retro.example' },
  });
  try {
    const res = await secure.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { origin: 'https://retro.example' },
      payload: { username: 'secure_user', password: 'long enough password' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.cookies[0]?.secure).toBe(true);
    expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
  } finally {
    await secure.close();
  }
});
