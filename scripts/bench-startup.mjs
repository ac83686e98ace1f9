// `npm run bench:startup`: how long the server takes from process start to /readyz 200, and how much
// memory it holds when idle, on the embedded database and on PostgreSQL. Prints figures; never fails on speed.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { machineState } from './bench/machine-state.mjs';
import { root } from './build-inputs.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 5099);
const IDLE_SETTLE_MS = 3000;
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

async function waitReady(child) {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${PORT}/readyz`);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

async function startOnce(env, { measureMemory }) {
  const started = performance.now();
  const child = spawn(process.execPath, [join(root, 'dist/server/main.js')], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitReady(child);
    const readyMs = performance.now() - started;
    let idleMb = null;
    if (measureMemory) {
      await new Promise((resolve) => setTimeout(resolve, IDLE_SETTLE_MS));
      idleMb = rssMb(child.pid);
    }
    return { readyMs, idleMb };
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measure(label, env) {
  const first = await startOnce(env, { measureMemory: false });
  const later = [];
  for (let i = 0; i < RUNS; i++) later.push(await startOnce(env, { measureMemory: i === 0 }));
  const readies = later.map((run) => run.readyMs);
  console.log(
    `${label.padEnd(22)} first start ${first.readyMs.toFixed(0).padStart(5)} ms | later starts median ${median(readies).toFixed(0).padStart(5)} ms (min ${Math.min(...readies).toFixed(0)}, max ${Math.max(...readies).toFixed(0)}) | idle RSS ${later[0].idleMb.toFixed(0)} MB`,
  );
}

console.log(machineState());
console.log(`Startup to /readyz 200 (${RUNS} later starts each; node ${process.version})`);

const dataDir = mkdtempSync(join(tmpdir(), 'retro-bench-'));
try {
  await measure('embedded (PGlite)', { DATA_DIR: dataDir, DATABASE_URL: '' });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

const databaseName = `daily_retro_bench_${process.pid}`;
const admin = new pg.Client({ connectionString: POSTGRES_URL });
try {
  await admin.connect();
} catch (error) {
  console.log(`PostgreSQL               skipped: cannot reach ${POSTGRES_URL} (${error.message})`);
  process.exit(0);
}
await admin.query(`create database ${databaseName}`);
try {
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${databaseName}`;
  await measure('PostgreSQL', {
    DATABASE_URL: url.toString(),
    SESSION_SECRET: 'bench-secret-'.padEnd(48, 'x'),
  });
} finally {
  await admin.query(`drop database if exists ${databaseName} with (force)`);
  await admin.end();
}
