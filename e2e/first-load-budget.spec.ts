import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, expect, test } from '@playwright/test';
import { APP_LOADING_ATTRIBUTE } from '../src/client/lib/prerendered';
import { AUTH_PATH, PAGES } from '../src/client/lib/route-table';
import { FIRST_LOAD_WINDOW_MS } from '../src/client/lib/when-settled';
import { registerAndGoHome } from './helpers';

const CLIENT_DIR = join(import.meta.dirname, '..', 'dist', 'client');
/** React 19 counted (its react-dom chunk is about 66 KB of it). */
const FIRST_LOAD_BUDGET_BYTES = 130 * 1024;
const LAZY_CHUNK_BUDGET_BYTES = 30 * 1024;
/** Every script the page fetches within this long after its load event is part of its first load. */
const COUNTED_AFTER_LOAD_MS = FIRST_LOAD_WINDOW_MS;

/**
 * What the reports page adds is counted without the background start (version checks, service worker
 * registration), imported 2 s after the load event: whether it lands inside that measurement depended
 * on how busy the machine was. It is left out by name there (the first-load test counts it), and held to the lazy-chunk budget like any other deferred chunk. The gamification layer
 * (accent sync, badge celebrations) and the draft queue (start-drafts and the draft kinds it registers,
 * so drafts written offline are sent with no screen open) are started the same way, after the page has
 * settled.
 */
const DEFERRED_AFTER_LOAD =
  /\/assets\/(start-version-watch|version-rules|gamification-layer|start-drafts|drafts|save-state|retro-drafts|journal-drafts|use-challenge-notes)-[^/]+\.js$/;

function gzipSize(assetPath: string): number {
  return gzipSync(readFileSync(join(CLIENT_DIR, assetPath)), { level: 9 }).length;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * The gzipped JavaScript a fresh load of the path fetches, up to 3 s after its load event. Both are
 * read on the page's own clock, which a busy machine slows together with everything the page does, so
 * the same scripts are counted however busy it is. The app's entry is asked for after the first paint
 * (decision record 035), within a second when no frame comes: the count waits for it to have run.
 */
async function firstLoadOf(
  browser: Browser,
  path: string,
  storageState?: Awaited<ReturnType<import('@playwright/test').BrowserContext['storageState']>>,
) {
  const context = await browser.newContext({ storageState });
  const page = await context.newPage();
  await page.goto(path, { waitUntil: 'load' });
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute(APP_LOADING_ATTRIBUTE, /.*/, { timeout: 60_000 });
  const countedUntil = await page.evaluate(
    (after) =>
      (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd + after,
    COUNTED_AFTER_LOAD_MS,
  );
  await page.waitForFunction((until) => performance.now() >= until, countedUntil, { polling: 100 });
  const fetched = await page.evaluate(
    (until) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime <= until)
        .map((entry) => new URL(entry.name).pathname)
        .filter((pathname) => pathname.endsWith('.js')),
    countedUntil,
  );
  await context.close();
  const scripts = [...new Set(fetched)];
  return { scripts, bytes: scripts.reduce((sum, script) => sum + gzipSize(script), 0) };
}

/** Pages loaded at once: each waits 3 s on its own clock, mostly idle, so a few share the time. */
const PAGES_AT_ONCE = 3;

test('the first load of every page, everything fetched within 3 s of load, stays within 130 KB of gzipped JavaScript', async ({
  browser,
}) => {
  // Nineteen pages, each watched for 3 s after its load, three at a time: well under a minute on a
  // quiet machine; a busy one slows every page's clock, so the test allows it five minutes.
  test.setTimeout(300_000);
  const signUp = await browser.newPage();
  await registerAndGoHome(signUp);
  // Made an administrator (the test clock's grant, present only in tests) so the admin pages load too.
  expect((await signUp.request.post('/api/test-clock/grant-admin')).status()).toBe(200);
  const storageState = await signUp.context().storageState();
  await signUp.context().close();

  const paths = [AUTH_PATH, ...Object.values(PAGES).map((page) => page.path)];
  const rows: Array<{ path: string; bytes: number; scripts: string[] }> = [];
  for (let start = 0; start < paths.length; start += PAGES_AT_ONCE) {
    const batch = paths.slice(start, start + PAGES_AT_ONCE);
    const loads = batch.map(async (path) => ({
      path,
      ...(await firstLoadOf(browser, path, path === AUTH_PATH ? undefined : storageState)),
    }));
    rows.push(...(await Promise.all(loads)));
  }
  console.log(
    ['| page | first-load JS (gzip) | scripts |', '|---|---|---|']
      .concat(rows.map((row) => `| ${row.path} | ${kb(row.bytes)} | ${row.scripts.length} |`))
      .join('\n'),
  );
  if (process.env.FIRST_LOAD_DETAIL) {
    for (const row of rows) {
      console.log(
        `${row.path}: ${row.scripts.map((script) => `${script.replace('/assets/', '')} ${kb(gzipSize(script))}`).join(', ')}`,
      );
    }
  }
  for (const row of rows) {
    expect(
      row.bytes,
      `first load of ${row.path} is ${kb(row.bytes)} gzip: ${row.scripts.join(', ')}`,
    ).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_BYTES);
  }
});

