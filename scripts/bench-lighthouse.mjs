// `npm run bench:lighthouse`: Lighthouse mobile scores (performance, accessibility, best practices)
// of the built app on the embedded database, median of BENCH_RUNS (3) runs per page, with the
// metrics behind the performance score and any console errors. /auth is opened signed out; the
// other pages by a person signed in with a few days of use behind them (a retro, moods, journal
// entries written in Markdown). Each run starts a new browser profile (cold cache, no service
// worker; signed in, it has shown the person the app once, keeping local storage) and Lighthouse's
// default mobile settings (simulated slow 4G, 4x CPU slowdown).
// Prints a table and never fails on a score (exit 0). Each row names the page's largest paint (from the
// trace of its median-LCP run; scripts/bench/largest-paint.mjs): the shell's, or what the scripts drew.
//
// Each run of a page is paired with a run of a static reference page (scripts/bench/reference-page.mjs:
// the built shell without its scripts, the same size, served by the same server from the benchmark's
// own copy of dist/), so each row shows its performance score, LCP and TBT beside the reference's and
// the difference: what the machine costs every page, and what the app adds. BENCH_REFERENCE=0 skips it.
//
// Lighthouse is installed on first use into scripts/bench/lighthouse (its own lock file), so the
// app's install stays small. Knobs: BENCH_RUNS, BENCH_PAGES (comma separated), BENCH_PORT,
// CHROMIUM_PATH (else the one the end-to-end tests use), BENCH_REPORT_DIR (keep the JSON reports and
// the page-load traces, which Chromium's performance panel opens).
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CHROMIUM_ARGS, findChromium } from '../e2e/chromium-path.mjs';
import { describeLargestPaint, largestPaint } from './bench/largest-paint.mjs';
import { machineState } from './bench/machine-state.mjs';
import { REFERENCE_PATH, writeReferencePage } from './bench/reference-page.mjs';
import { freePort, waitReady } from './bench/server-process.mjs';
import { root } from './build-inputs.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PAGES = (process.env.BENCH_PAGES ?? '/auth,/,/daily-retro,/journal,/reports').split(',');
const REPORT_DIR = process.env.BENCH_REPORT_DIR;
const WITH_REFERENCE = process.env.BENCH_REFERENCE !== '0';
if (REPORT_DIR) mkdirSync(REPORT_DIR, { recursive: true });
const PASSWORD = 'lighthouse bench password 42';
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  SI: 'speed-index',
};

const lighthouseDir = join(root, 'scripts/bench/lighthouse');
if (!existsSync(join(lighthouseDir, 'node_modules/lighthouse'))) {
  console.log('Installing Lighthouse for the benchmark (scripts/bench/lighthouse)…');
  execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: lighthouseDir,
    stdio: 'inherit',
  });
}
const importFrom = (path) => import(pathToFileURL(join(lighthouseDir, 'node_modules', path)).href);
const { default: lighthouse } = await importFrom('lighthouse/core/index.js');
const { default: puppeteer } = await importFrom('puppeteer-core/lib/esm/puppeteer/puppeteer-core.js');

const chromium = process.env.CHROMIUM_PATH ?? findChromium()?.path;
if (!chromium) throw new Error('No Chromium found: run node scripts/ensure-chromium.mjs');

