// `npm run bench:load`: a realistic mix of signed-in traffic against the built server, driven by
// autocannon: BENCH_USERS virtual users (32) for BENCH_DURATION_S seconds (30), each with its own
// account and session cookie, one keep-alive connection each. Every user loops over what a person does:
// opens the app (sign-in on the first round), home, today's retro with one answer saved as they type
// (the same answer, longer each time), a journal entry saved, the journal list, a search, a mood,
// and the achievements reads. Prints p50/p95/p99 latency (all and per route), requests/s, non-2xx
// responses, the server's RSS before and after and the CPU per request, embedded then PostgreSQL.
// Loopback only, bounded in time; it never fails on speed (exit 0).
//
// Knobs: BENCH_DURATION_S, BENCH_USERS, BENCH_USER_RATE (requests/s per user, 4; 0 = flat out),
// BENCH_RAMP_S (the users arrive over 3 s), BENCH_MODES (embedded,postgres), BENCH_PORT (else a
// free port), BENCH_DATABASE_URL (a PostgreSQL server; a fresh database is made on it and dropped),
// BENCH_CPU_PROF (a folder: the embedded server runs with --cpu-prof writing there),
// BENCH_BY_ROUTE=0 (no line per route).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { cookieHeader } from './bench/cookies.mjs';
import { machineState } from './bench/machine-state.mjs';
import { freePort, waitReady } from './bench/server-process.mjs';
import { root } from './build-inputs.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 30);
const USERS = Number(process.env.BENCH_USERS ?? 32);
const MODES = (process.env.BENCH_MODES ?? 'embedded,postgres').split(',').map((mode) => mode.trim());
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CPU_PROF_DIR = process.env.BENCH_CPU_PROF;
const BY_ROUTE = process.env.BENCH_BY_ROUTE !== '0';
/**
 * Requests per second each virtual user sends at most: 4 is twice what someone typing sends (the
 * autosave waits half a second after the last key). 0: no pause at all, each user sends its next
 * request as soon as the last one is answered (a stress test, not a day's use).
 */
const USER_RATE = Number(process.env.BENCH_USER_RATE ?? 4);
/** Over how many seconds the users arrive. */
const RAMP_S = Number(process.env.BENCH_RAMP_S ?? 3);
const PASSWORD = 'bench password 123 load';
/** How many times one answer is saved per round, each time a few words longer. */
const KEYSTROKE_SAVES = 6;
const ANSWER_WORDS = ['Today', 'I', 'learned', 'that', 'small', 'steps', 'add', 'up', 'over', 'time'];

/** User plus system CPU time the process has used, in ms (clock ticks are 100 per second on Linux). */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

