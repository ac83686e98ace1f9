// `npm run bench:auth-read`: requests per second and latency of an authenticated read on PostgreSQL,
// with BENCH_CONNECTIONS (64) keep-alive connections: this app's GET /api/streaks (the session and the
// user's streaks) and GET /api/user, against a typical Express + passport + connect-pg-simple app
// (scripts/bench/express-reference-app.mjs) answering GET /api/user from the same database. Bounded in
// time, loopback only; prints figures and never fails on speed (exit 0).
//
// The load comes from wrk when it is there (as root with apt-get, it is installed if missing): a
// native load generator takes far less of this 2-core machine's CPU than autocannon, which runs in
// Node and competes with the server. Otherwise autocannon, in this process. Both servers are
// measured with the same tool, so the ratio stays fair; the tool is printed.
//
// Knobs: BENCH_DURATION_S (10 per measurement, after 2 s of warm-up), BENCH_CONNECTIONS,
// BENCH_USERS (1: the requests are one person's, as the issue measured; more spreads them over that
// many signed-in people, in turn, on both apps), BENCH_TOOL (wrk or autocannon; else wrk if
// available), BENCH_WRK_THREADS (1),
// BENCH_DATABASE_URL (a PostgreSQL server; a fresh database is made on it and dropped),
// BENCH_PORT (the app's port; the reference takes the next one; else free ports),
// BENCH_CPU_PROF (a folder: the app's server runs with --cpu-prof writing there;
// node scripts/bench-profile-top.mjs summarises it).
import { execFile, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { cookieHeader } from './bench/cookies.mjs';
import { machineState } from './bench/machine-state.mjs';
import { freePort, waitReady } from './bench/server-process.mjs';
import { root } from './build-inputs.mjs';
import { hasCommand } from './has-command.mjs';

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);
const WARMUP_S = 2;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const WRK_THREADS = Number(process.env.BENCH_WRK_THREADS ?? 1);
const USERS = Math.max(1, Number(process.env.BENCH_USERS ?? 1));
const CPU_PROF_DIR = process.env.BENCH_CPU_PROF;

/** 'wrk' when it is installed (or could be installed now), else 'autocannon'. */
function chooseTool() {
  const wanted = process.env.BENCH_TOOL;
  if (wanted === 'autocannon') return 'autocannon';
  if (hasCommand('wrk')) return 'wrk';
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && hasCommand('apt-get')) {
    console.log('wrk not found; installing the Debian package with apt-get…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    try {
      execFileSync('apt-get', ['install', '-y', 'wrk'], { stdio: 'ignore', env });
    } catch {
      try {
        execFileSync('apt-get', ['update'], { stdio: 'ignore', env });
        execFileSync('apt-get', ['install', '-y', 'wrk'], { stdio: 'ignore', env });
      } catch {
        // falls back to autocannon below
      }
    }
    if (hasCommand('wrk')) return 'wrk';
  }
  if (wanted === 'wrk') console.log('wrk is not available: autocannon is used instead.');
  return 'autocannon';
}

/** Each connection sends its requests with the cookies in turn. */
async function loadWithAutocannon(url, cookies) {
  const requests = cookies.map((cookie) => ({ headers: { cookie } }));
  const run = (duration) => autocannon({ url, connections: CONNECTIONS, duration, requests });
  await run(WARMUP_S);
  const result = await run(DURATION_S);
  return {
    rps: result.requests.total / (result.duration || DURATION_S),
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/** A wrk duration ("812.00us", "4.31ms", "1.02s") in ms. */
function wrkMs(text) {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text);
  if (!match) throw new Error(`unexpected wrk duration: ${text}`);
  const scale = { us: 0.001, ms: 1, s: 1000, m: 60_000 }[match[2]];
  return Number(match[1]) * scale;
}

/** Several cookies: a script sends them in turn (one cookie is a plain header, with no script). */
async function loadWithWrk(url, cookies) {
  const folder = cookies.length > 1 ? mkdtempSync(join(tmpdir(), 'bench-wrk-')) : null;
  const cookieArgs = ['-H', `cookie: ${cookies[0]}`];
  if (folder) {
    const script = join(folder, 'cookies.lua');
    writeFileSync(
      script,
      `local cookies = {${cookies.map((cookie) => JSON.stringify(cookie)).join(', ')}}
local n = 0
request = function()
  n = n + 1
  return wrk.format(nil, nil, { ["cookie"] = cookies[(n % #cookies) + 1] })
end
`,
    );
    cookieArgs.splice(0, 2, '-s', script);
  }
  const run = (duration) =>
    new Promise((resolve, reject) => {
      execFile(
        'wrk',
        [
          '-t',
          String(WRK_THREADS),
          '-c',
          String(CONNECTIONS),
          '-d',
          `${duration}s`,
          '--latency',
          ...cookieArgs,
          url,
        ],
        (error, stdout) => (error ? reject(error) : resolve(stdout)),
      );
    });
  let out;
  try {
    await run(WARMUP_S);
    out = await run(DURATION_S);
  } finally {
    if (folder) rmSync(folder, { recursive: true, force: true });
  }
  const percentile = (p) => {
    const found = new RegExp(`^\\s+${p}%\\s+(\\S+)`, 'm').exec(out);
    return found ? wrkMs(found[1]) : Number.NaN;
  };
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  return {
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]),
    p50: percentile(50),
    p99: percentile(99),
    failures:
      Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0) +
      (socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0),
  };
}

