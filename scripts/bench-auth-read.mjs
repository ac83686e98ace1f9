// `npm run bench:auth-read`: requests per second and latency of an authenticated read (GET /api/user)
// on this app and on a typical Express + passport + connect-pg-simple app, both on the same
// PostgreSQL. Bounded in time, loopback only; prints figures and never fails on speed.
import { spawn } from 'node:child_process';
import http from 'node:http';
import { join } from 'node:path';
import pg from 'pg';
import { root } from './build-inputs.mjs';

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CONNECTIONS = 16;
const WARMUP_MS = 1000;
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 5000);
const APP_PORT = 5098;
const REFERENCE_PORT = 5097;

function request(port, method, path, { body, cookie, agent } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent,
        headers: {
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(cookie ? { cookie } : {}),
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString() }),
        );
      },
    );
    req.on('error', reject);
    req.end(body ? JSON.stringify(body) : undefined);
  });
}

async function load(port, cookie) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const latencies = [];
  let failures = 0;
  const run = async (until, record) => {
    while (performance.now() < until) {
      const started = performance.now();
      const res = await request(port, 'GET', '/api/user', { cookie, agent });
      if (res.status !== 200) failures++;
      if (record) latencies.push(performance.now() - started);
    }
  };
  const warmupEnd = performance.now() + WARMUP_MS;
  await Promise.all(Array.from({ length: CONNECTIONS }, () => run(warmupEnd, false)));
  const started = performance.now();
  const end = started + DURATION_MS;
  await Promise.all(Array.from({ length: CONNECTIONS }, () => run(end, true)));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
  return { rps: latencies.length / seconds, p50: at(0.5), p99: at(0.99), failures };
}

async function waitReady(port) {
  for (let i = 0; i < 400; i++) {
    try {
      if ((await request(port, 'GET', '/readyz')).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('server did not become ready');
}

const databaseName = `daily_retro_bench_auth_${process.pid}`;
const admin = new pg.Client({ connectionString: SERVER_URL });
await admin.connect();
await admin.query(`create database ${databaseName}`);
const url = new URL(SERVER_URL);
url.pathname = `/${databaseName}`;
const databaseUrl = url.toString();

const startServer = (script, port) =>
  spawn(process.execPath, [join(root, script)], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      SESSION_SECRET: 'bench-secret-'.padEnd(48, 'x'),
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
const stopServer = (child) => {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  return exited;
};

const server = startServer('dist/server/main.js', APP_PORT);
let reference;
try {
  await waitReady(APP_PORT);
  const registered = await request(APP_PORT, 'POST', '/api/register', {
    body: { username: 'bench_user', password: 'bench password 123' },
  });
  const appCookie = String(registered.headers['set-cookie']?.[0] ?? '').split(';')[0];

  reference = startServer('scripts/bench/express-reference-app.mjs', REFERENCE_PORT);
  await waitReady(REFERENCE_PORT);
  const referenceLogin = await request(REFERENCE_PORT, 'POST', '/login-as', {
    body: { username: 'bench_user' },
  });
  const referenceCookie = String(referenceLogin.headers['set-cookie']?.[0] ?? '').split(';')[0];

  console.log(
    `GET /api/user, signed in, ${CONNECTIONS} keep-alive connections, ${DURATION_MS / 1000} s each, PostgreSQL`,
  );
  const ours = await load(APP_PORT, appCookie);
  const theirs = await load(REFERENCE_PORT, referenceCookie);
  const line = (name, r) =>
    `${name.padEnd(36)} ${r.rps.toFixed(0).padStart(6)} req/s   p50 ${r.p50.toFixed(2)} ms   p99 ${r.p99.toFixed(2)} ms${r.failures ? `   (${r.failures} non-200)` : ''}`;
  console.log(line('Daily Retro (Fastify)', ours));
  console.log(line('Express + passport + connect-pg-simple', theirs));
  console.log(`Daily Retro serves ${(ours.rps / theirs.rps).toFixed(1)}× the requests per second.`);
} finally {
  await stopServer(server);
  if (reference) await stopServer(reference);
  await admin.query(`drop database if exists ${databaseName} with (force)`);
  await admin.end();
}