function startServer(port, env, { cpuProf }) {
  const args = cpuProf ? ['--cpu-prof', `--cpu-prof-dir=${cpuProf}`] : [];
  return spawn(process.execPath, [...args, join(root, 'dist/server/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // Every virtual user signs up and in from 127.0.0.1: the per-address limit is for attackers.
      AUTH_RATE_LIMIT_PER_IP: '100000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

function stopServer(child) {
  if (child.exitCode !== null) return Promise.resolve();
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  return exited;
}

/**
 * Accounts are made before the run (not measured): a sign-up is not part of a day's use. The first
 * account becomes the administrator and takes no part: the users are regular users.
 */
async function registerUsers(base, runId) {
  const users = [];
  for (let i = -1; i < USERS; i++) {
    const username = i < 0 ? `load_${runId}_admin` : `load_${runId}_${i}`;
    const res = await fetch(`${base}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: PASSWORD, timezone: 'UTC' }),
    });
    if (res.status !== 201 && res.status !== 200) throw new Error(`sign-up failed: ${res.status}`);
    if (i >= 0) users.push(username);
  }
  return users;
}

const percentile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

/**
 * One virtual user: one autocannon instance with one connection and its own requests, so its
 * session cookie and today's retro are its own. Sign-in is the first round's first request; later
 * rounds start as a reopened app does, with GET /api/user.
 */
function virtualUser(base, username, index, record) {
  const user = { cookie: '', date: '', questionId: 0, round: 0 };
  let label = '';
  const json = { 'content-type': 'application/json', origin: base };
  const signed = (req, extra = {}) => ({ ...req, headers: { ...extra, cookie: user.cookie } });
  const step = (name, request, onBody) => ({
    ...request,
    setupRequest: (req) => {
      label = name;
      return request.setupRequest ? request.setupRequest(req) : signed(req);
    },
    onResponse: (status, body, _context, headers) => {
      if (onBody && status >= 200 && status < 300) onBody(body, headers);
    },
  });

  const requests = [
    step(
      'sign-in / reopen',
      {
        method: 'POST',
        path: '/api/login',
        setupRequest: (req) => {
          user.round++;
          if (user.cookie) return signed({ ...req, method: 'GET', path: '/api/user', body: undefined });
          return {
            ...req,
            headers: json,
            body: JSON.stringify({ username, password: PASSWORD, rememberMe: true }),
          };
        },
      },
      (_body, headers) => {
        const cookie = cookieHeader(headers['set-cookie']);
        if (cookie) user.cookie = cookie;
      },
    ),
    step('GET /api/home', { method: 'GET', path: '/api/home' }),
    step('GET /api/retro/today', { method: 'GET', path: '/api/retro/today' }, (body) => {
      const { retro } = JSON.parse(body);
      user.date = retro.date;
      // Each round answers the next question, as someone going through the retro would.
      user.questionId = retro.questions[user.round % retro.questions.length].id;
    }),
    ...Array.from({ length: KEYSTROKE_SAVES }, (_, save) =>
      step('PUT answer (typing)', {
        method: 'PUT',
        setupRequest: (req) =>
          signed(
            {
              ...req,
              path: `/api/retro/${user.date}/answers/${user.questionId}`,
              body: JSON.stringify({
                text: `${ANSWER_WORDS.slice(0, 2 + save).join(' ')} (round ${user.round})`,
              }),
            },
            json,
          ),
      }),
    ),
    step('POST /api/journal', {
      method: 'POST',
      path: '/api/journal',
      setupRequest: (req) =>
        signed(
          {
            ...req,
            body: JSON.stringify({
              title: `Evening note ${user.round}`,
              body: `A calm reflection on focus and rest, written by user ${index} in round ${user.round}.`,
              tags: ['bench', `round${user.round % 5}`],
              idempotencyKey: `bench-${index}-${user.round}-${process.pid}`,
            }),
          },
          json,
        ),
    }),
    step('GET /api/journal', { method: 'GET', path: '/api/journal' }),
    step('GET /api/journal/search', { method: 'GET', path: '/api/journal/search?q=reflection' }),
    step('POST /api/moods', {
      method: 'POST',
      path: '/api/moods',
      setupRequest: (req) =>
        signed(
          { ...req, body: JSON.stringify({ mood: ['okay', 'good', 'great'][user.round % 3], note: 'fine' }) },
          json,
        ),
    }),
    step('GET /api/moods', { method: 'GET', path: '/api/moods' }),
    step('GET /api/streaks', { method: 'GET', path: '/api/streaks' }),
    step('GET /api/badges/user', { method: 'GET', path: '/api/badges/user' }),
    step('GET /api/challenges/user', { method: 'GET', path: '/api/challenges/user' }),
  ];

  const instance = autocannon({
    url: base,
    connections: 1,
    ...(USER_RATE > 0 ? { connectionRate: USER_RATE } : {}),
    duration: DURATION_S,
    requests,
    skipAggregateResult: true,
  });
  instance.on('response', (_client, status, _bytes, responseTime) => record(label, status, responseTime));
  return instance;
}

async function runLoad(base, users) {
  const latencies = [];
  const byRoute = new Map();
  let errors = 0;
  const statusCounts = new Map();
  const record = (label, status, ms) => {
    latencies.push(ms);
    if (BY_ROUTE) {
      if (!byRoute.has(label)) byRoute.set(label, []);
      byRoute.get(label).push(ms);
    }
    if (status < 200 || status >= 300) {
      errors++;
      const key = `${status} ${label}`;
      statusCounts.set(key, (statusCounts.get(key) ?? 0) + 1);
    }
  };
  const started = performance.now();
  const clientCpu = process.cpuUsage();
  // The users arrive spread over the first RAMP_S seconds, as people do, rather than all at one
  // instant (and each signs in as it arrives). Within a second, autocannon sends a connection's
  // requests back to back, then waits for the next second: a page's requests, then a pause.
  const results = await Promise.all(
    users.map((username, i) =>
      new Promise((resolve) => setTimeout(resolve, (i * RAMP_S * 1000) / users.length)).then(() =>
        virtualUser(base, username, i, record),
      ),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  const { user, system } = process.cpuUsage(clientCpu);
  const transportErrors = results.reduce((sum, result) => sum + result.errors + result.timeouts, 0);
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    rps: latencies.length / seconds,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    max: latencies.at(-1) ?? 0,
    errors: errors + transportErrors,
    clientCpuMs: (user + system) / 1000,
    statusCounts,
    byRoute,
  };
}

async function measure(label, env, { cpuProf } = {}) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = startServer(port, env, { cpuProf });
  try {
    await waitReady(base, child);
    const rssReady = rssMb(child.pid);
    const users = await registerUsers(base, `${process.pid}_${port}`);
    const rssBefore = rssMb(child.pid);
    const cpuBefore = cpuMs(child.pid);
    const result = await runLoad(base, users);
    const rssAfter = rssMb(child.pid);
    const cpuPerRequest = (cpuMs(child.pid) - cpuBefore) / Math.max(1, result.requests);
    console.log(
      `${label.padEnd(18)} p50 ${result.p50.toFixed(1).padStart(6)} ms  p95 ${result.p95.toFixed(1).padStart(6)} ms  p99 ${result.p99.toFixed(1).padStart(6)} ms  max ${result.max.toFixed(0).padStart(5)} ms | ${result.rps.toFixed(0).padStart(5)} req/s${USER_RATE > 0 ? ` of ${USER_RATE * USERS} offered` : ''} | errors ${result.errors} | RSS ${rssReady.toFixed(0)} ready, ${rssBefore.toFixed(0)} → ${rssAfter.toFixed(0)} MB (${rssAfter - rssBefore >= 0 ? '+' : ''}${(rssAfter - rssBefore).toFixed(0)}) | CPU per request: server ${cpuPerRequest.toFixed(2)} ms, load generator ${(result.clientCpuMs / Math.max(1, result.requests)).toFixed(2)} ms`,
    );
    for (const [key, count] of result.statusCounts) console.log(`${''.padEnd(18)} ${count} × ${key}`);
    if (BY_ROUTE) {
      for (const [route, values] of [...result.byRoute].sort()) {
        values.sort((a, b) => a - b);
        console.log(
          `${''.padEnd(18)} ${route.padEnd(24)} n ${String(values.length).padStart(6)}  p50 ${percentile(values, 0.5).toFixed(1).padStart(6)}  p99 ${percentile(values, 0.99).toFixed(1).padStart(6)} ms`,
        );
      }
    }
  } finally {
    await stopServer(child);
  }
}

console.log(machineState());
const pace = `${USER_RATE > 0 ? `at most ${USER_RATE} requests/s each` : 'no pause between requests'}, arriving over ${RAMP_S} s`;
console.log(
  `Mixed load: ${USERS} virtual users × ${DURATION_S} s, ${pace}, one keep-alive connection each (autocannon); node ${process.version}`,
);

if (MODES.includes('embedded')) {
  const dataDir = mkdtempSync(join(tmpdir(), 'retro-bench-load-'));
  try {
    await measure('embedded (PGlite)', { DATA_DIR: dataDir, DATABASE_URL: '' }, { cpuProf: CPU_PROF_DIR });
  } catch (error) {
    console.log(`embedded (PGlite)  failed: ${error.message}`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (MODES.includes('postgres')) {
  const databaseName = `daily_retro_bench_load_${process.pid}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  let connected = false;
  try {
    await admin.connect();
    connected = true;
  } catch (error) {
    console.log(`PostgreSQL         skipped: cannot reach the server (${error.message})`);
  }
  if (connected) {
    try {
      await admin.query(`create database ${databaseName}`);
      const url = new URL(POSTGRES_URL);
      url.pathname = `/${databaseName}`;
      await measure('PostgreSQL', {
        DATABASE_URL: url.toString(),
        SESSION_SECRET: 'bench-secret-'.padEnd(48, 'x'),
      });
    } catch (error) {
      console.log(`PostgreSQL         failed: ${error.message}`);
    } finally {
      await admin.query(`drop database if exists ${databaseName} with (force)`).catch(() => {});
      await admin.end();
    }
  }
}
