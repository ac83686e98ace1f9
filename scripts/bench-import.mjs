// `npm run bench:import`: what a large import costs everyone else. On an embedded database (PGlite in
// a temporary directory, on disk as the app runs) one user imports an export of BENCH_MOODS moods
// (10,000) and BENCH_ENTRIES journal entries (5,000) over real HTTP on 127.0.0.1 while BENCH_READERS
// other users (8) each call GET /api/user BENCH_READER_RATE times a second (10), on a fixed schedule
// that does not wait for the previous answer, so a stall shows as latency rather than as fewer
// requests. Prints the import's own time and the readers' p50/p95/p99/max during it (and in 3 s
// without it, for comparison); then the same on PostgreSQL (a database made and dropped) when
// BENCH_DATABASE_URL (or the local default) answers; BENCH_ONLY=pglite or postgres runs one.
// Never fails on speed: exit 0 unless it cannot run.
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { cookieHeader } from './bench/cookies.mjs';
import { loadServer } from './bench/load-server.mjs';
import { machineState } from './bench/machine-state.mjs';

const MOODS = Number(process.env.BENCH_MOODS ?? 10_000);
const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 5_000);
const READERS = Number(process.env.BENCH_READERS ?? 8);
const READER_RATE = Number(process.env.BENCH_READER_RATE ?? 10);
const QUIET_MS = 3_000;
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DAY_MS = 24 * 60 * 60 * 1000;

const SENTENCES = [
  'Walked to the river before work and watched the herons.',
  'The quarterly report took most of the day; I felt scattered by the evening.',
  'Dinner with my sister, a long talk about our parents and the summer.',
  'Slept badly, woke up tired, and coffee helped a little.',
  'A small win: I finally fixed the leaking tap in the kitchen.',
  'Read half a novel on the balcony while the light went soft.',
  'Argued with Sam about something small, then apologised.',
  'Tomorrow I want to be less restless and more present with the kids.',
];

/** A day `back` days before today, as YYYY-MM-DD, and an instant on it. */
const dayBack = (back) => new Date(Date.now() - back * DAY_MS).toISOString().slice(0, 10);
const onDay = (date, hour) => `${date}T${String(hour).padStart(2, '0')}:15:00.000Z`;

/** An export as GET /api/export writes it: MOODS moods on as many days, ENTRIES entries of a few sentences. */
function makeExport() {
  const moods = Array.from({ length: MOODS }, (_, i) => {
    const date = dayBack(i + 1);
    return {
      id: randomUUID(),
      date,
      score: 1 + (i % 5),
      note: i % 3 === 0 ? 'A note about the day.' : null,
      createdAt: onDay(date, 20),
      updatedAt: onDay(date, 20),
    };
  });
  const journalEntries = Array.from({ length: ENTRIES }, (_, i) => {
    const date = dayBack(1 + ((i * 7) % Math.max(MOODS, 1)));
    const body = Array.from({ length: 4 + (i % 9) }, (_, s) => SENTENCES[(i + s) % SENTENCES.length]).join(
      ' ',
    );
    return {
      id: randomUUID(),
      date,
      title: i % 5 === 0 ? null : `Entry ${i}`,
      body,
      tags: i % 4 === 0 ? ['walk', 'family'] : [],
      promptQuestionId: null,
      createdAt: onDay(date, 21),
      updatedAt: onDay(date, 21),
      deletedAt: null,
    };
  });
  return {
    format: 'daily-retro-export',
    version: 1,
    exportedAt: new Date().toISOString(),
    profile: {
      username: 'bench_source',
      email: null,
      timezone: 'UTC',
      dayStartHour: 0,
      weekStart: 'monday',
      createdAt: onDay(dayBack(MOODS + 1), 9),
    },
    customization: null,
    reminders: null,
    journalEntries,
    moods,
    retros: [],
    streaks: [],
    badges: [],
    challenges: [],
    feedback: [],
  };
}

function appConfig(databaseConfig) {
  return {
    port: 0,
    host: '127.0.0.1',
    database: databaseConfig,
    sessionSecret: 'bench-import-secret-'.padEnd(48, 'x'),
    secureCookies: false,
    publicOrigin: null,
    logLevel: 'warn',
    trustProxy: false,
    authAttemptsPerIp: 100_000,
    testClock: false,
    push: { vapid: null, subject: 'mailto:bench@localhost.invalid', allowLocalPushServiceForTests: false },
  };
}

async function register(address, username) {
  const res = await fetch(`${address}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'a long benchmark password' }),
  });
  if (res.status !== 201) throw new Error(`registration failed: ${res.status} ${await res.text()}`);
  return cookieHeader(res.headers.getSetCookie());
}

const percentile = (sorted, p) =>
  sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * The readers run in a worker thread with an event loop of their own: in the server's thread their
 * timers would wait out the very stalls they are there to see. Each asks for GET /api/user every
 * 1/READER_RATE s on a fixed schedule over its own kept-alive connections (at most six, as a
 * browser), and a request's latency counts from when it was due, so a request held back by a stall,
 * or waiting for a connection, is not left out.
 */
const READER_SOURCE = `
const http = require('node:http');
const { parentPort, workerData } = require('node:worker_threads');
const { address, cookies, rate } = workerData;
const samples = [];
let failures = 0;
let running = true;
const pending = new Set();
const interval = 1000 / rate;
const start = performance.now();
const get = (agent, cookie) =>
  new Promise((resolve) => {
    const req = http.get(address + '/api/user', { agent, headers: { cookie } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode === 200));
    });
    req.on('error', () => resolve(false));
  });