const TOOL = chooseTool();
const load = TOOL === 'wrk' ? loadWithWrk : loadWithAutocannon;

const databaseName = `daily_retro_bench_auth_${process.pid}`;
const admin = new pg.Client({ connectionString: SERVER_URL });
try {
  await admin.connect();
} catch (error) {
  console.log(`PostgreSQL skipped: cannot reach the server (${error.message})`);
  process.exit(0);
}
await admin.query(`create database ${databaseName}`);
const url = new URL(SERVER_URL);
url.pathname = `/${databaseName}`;
const databaseUrl = url.toString();

const startServer = (script, port, nodeOptions = []) =>
  spawn(process.execPath, [...nodeOptions, join(root, script)], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      SESSION_SECRET: 'bench-secret-'.padEnd(48, 'x'),
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // BENCH_USERS registrations come from one address: the per-address sign-in limit is not measured here.
      AUTH_RATE_LIMIT_PER_IP: String(Math.max(100, USERS * 2)),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
const stopServer = (child) => {
  if (child.exitCode !== null) return Promise.resolve();
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  return exited;
};

const appPort = await freePort();
const referencePort = await freePort(1);
const appBase = `http://127.0.0.1:${appPort}`;
const referenceBase = `http://127.0.0.1:${referencePort}`;
const server = startServer(
  'dist/server/main.js',
  appPort,
  CPU_PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF_DIR}`] : [],
);
let reference;
try {
  await waitReady(appBase, server);
  // The first account becomes the administrator; the reads are a regular user's.
  await fetch(`${appBase}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'bench_admin', password: 'bench password 123' }),
  });
  const register = async (username) => {
    const registered = await fetch(`${appBase}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: 'bench password 123' }),
    });
    return cookieHeader(registered.headers.getSetCookie());
  };
  const names = Array.from({ length: USERS }, (_, i) => (i === 0 ? 'bench_user' : `bench_user_${i}`));
  const appCookies = [];
  for (const name of names) appCookies.push(await register(name));

  reference = startServer('scripts/bench/express-reference-app.mjs', referencePort);
  await waitReady(referenceBase, reference);
  const referenceCookies = [];
  for (const username of names) {
    const referenceLogin = await fetch(`${referenceBase}/login-as`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username }),
    });
    referenceCookies.push(cookieHeader(referenceLogin.headers.getSetCookie()));
  }

  console.log(machineState());
  console.log(
    `Signed-in reads, ${CONNECTIONS} keep-alive connections (${TOOL === 'wrk' ? `wrk, ${WRK_THREADS} thread${WRK_THREADS === 1 ? '' : 's'}` : 'autocannon, in this process'}), ${DURATION_S} s each after ${WARMUP_S} s of warm-up, PostgreSQL, ${USERS === 1 ? 'one signed-in user' : `${USERS} signed-in users in turn`}; node ${process.version}`,
  );
  const streaks = await load(`${appBase}/api/streaks`, appCookies);
  const user = await load(`${appBase}/api/user`, appCookies);
  const theirs = await load(`${referenceBase}/api/user`, referenceCookies);
  const line = (name, r) =>
    `${name.padEnd(52)} ${r.rps.toFixed(0).padStart(6)} req/s   p50 ${r.p50.toFixed(1).padStart(5)} ms   p99 ${r.p99.toFixed(1).padStart(5)} ms${r.failures ? `   (${r.failures} failed or non-2xx)` : ''}`;
  console.log(line('Daily Retro GET /api/streaks', streaks));
  console.log(line('Daily Retro GET /api/user', user));
  console.log(line('Express + passport + connect-pg-simple GET /api/user', theirs));
  console.log(
    `GET /api/streaks serves ${(streaks.rps / theirs.rps).toFixed(1)}× the reference's requests per second (GET /api/user: ${(user.rps / theirs.rps).toFixed(1)}×).`,
  );
} finally {
  await stopServer(server);
  if (reference) await stopServer(reference);
  await admin.query(`drop database if exists ${databaseName} with (force)`);
  await admin.end();
}