/** Signs a new person up and gives them a few days of use, through the API as the app would. */
async function seedUser(base) {
  const username = `lighthouse_${process.pid}`;
  const json = { 'content-type': 'application/json', origin: base };
  const register = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ username, password: PASSWORD, timezone: 'UTC' }),
  });
  if (!register.ok) throw new Error(`sign-up failed: ${register.status}`);
  const cookie = register.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const send = async (method, path, body) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { ...json, cookie },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status}`);
  };
  // Someone with a few days behind them has seen the reminders announcement and logged today's mood
  // (a new user's first visit asks for both, each a 404 by the specification until they exist).
  await send('POST', '/api/user-preferences/feature-announcements', {
    feature: 'calendar_reminder_announced',
    seen: true,
  });
  await send('POST', '/api/moods', { mood: 'good', note: 'A calm, steady day' });
  const entries = [
    ['A good walk', 'Walked to the **river** before work.\n\n- noticed the light\n- slept well after'],
    ['Work', 'Shipped the small fix I had put off. _Finishing_ things feels better than starting them.'],
    ['', 'Quiet evening. Read for an hour and went to bed early.'],
  ];
  for (const [title, body] of entries) {
    await send('POST', '/api/journal', { ...(title ? { title } : {}), body, tags: ['life'] });
  }
  return username;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function auditOnce(base, path, username) {
  const profile = mkdtempSync(join(tmpdir(), 'daily-retro-lighthouse-'));
  const browser = await puppeteer.launch({
    executablePath: chromium,
    headless: true,
    userDataDir: profile,
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage();
    if (username) {
      // Signed in the way the sign-in form does it, from a page of the app's origin that loads no
      // assets, so the audited load starts with a cold cache and no service worker.
      await page.goto(`${base}/readyz`);
      const status = await page.evaluate(
        (name, password) =>
          fetch('/api/login', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ username: name, password, rememberMe: true }),
          }).then((res) => res.status),
        username,
        PASSWORD,
      );
      if (status !== 200) throw new Error(`sign-in failed: ${status}`);
      // A returning person: this browser has shown them the app before (so it keeps what the app
      // remembers on the device, such as the name home greets them by), but its cache is cold: the
      // files, the service worker and its caches are cleared, cookies and local storage kept.
      await page.goto(`${base}/`);
      await page.waitForFunction(() => /^Good \w+, /.test(document.querySelector('h1')?.textContent ?? ''));
      await page.goto(`${base}/readyz`);
      const cdp = await page.createCDPSession();
      await cdp.send('Network.clearBrowserCache');
      await cdp.send('Storage.clearDataForOrigin', {
        origin: base,
        storageTypes: 'service_workers,cache_storage,indexeddb',
      });
      await cdp.detach();
    }
    const result = await lighthouse(
      `${base}${path}`,
      {
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
        disableStorageReset: Boolean(username),
      },
      undefined,
      page,
    );
    return { lhr: result.lhr, trace: result.artifacts.Trace };
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/**
 * Lighthouse now and then fails to record a page load's trace (NO_NAVSTART, a runtime error with
 * every score null): such a run measured nothing, so it is run again, up to twice.
 */
async function auditUntilTraced(base, path, username) {
  for (let attempt = 1; ; attempt++) {
    const result = await auditOnce(base, path, username);
    if (!result.lhr.runtimeError || attempt === 3) return result;
    console.log(`(${path}: ${result.lhr.runtimeError.code}, measured again)`);
  }
}

/**
 * Lighthouse's measure of this machine's speed in each run (its 4× CPU slowdown is applied to what
 * this machine does, so the same page scores lower when the index is low): lowest–highest.
 */
function benchmarkIndexes(runs) {
  const indexes = runs.map((lhr) => Math.round(lhr.environment.benchmarkIndex));
  return `${Math.min(...indexes)}–${Math.max(...indexes)}`;
}

function failedAudits(lhr) {
  const ids = CATEGORIES.flatMap((id) => lhr.categories[id].auditRefs.filter((ref) => ref.weight > 0));
  return ids
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative')
    .map((audit) => audit.id);
}

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'daily-retro-lighthouse-data-'));
// The server runs from a copy of dist/ (inside the project, so it finds its packages) whose client
// folder also holds the reference page: the build itself is left as it is, and the page is never
// part of what is deployed.
const benchDist = join(root, `dist-bench-${process.pid}`);
cpSync(join(root, 'dist'), benchDist, { recursive: true });
writeReferencePage(join(benchDist, 'client'), readFileSync(join(benchDist, 'client/index.html'), 'utf8'));
const server = spawn(process.execPath, [join(benchDist, 'server/main.js')], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATA_DIR: dataDir },
  stdio: ['ignore', 'ignore', 'inherit'],
});

const ms = (value) => `${Math.round(value).toLocaleString('en')} ms`;
const signed = (value, format) => `${value > 0 ? '+' : value < 0 ? '−' : '±'}${format(Math.abs(value))}`;
/** `value (reference, difference)`, or the value alone without a reference. */
function besideReference(value, reference, format) {
  if (reference === undefined) return format(value);
  return `${format(value)} (${format(reference)}, ${signed(value - reference, format)})`;
}

async function auditAndKeep(path, run, username) {
  const { lhr, trace } = await auditUntilTraced(base, path, username);
  if (REPORT_DIR) {
    const name = `${path === '/' ? 'home' : path.slice(1).replace(/\W+/g, '_')}-${run}`;
    writeFileSync(join(REPORT_DIR, `${name}.json`), JSON.stringify(lhr));
    writeFileSync(join(REPORT_DIR, `${name}.trace.json`), JSON.stringify(trace));
  }
  return { lhr, paint: largestPaint(trace) };
}

/** The largest paint of the run whose LCP is the median: what the page's LCP figure was the time of. */
function medianRunPaint(runs) {
  const byLcp = [...runs].sort(
    (a, b) => (a.lhr.audits[METRICS.LCP].numericValue ?? 0) - (b.lhr.audits[METRICS.LCP].numericValue ?? 0),
  );
  return describeLargestPaint(byLcp[Math.floor(byLcp.length / 2)].paint);
}

function summary(runs) {
  const score = (id) => Math.round(median(runs.map((lhr) => lhr.categories[id].score ?? 0)) * 100);
  const metric = (id) => median(runs.map((lhr) => lhr.audits[id].numericValue ?? 0));
  return { score, metric };
}

try {
  await waitReady(base, server);
  const username = await seedUser(base);
  console.log(machineState());
  console.log(
    `Lighthouse mobile, median of ${RUNS} runs per page (${chromium})${
      WITH_REFERENCE
        ? `; each run paired with one of the static reference page ${REFERENCE_PATH}, shown as (reference, difference)`
        : ''
    }:\n`,
  );
  console.log(
    '| page | performance | accessibility | best practices | FCP | LCP | TBT | CLS | SI | largest paint (observed) | benchmark index | below 1 |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
  const allReferenceRuns = [];
  for (const path of PAGES) {
    const runs = [];
    const referenceRuns = [];
    for (let run = 0; run < RUNS; run++) {
      // Back to back, so the page and its reference meet the same moment of a shared machine.
      if (WITH_REFERENCE) referenceRuns.push(await auditAndKeep(REFERENCE_PATH, run, null));
      runs.push(await auditAndKeep(path, run, path === '/auth' ? null : username));
    }
    allReferenceRuns.push(...referenceRuns);
    const page = summary(runs.map((run) => run.lhr));
    const reference = WITH_REFERENCE ? summary(referenceRuns.map((run) => run.lhr)) : undefined;
    const failing = [...new Set(runs.map((run) => run.lhr).flatMap(failedAudits))].join(', ') || '—';
    const points = (value) => String(value);
    console.log(
      `| ${path} | ${besideReference(page.score('performance'), reference?.score('performance'), points)} | ` +
        `${page.score('accessibility')} | ${page.score('best-practices')} | ${ms(page.metric(METRICS.FCP))} | ` +
        `${besideReference(page.metric(METRICS.LCP), reference?.metric(METRICS.LCP), ms)} | ` +
        `${besideReference(page.metric(METRICS.TBT), reference?.metric(METRICS.TBT), ms)} | ` +
        `${page.metric(METRICS.CLS).toFixed(3)} | ${ms(page.metric(METRICS.SI))} | ${medianRunPaint(runs)} | ` +
        `${benchmarkIndexes(runs.map((run) => run.lhr))} | ${failing} |`,
    );
  }
  if (WITH_REFERENCE) {
    const referenceLhrs = allReferenceRuns.map((run) => run.lhr);
    const reference = summary(referenceLhrs);
    console.log(
      `| ${REFERENCE_PATH} (all ${allReferenceRuns.length} runs) | ${reference.score('performance')} | ` +
        `${reference.score('accessibility')} | ${reference.score('best-practices')} | ${ms(reference.metric(METRICS.FCP))} | ` +
        `${ms(reference.metric(METRICS.LCP))} | ${ms(reference.metric(METRICS.TBT))} | ${reference.metric(METRICS.CLS).toFixed(3)} | ` +
        `${ms(reference.metric(METRICS.SI))} | ${medianRunPaint(allReferenceRuns)} | ${benchmarkIndexes(referenceLhrs)} | ` +
        `${[...new Set(referenceLhrs.flatMap(failedAudits))].join(', ') || '—'} |`,
    );
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(benchDist, { recursive: true, force: true });
}
