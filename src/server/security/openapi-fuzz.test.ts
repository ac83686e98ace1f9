import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type ApiOperation, readApiOperations } from '#server/test/api-operations';
import {
  encodePathValue,
  type FuzzRequest,
  fuzzRequests,
  type Plausible,
  targetedRequests,
} from '#server/test/fuzz-values';
import { createTestApp, signedInClient, type TestApp, type TestClient } from '#server/test/test-app';

/** Fixed, so a failure found once is found again on every machine. */
const SEED = 20260909;
/**
 * About 26 operations with inputs × 80, plus 3 for each without (all their requests are alike):
 * some 2,100 requests, plus some 1,200 fixed ones (targetedRequests: every hostile cursor with every
 * sort or filter, every hostile instant in an accepted import); under a minute on a 2-core machine
 * on either database.
 */
const REQUESTS_PER_OPERATION = 80;
const REQUESTS_PER_OPERATION_WITHOUT_INPUTS = 3;

const requestCount = (op: ApiOperation) =>
  op.pathParams.length + op.queryParams.length > 0 || op.body
    ? REQUESTS_PER_OPERATION
    : REQUESTS_PER_OPERATION_WITHOUT_INPUTS;
/**
 * How much the process may grow over the whole run, after full collections: the resident set (what the
 * machine pays, allocator arenas included: 57.8 MB once on PostgreSQL with a heap grown by 7 MB, so
 * it has room above that) and the JavaScript heap, where a leak of requests or answers would show.
 */
const MEMORY_MARGIN_BYTES = 80 * 1024 * 1024;
const HEAP_MARGIN_BYTES = 20 * 1024 * 1024;

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/**
 * The process's memory after full collections: what it keeps, not what it has yet to free. The
 * resident set is what the machine pays for (heap, buffers, the PGlite database's WebAssembly
 * memory, native allocations); heap and external are reported beside it to say where growth is.
 */
function retainedMemory() {
  for (let pass = 0; pass < 3; pass++) collectGarbage();
  const { rss, heapUsed, external } = process.memoryUsage();
  return { rss, heapUsed, external };
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

let t: TestApp;
let client: TestClient;
let credentials: { username: string; password: string };
let operations: ApiOperation[];
let plausible: Plausible;

beforeAll(async () => {
  t = await createTestApp();
  const signedIn = await signedInClient(t.app, 'fuzz');
  // The first account on an empty database is the administrator: the admin routes are fuzzed past
  // their role check, down to their cursors and bodies.
  expect(signedIn.user.role).toBe('admin');
  client = signedIn.client;
  credentials = { username: signedIn.username, password: signedIn.password };
  operations = await readApiOperations(t.app);
  const today = (await client.get('/api/profile')).json().today as string;
  const entry = await client.post('/api/journal', {
    title: 'Fuzzed',
    body: 'An entry to aim at',
    tags: ['fuzz'],
  });
  await client.post('/api/moods', { mood: 'good', note: 'A mood to export' });
  // The user's own export is an import the server accepts: fuzzed a leaf at a time, its instants
  // and every other field meet the import's checks with the rest of the file valid.
  const exported = await client.get('/api/export');
  expect(exported.statusCode).toBe(200);
  plausible = { today, recordIds: [entry.json().id], bodies: { 'POST /api/import': exported.json() } };
});
afterAll(() => t.close());

function toInject(op: ApiOperation, request: FuzzRequest): InjectOptions {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodePathValue(request.pathValues[name] ?? ''),
  );
  const search = new URLSearchParams(request.query).toString();
  const options: InjectOptions = { method: op.method as 'GET', url: search ? `${path}?${search}` : path };
  if (request.body && 'raw' in request.body) {
    options.payload = request.body.raw;
    options.headers = { 'content-type': 'application/json' };
  } else if (request.body) {
    options.payload = JSON.stringify(request.body.json);
    options.headers = { 'content-type': 'application/json' };
  }
  return options;
}

/**
 * Signing out, or in as someone new, is part of the fuzz; the next request is made signed in again
 * (as a new user if the fuzzed wrong passwords got the account throttled).
 */
async function staySignedIn() {
  if ((await client.get('/api/user')).statusCode === 200) return;
  client.cookie = null;
  if ((await client.post('/api/login', credentials)).statusCode === 200) return;
  const signedIn = await signedInClient(t.app, 'fuzz');
  client.cookie = signedIn.client.cookie;
  credentials = { username: signedIn.username, password: signedIn.password };
}

async function send(op: ApiOperation, request: FuzzRequest, serverErrors: string[]) {
  const options = toInject(op, request);
  const res = await client.request(options);
  if (res.statusCode >= 500) {
    const payload = String(options.payload ?? '').slice(0, 200);
    serverErrors.push(`${res.statusCode} ${op.method} ${String(options.url).slice(0, 200)} ${payload}`);
  }
  if (op.path === '/api/logout' || op.path === '/api/login' || op.path === '/api/register') {
    await staySignedIn();
  }
}

test('malformed, oversized, NUL, unicode, negative and out-of-range values on every documented route: no 500, memory back', async () => {
  expect(operations.length).toBeGreaterThan(30);
  // Every route once before measuring, so compiled validators and warmed caches do not count.
  for (const op of operations) {
    const [warmUp] = fc.sample(fuzzRequests(op, plausible), { seed: SEED, numRuns: 1 });
    if (warmUp) await client.request(toInject(op, warmUp));
    await staySignedIn();
  }
  const before = retainedMemory();

  const serverErrors: string[] = [];
  // First the requests every run sends (hostile cursors, hostile instants in an accepted import),
  // while the administrator is still signed in.
  expect((await client.get('/api/user')).json().role).toBe('admin');
  const targeted = operations.map((op) => [op, targetedRequests(op, plausible)] as const);
  const targetedCount = targeted.reduce((sum, [, requests]) => sum + requests.length, 0);
  for (const path of ['/api/admin/customers', '/api/admin/audit', '/api/journal', '/api/import']) {
    expect(
      targeted.some(([op, requests]) => op.path === path && requests.length > 0),
      path,
    ).toBe(true);
  }
  for (const [op, requests] of targeted) {
    for (const request of requests) await send(op, request, serverErrors);
  }

  let sent = 0;
  for (const op of operations) {
    const requests = fc.sample(fuzzRequests(op, plausible), { seed: SEED, numRuns: requestCount(op) });
    for (const request of requests) {
      await send(op, request, serverErrors);
      sent += 1;
    }
  }

  const after = retainedMemory();
  expect(serverErrors).toEqual([]);
  expect(targetedCount).toBeGreaterThan(300);
  expect(sent).toBe(operations.reduce((sum, op) => sum + requestCount(op), 0));
  expect(sent).toBeGreaterThan(2000);
  const growth = `rss ${megabytes(after.rss - before.rss)}, heap ${megabytes(after.heapUsed - before.heapUsed)}, external ${megabytes(after.external - before.external)}`;
  expect(after.rss - before.rss, growth).toBeLessThan(MEMORY_MARGIN_BYTES);
  expect(after.heapUsed - before.heapUsed, growth).toBeLessThan(HEAP_MARGIN_BYTES);
}, 120_000);