test('every lazily loaded chunk stays within 30 KB gzipped', () => {
  const html = readFileSync(join(CLIENT_DIR, 'index.html'), 'utf8');
  const initial = new Set([...html.matchAll(/\/assets\/[^"]+\.js/g)].map((match) => match[0]));
  const lazy = readdirSync(join(CLIENT_DIR, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => `/assets/${name}`)
    .filter((path) => !initial.has(path));

  expect(lazy.length).toBeGreaterThan(0);
  for (const path of lazy) {
    const size = gzipSize(path);
    expect(size, `${path} is ${kb(size)} gzip`).toBeLessThanOrEqual(LAZY_CHUNK_BUDGET_BYTES);
  }
});

test('opening the progress reports loads at most 30 KB of gzipped JavaScript more than the app has loaded', async ({
  page,
}) => {
  await registerAndGoHome(page);
  // The page transitions load with the first move to another page, whichever it is: go through the
  // journal first, so what is counted is what the reports themselves add.
  await page.getByRole('navigation').getByRole('link', { name: 'Journal' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Journal' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const added = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('.js') && !DEFERRED_AFTER_LOAD.test(url.pathname)) added.add(url.pathname);
  });
  await page.getByRole('navigation').getByRole('link', { name: 'Reports' }).first().click();
  // The summary is what the page opens on; its sections load their code when opened (decision 053).
  await expect(page.getByRole('region', { name: 'Summary' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const total = [...added].reduce((sum, path) => sum + gzipSize(path), 0);
  console.log(
    `reports page: ${(total / 1024).toFixed(1)} KB gzip of JavaScript beyond what the app had loaded (${[...added].join(', ')})`,
  );
  expect(added.size).toBeGreaterThan(0);
  expect(total, `the reports add ${(total / 1024).toFixed(1)} KB gzip`).toBeLessThanOrEqual(
    LAZY_CHUNK_BUDGET_BYTES,
  );
});

test('the chunks never import each other in a circle, so every module runs after the modules it needs', () => {
  // vite.config.ts builds without rolldown's strictExecutionOrder: a circle between two chunks could
  // then run a module before one it imports ('x is not a function' on the first render).
  const manifest: Record<string, { name?: string; imports?: string[] }> = JSON.parse(
    readFileSync(join(CLIENT_DIR, '.vite', 'manifest.json'), 'utf8'),
  );
  const done = new Set<string>();
  const circles: string[] = [];
  function visit(key: string, path: string[]): void {
    if (done.has(key)) return;
    const start = path.indexOf(key);
    if (start >= 0) {
      circles.push([...path.slice(start), key].map((chunk) => manifest[chunk]?.name ?? chunk).join(' → '));
      return;
    }
    for (const imported of manifest[key]?.imports ?? []) visit(imported, [...path, key]);
    done.add(key);
  }
  for (const key of Object.keys(manifest)) visit(key, []);
  expect(circles).toEqual([]);
});
