// `npm run bench:content`: read latency of a well-used account. Seeds one user with five years of
// daily retros (answers and ratings), moods on most days and 3,000 journal entries of varied text,
// then times the first page of the retro history, the first page of the journal, full-text
// searches, the streaks, the badges with progress, a year of moods, the progress report of every period
// (this one and earlier ones) and a year in pixels over real HTTP on 127.0.0.1
// (a Node fetch client in this process against the app listening on a port), on a fresh PostgreSQL
// database (created and dropped here) and on an embedded PGlite in a temporary directory. Then
// times a journal write on an embedded database with its fsyncs (as the app runs) and without them,
// to show what durability costs. Prints p50 and p95; never fails on speed.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { seedAccount } from './bench/content-account.mjs';
import { cookieHeader } from './bench/cookies.mjs';
import { loadServer } from './bench/load-server.mjs';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const WARM_UP = 20;
const CLOCK_TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' })) || 100;
  } catch {
    return 100;
  }
})();
const YEARS = 5;
const JOURNAL_ENTRIES = 3000;
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SEARCHES = [
  'walk',
  'sister',
  'quarterly report',
  '"job interview"',
  'anxious -work',
  'garden or allotment',
  'grateful',
];

const REPORT_PERIODS = ['week', 'month', 'year', 'all'];

/** Runs `task` on each item one after another (timings must not overlap). */
async function sequential(items, task) {
  const results = [];
  for (const item of items) results.push(await task(item));
  return results;
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** CPU seconds used so far by the PostgreSQL backends serving a database (Linux /proc; 0 elsewhere). */
async function backendCpuMs(admin, databaseName) {
  if (!admin) return 0;
  const { rows } = await admin.query('select pid from pg_stat_activity where datname = $1', [databaseName]);
  let ticks = 0;
  for (const { pid } of rows) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks += Number(fields[11]) + Number(fields[12]); // utime, stime
    } catch {
      // the backend ended, or /proc is not there
    }
  }
  return ticks * (1000 / CLOCK_TICKS_PER_SECOND);
}

/**
 * Wall-clock latency of each request, and the CPU spent per request by this process (app and
 * client; with PGlite, the database too) and by the PostgreSQL backends: on a busy machine the
 * CPU figures show the cost that the latency percentiles hide behind waiting for a core.
 */
async function time(baseUrl, cookie, paths, databaseCpu) {
  const get = async (path) => {
    const res = await fetch(`${baseUrl}${path}`, { headers: { cookie } });
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
    await res.arrayBuffer();
  };
  for (let i = 0; i < WARM_UP; i++) await get(paths[i % paths.length]);
  const samples = [];
  const cpuBefore = process.cpuUsage();
  const databaseBefore = await databaseCpu();
  for (let i = 0; i < REQUESTS; i++) {
    const started = performance.now();
    await get(paths[i % paths.length]);
    samples.push(performance.now() - started);
  }
  const cpu = process.cpuUsage(cpuBefore);
  const databaseMs = (await databaseCpu()) - databaseBefore;
  samples.sort((a, b) => a - b);
  return {
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    appCpu: (cpu.user + cpu.system) / 1000 / REQUESTS,
    databaseCpu: databaseMs / REQUESTS,
  };
}

function appConfig(databaseConfig) {
  return {
    port: 0,
    host: '127.0.0.1',
    database: databaseConfig,
    sessionSecret: 'bench-content-secret-'.padEnd(48, 'x'),
    secureCookies: false,
    publicOrigin: null,
    logLevel: 'warn',
    trustProxy: false,
    authAttemptsPerIp: 1000,
    testClock: false,
    push: { vapid: null, subject: 'mailto:bench@localhost.invalid', allowLocalPushServiceForTests: false },
  };
}

