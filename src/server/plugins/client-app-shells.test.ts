import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SIGNED_IN_HINT_COOKIE_NAME } from '#contract/constants';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { compressClient } from '../../../scripts/compress-client.mjs';
import { withShell } from '../../../scripts/prerender-shells.mjs';
import { shellNameFor } from './client-app';

const INDEX = `<!doctype html><html><head><title>Daily Retro</title><script>document.documentElement.dataset.ready='1'</script></head><body><div id="root"><div data-splash>Daily Retro</div></div>
    <noscript>Daily Retro needs JavaScript.</noscript></body></html>`;

function makeClientBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'retro-shells-'));
  mkdirSync(join(dir, 'shells'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  writeFileSync(join(dir, 'shells', 'journal.html'), withShell(INDEX, '<h1>Journal</h1>'));
  writeFileSync(join(dir, 'shells', 'auth.html'), withShell(INDEX, '<p>End each day</p>'));
  // A shell with a script the CSP does not know is never sent.
  writeFileSync(
    join(dir, 'shells', 'reports.html'),
    INDEX.replace('</head>', '<script>alert(1)</script></head>').replace('<div data-splash>', '<div>Reports'),
  );
  compressClient(dir);
  return dir;
}

const HINT = `${SIGNED_IN_HINT_COOKIE_NAME}=1`;

describe('which prerendered shell answers a page request', () => {
  test('the page’s own for the signed-in hint, the sign-in page without it, index.html otherwise', () => {
    expect(shellNameFor('/journal', true)).toBe('journal');
    expect(shellNameFor('/journal?new', true)).toBe('journal');
    expect(shellNameFor('/daily-reflection', true)).toBe('dailyRetro');
    expect(shellNameFor('/admin/audit', true)).toBe('adminAudit');
    expect(shellNameFor('/auth', false)).toBe('auth');
    expect(shellNameFor('/auth?next=%2Fjournal', false)).toBe('auth');
    // Without the hint the app goes to /auth; with it, /auth goes on into the app: neither is a shell.
    expect(shellNameFor('/journal', false)).toBeNull();
    expect(shellNameFor('/auth', true)).toBeNull();
    // Only the paths the app names exactly.
    expect(shellNameFor('/journal/', true)).toBeNull();
    expect(shellNameFor('/no-such-page', true)).toBeNull();
  });

  test('withShell puts the shell in #root, marked, and refuses a shell holding a script', () => {
    const page = withShell(INDEX, '<h1>Journal</h1>');
    expect(page).toContain('<div id="root" data-prerendered=""><h1>Journal</h1></div>');
    expect(page).not.toContain('data-splash');
    expect(page).toContain('<noscript>');
    expect(() => withShell(INDEX, '<script>x()</script>')).toThrow(/script/);
    expect(() =>
      withShell(INDEX, '<h1>Journal</h1>', '', '<template><script>x()</script></template>'),
    ).toThrow(/script/);
    // What to fetch after the first paint follows #root.
    expect(withShell(INDEX, '<h1>J</h1>', '', '<template id="t"><link></template>')).toContain(
      '<h1>J</h1></div><template id="t"><link></template>',
    );
    expect(withShell(INDEX, '<h1>Journal</h1>', 'Q&A <b> · Daily Retro')).toContain(
      '<title>Q&amp;A &lt;b&gt; · Daily Retro</title>',
    );
  });
});

describe('the server sends it', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clientDir: makeClientBuild() });
  });
  afterAll(() => t.close());

  const get = (url: string, cookie?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'br', ...(cookie ? { cookie } : {}) },
    });

  test('a signed-in visit to a page gets its shell, compressed, varying by cookie', async () => {
    const res = await get('/journal', HINT);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('cookie');
    const { brotliDecompressSync } = await import('node:zlib');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<h1>Journal</h1>');
  });

  test('a signed-out visit to /auth gets the sign-in shell; anything else gets index.html', async () => {
    const plain = (url: string, cookie?: string) =>
      t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
    expect((await plain('/auth')).body).toContain('<p>End each day</p>');
    expect((await plain('/journal')).body).toContain('data-splash');
    expect((await plain('/settings', HINT)).body).toContain('data-splash');
  });

  test('index.html names what the page needs in a Link header; a shell, which names it in its HTML, does not', async () => {
    expect((await get('/settings', HINT)).headers.link).toContain('</api/user>; rel=preload; as=fetch');
    expect((await get('/journal', HINT)).headers.link).toBeUndefined();
    expect((await get('/auth')).headers.link).toBeUndefined();
  });

  test('a shell whose scripts differ from index.html’s is not sent', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/reports', headers: { cookie: HINT } });
    expect(res.body).toContain('data-splash');
    expect(res.body).not.toContain('alert(1)');
  });
});