cookies.forEach((cookie, i) => {
  // A browser's connections to one site: kept alive, at most six at a time.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 6 });
  let due = start + (i * interval) / cookies.length;
  const next = () => {
    if (!running) return;
    const scheduled = due;
    due += interval;
    const request = get(agent, cookie)
      .then((ok) => {
        if (ok) samples.push(performance.now() - scheduled);
        else failures += 1;
      })
      .finally(() => pending.delete(request));
    pending.add(request);
    setTimeout(next, Math.max(0, due - performance.now()));
  };
  setTimeout(next, Math.max(0, due - performance.now()));
});
parentPort.once('message', async () => {
  running = false;
  while (pending.size > 0) await Promise.all([...pending]);
  parentPort.postMessage({ samples, failures });
});
parentPort.postMessage('started');
`;

/** Starts the readers; the function returned stops them and gives their latencies (sorted) and failures. */
async function startReaders(address, cookies) {
  const worker = new Worker(READER_SOURCE, {
    eval: true,
    workerData: { address, cookies, rate: READER_RATE },
  });
  await once(worker, 'message');
  return async () => {
    worker.postMessage('stop');
    const [{ samples, failures }] = await once(worker, 'message');
    await worker.terminate();
    return { samples: samples.sort((a, b) => a - b), failures };
  };
}

async function measure(server, databaseConfig, body) {
  const database = await server.openDatabase(databaseConfig);
  const app = await server.buildApp({ config: appConfig(databaseConfig), database });
  try {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    // The first account is the administrator: the importer and the readers are regular users.
    await register(address, 'bench_admin');
    const importer = await register(address, 'bench_importer');
    const readers = [];
    for (let i = 0; i < READERS; i++) readers.push(await register(address, `bench_reader_${i}`));
    for (const cookie of readers) await fetch(`${address}/api/user`, { headers: { cookie } });

    // The same readers for QUIET_MS with nothing else going on, for comparison.
    const quiet = await startReaders(address, readers);
    await sleep(QUIET_MS);
    const before = await quiet();

    const stop = await startReaders(address, readers);
    const started = performance.now();
    const res = await fetch(`${address}/api/import`, {
      method: 'POST',
      headers: { cookie: importer, origin: address, 'content-type': 'application/json' },
      body,
    });
    const report = await res.text();
    const importMs = performance.now() - started;
    const { samples, failures } = await stop();
    if (res.status !== 200) throw new Error(`the import answered ${res.status}: ${report.slice(0, 300)}`);
    return { importMs, report: JSON.parse(report), samples, failures, before };
  } finally {
    await app.close();
    await database.close();
  }
}

const ms = (value) => `${value.toFixed(1)} ms`;
const latencies = ({ samples, failures }) =>
  `${samples.length} requests, ${failures} failed; p50 ${ms(percentile(samples, 50))}  ` +
  `p95 ${ms(percentile(samples, 95))}  p99 ${ms(percentile(samples, 99))}  max ${ms(samples.at(-1) ?? Number.NaN)}`;

function print(label, { importMs, report, samples, failures, before }) {
  console.log(`\n${label}`);
  console.log(
    `  import: ${(importMs / 1000).toFixed(2)} s (added ${report.moods.added} moods, ${report.journalEntries.added} journal entries)`,
  );
  console.log(`  GET /api/user of ${READERS} other users during it: ${latencies({ samples, failures })}`);
  console.log(`  the same in ${QUIET_MS / 1000} s without an import: ${latencies(before)}`);
}

const body = JSON.stringify(makeExport());
console.log(
  `Import of ${MOODS.toLocaleString('en')} moods and ${ENTRIES.toLocaleString('en')} journal entries ` +
    `(${(body.length / 1024 / 1024).toFixed(2)} MB) while ${READERS} other users each call GET /api/user ` +
    `${READER_RATE} times a second (node ${process.version}, ${cpus().length} CPUs)\n${machineState()}`,
);
const server = await loadServer('bench-import');
const only = process.env.BENCH_ONLY;

if (only !== 'postgres') {
  const dataDir = mkdtempSync(join(tmpdir(), 'retro-bench-import-'));
  try {
    print('Embedded (PGlite, on disk)', await measure(server, { kind: 'pglite', dataDir }, body));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (only !== 'pglite') {
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  let reachable = true;
  try {
    await admin.connect();
  } catch (error) {
    reachable = false;
    console.log(`\nPostgreSQL skipped: cannot reach ${POSTGRES_URL} (${error.message})`);
  }
  if (reachable) {
    const databaseName = `daily_retro_bench_import_${process.pid}`;
    await admin.query(`create database ${databaseName}`);
    try {
      const url = new URL(POSTGRES_URL);
      url.pathname = `/${databaseName}`;
      print('PostgreSQL', await measure(server, { kind: 'postgres', url: url.toString() }, body));
    } finally {
      await admin.query(`drop database if exists ${databaseName} with (force)`);
      await admin.end();
    }
  }
}