async function registerReader(address) {
  const register = await fetch(`${address}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'bench_reader', password: 'a long benchmark password' }),
  });
  if (register.status !== 201) throw new Error(`registration failed: ${register.status}`);
  const cookie = cookieHeader(register.headers.getSetCookie());
  const { id } = await register.json();
  return { cookie, id };
}

async function measure(server, databaseConfig, databaseCpu = async () => 0) {
  const seedStarted = performance.now();
  const database = await server.openDatabase(databaseConfig);
  const app = await server.buildApp({ config: appConfig(databaseConfig), database });
  try {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const { cookie, id } = await registerReader(address);
    await seedAccount(database.db, id, databaseConfig.kind, { years: YEARS, entries: JOURNAL_ENTRIES });
    // Streaks are stored by recomputing them, as after any activity; that also awards the badges.
    for (const streak of ['daily-retro', 'journal', 'mood']) {
      const res = await fetch(`${address}/api/streaks/${streak}`, {
        method: 'POST',
        headers: { cookie, origin: address },
      });
      if (res.status !== 200) throw new Error(`streak ${streak} answered ${res.status}`);
    }
    const seconds = ((performance.now() - seedStarted) / 1000).toFixed(1);

    const results = {
      'retro history, first page': await time(address, cookie, ['/api/retro/history'], databaseCpu),
      'journal, first page': await time(address, cookie, ['/api/journal'], databaseCpu),
      'journal full-text search': await time(
        address,
        cookie,
        SEARCHES.map((q) => `/api/journal/search?q=${encodeURIComponent(q)}`),
        databaseCpu,
      ),
      streaks: await time(address, cookie, ['/api/streaks'], databaseCpu),
      'badges with progress': await time(address, cookie, ['/api/badges'], databaseCpu),
      'moods, last year': await time(address, cookie, ['/api/moods'], databaseCpu),
      ...Object.fromEntries(
        await sequential(REPORT_PERIODS, async (period) => [
          `report, ${period === 'all' ? 'all time' : `this ${period}`}`,
          await time(address, cookie, [`/api/progress-reports?timePeriod=${period}`], databaseCpu),
        ]),
      ),
      'report, earlier periods': await time(
        address,
        cookie,
        ['week&offset=1', 'month&offset=3', 'year&offset=2', 'week&offset=150'].map(
          (query) => `/api/progress-reports?timePeriod=${query}`,
        ),
        databaseCpu,
      ),
      'year in pixels': await time(
        address,
        cookie,
        [0, 1, 2, 3, 4].map(
          (back) => `/api/progress-reports/year-in-pixels?year=${new Date().getFullYear() - back}`,
        ),
        databaseCpu,
      ),
    };
    return { results, seconds };
  } finally {
    await app.close();
    await database.close();
  }
}

const ENTRY_BODY = `${'Today I walked to the allotment and thought about the quarterly report. '.repeat(12)}`;

/**
 * Latency of an acknowledged write: POST /api/journal (the entry, then its streak and badges), over
 * HTTP on a fresh database. `openOptions.syncFile` counts the fsyncs an embedded database makes.
 */
async function timeJournalWrites(server, databaseConfig, openOptions = {}) {
  let syncs = 0;
  let syncMs = 0;
  const syncFile = openOptions.syncFile;
  const database = await server.openDatabase(databaseConfig, {
    ...openOptions,
    ...(syncFile
      ? {
          syncFile: (fd, path) => {
            const started = performance.now();
            syncFile(fd, path);
            syncs += 1;
            syncMs += performance.now() - started;
          },
        }
      : {}),
  });
  const app = await server.buildApp({ config: appConfig(databaseConfig), database });
  try {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const { cookie } = await registerReader(address);
    const write = async (i) => {
      const res = await fetch(`${address}/api/journal`, {
        method: 'POST',
        headers: { cookie, origin: address, 'content-type': 'application/json' },
        body: JSON.stringify({ title: `Entry ${i}`, body: ENTRY_BODY, tags: ['bench'] }),
      });
      if (res.status !== 201) throw new Error(`journal write answered ${res.status}: ${await res.text()}`);
      await res.arrayBuffer();
    };
    for (let i = 0; i < WARM_UP; i++) await write(i);
    const samples = [];
    syncs = 0;
    syncMs = 0;
    for (let i = 0; i < REQUESTS; i++) {
      const started = performance.now();
      await write(WARM_UP + i);
      samples.push(performance.now() - started);
    }
    samples.sort((a, b) => a - b);
    return {
      p50: percentile(samples, 50),
      p95: percentile(samples, 95),
      syncsPerWrite: syncs / REQUESTS,
      syncMsPerWrite: syncMs / REQUESTS,
    };
  } finally {
    await app.close();
    await database.close();
  }
}

function reportWrite(label, { p50, p95, syncsPerWrite, syncMsPerWrite }) {
  const syncs = `   per write: ${syncsPerWrite.toFixed(1)} fsync calls, ${syncMsPerWrite.toFixed(2)} ms in them`;
  console.log(
    `  ${label.padEnd(44)} p50 ${p50.toFixed(2).padStart(6)} ms   p95 ${p95.toFixed(2).padStart(6)} ms${syncs}`,
  );
}

function report(label, { results, seconds }) {
  console.log(`\n${label} (set up and seeded in ${seconds} s)`);
  for (const [name, { p50, p95, appCpu, databaseCpu }] of Object.entries(results)) {
    const database = label.startsWith('PostgreSQL')
      ? `, PostgreSQL ${databaseCpu.toFixed(2)} ms`
      : ' (database included)';
    console.log(
      `  ${name.padEnd(28)} p50 ${p50.toFixed(2).padStart(6)} ms   p95 ${p95.toFixed(2).padStart(6)} ms` +
        `   CPU per request: this process ${appCpu.toFixed(2)} ms${database}`,
    );
  }
}

if (process.env.BENCH_ONLY !== 'writes')
  console.log(
    `Content reads for one user with ${YEARS} years of daily retros and ${JOURNAL_ENTRIES} journal entries: ` +
      `${REQUESTS} signed-in GETs each over HTTP on 127.0.0.1 after ${WARM_UP} warm-up requests ` +
      `(node ${process.version}, ${cpus().length} CPUs). Search cycles through: ${SEARCHES.join(' | ')}`,
  );
const server = await loadServer('bench-content', ['buildApp', 'openDatabase', 'syncFileToDisk']);

// BENCH_ONLY=postgres or BENCH_ONLY=pglite runs one of the two, BENCH_ONLY=writes only the journal
// writes; BENCH_KEEP_DATABASE=1 leaves the seeded databases in place for a look at query plans.
const only = process.env.BENCH_ONLY;
const admin = new pg.Client({ connectionString: POSTGRES_URL });
let postgresReachable = only !== 'pglite' && only !== 'writes';
try {
  if (postgresReachable) await admin.connect();
} catch (error) {
  postgresReachable = false;
  console.log(`\nPostgreSQL skipped: cannot reach ${POSTGRES_URL} (${error.message})`);
}
if (postgresReachable) {
  const databaseName = `daily_retro_bench_content_${process.pid}`;
  await admin.query(`create database ${databaseName}`);
  try {
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${databaseName}`;
    const databaseCpu = () => backendCpuMs(admin, databaseName);
    report('PostgreSQL', await measure(server, { kind: 'postgres', url: url.toString() }, databaseCpu));
  } finally {
    if (process.env.BENCH_KEEP_DATABASE === '1') console.log(`  kept database ${databaseName}`);
    else await admin.query(`drop database if exists ${databaseName} with (force)`);
    await admin.end();
  }
}

if (only !== 'postgres' && only !== 'writes') {
  const dataDir = mkdtempSync(join(tmpdir(), 'retro-bench-content-'));
  try {
    report('Embedded (PGlite)', await measure(server, { kind: 'pglite', dataDir }));
  } finally {
    if (process.env.BENCH_KEEP_DATABASE === '1') console.log(`  kept data directory ${dataDir}`);
    else rmSync(dataDir, { recursive: true, force: true });
  }
}

// What durability costs an embedded write: the same write with every fsync made (as the app runs)
// and with the fsyncs skipped (what PGlite does by default). PostgreSQL keeps its own defaults.
if (only !== 'postgres') {
  console.log(`\nJournal writes (POST /api/journal, ${REQUESTS} after ${WARM_UP} warm-up, one at a time)`);
  for (const [label, syncFile] of [
    ['embedded, flushed to disk before the answer', server.syncFileToDisk],
    ['embedded, fsync skipped (not durable)', () => {}],
  ]) {
    const dataDir = mkdtempSync(join(tmpdir(), 'retro-bench-write-'));
    try {
      reportWrite(label, await timeJournalWrites(server, { kind: 'pglite', dataDir }, { syncFile }));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
}
