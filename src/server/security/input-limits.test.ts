import { performance } from 'node:perf_hooks';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { NUL_CHARACTER_MESSAGE } from '#contract/text';
import {
  type ApiOperation,
  type ApiParameter,
  fillPath,
  queryString,
  readApiOperations,
  sampleValue,
  stringFields,
  withValueAt,
} from '#server/test/api-operations';
import { createTestApp, signedInClient, type TestApp, type TestClient } from '#server/test/test-app';

/**
 * A rule, not a benchmark: a refused oversized string must cost about as much as any small request
 * (a few milliseconds here), never the seconds and gigabytes an unbounded check takes. The margin
 * is wide (the fastest of five tries, within a quarter of a second) so a machine whose cores are
 * busy with other work does not fail it, while a check that does the costly work still does.
 */
const REFUSED_FAST_MS = 250;
const TRIES = 5;
/** Half the 1 MB body limit: the largest string a JSON body can still carry with room to spare. */
const OVERSIZED_BODY_STRING = 'a'.repeat(500_000);
const OVERSIZED_QUERY_STRING = 'a'.repeat(100_000);
/** Path segments over 100 characters never reach a route (the router refuses them); this one does. */
const OVERSIZED_PATH_STRING = 'a'.repeat(99);

let t: TestApp;
let client: TestClient;
let operations: ApiOperation[];

beforeAll(async () => {
  t = await createTestApp();
  ({ client } = await signedInClient(t.app, 'limits'));
  operations = await readApiOperations(t.app);
});
afterAll(() => t.close());

interface Probe {
  label: string;
  send(): Promise<LightMyRequestResponse>;
}

function sampleParams(params: ApiParameter[]): Record<string, string> {
  return Object.fromEntries(params.map((p) => [p.name, String(sampleValue(p.schema))]));
}

function isTextParam(param: ApiParameter) {
  return param.schema.type === 'string';
}

/** One request per string of every operation, with `bad(kind)` in that string and samples elsewhere. */
function probesFor(bad: (where: 'body' | 'query' | 'path') => string): Probe[] {
  const probes: Probe[] = [];
  for (const op of operations) {
    const path = () => fillPath(op.path, sampleParams(op.pathParams));
    const body = op.body ? sampleValue(op.body) : undefined;
    for (const param of op.pathParams.filter(isTextParam)) {
      probes.push({
        label: `${op.key} path ${param.name}`,
        send: () =>
          client.request({
            method: op.method as 'GET',
            url: fillPath(op.path, { ...sampleParams(op.pathParams), [param.name]: bad('path') }),
            ...(body === undefined ? {} : { payload: body as object }),
          }),
      });
    }
    for (const param of op.queryParams.filter(isTextParam)) {
      probes.push({
        label: `${op.key} query ${param.name}`,
        send: () =>
          client.request({
            method: op.method as 'GET',
            url: `${path()}${queryString({ ...sampleParams(op.queryParams), [param.name]: bad('query') })}`,
            ...(body === undefined ? {} : { payload: body as object }),
          }),
      });
    }
    for (const field of op.body ? stringFields(op.body) : []) {
      probes.push({
        label: `${op.key} body ${field.join('.')}`,
        send: () =>
          client.request({
            method: op.method as 'GET',
            url: path(),
            payload: withValueAt(body, field, bad('body')) as object,
          }),
      });
    }
  }
  return probes;
}

/**
 * The fastest of TRIES tries: a check that does costly work is slow every time, while a garbage
 * collection or another process on this shared machine only slows one try.
 */
async function timed(probe: Probe) {
  let fastest = { res: undefined as unknown as LightMyRequestResponse, ms: Number.POSITIVE_INFINITY };
  for (let attempt = 0; attempt < TRIES; attempt++) {
    const started = performance.now();
    const res = await probe.send();
    const ms = performance.now() - started;
    if (ms < fastest.ms) fastest = { res, ms };
  }
  return fastest;
}

describe('every string has a length limit, checked before any costly work', () => {
  test('an avatar of 100,000 characters is refused with 400 in a fraction of a second', async () => {
    const avatar = '😀'.repeat(50_000);
    await client.patch('/api/customization', { avatar: '😀😀' }); // warms the route up
    const { res, ms } = await timed({
      label: 'avatar',
      send: () => client.patch('/api/customization', { avatar }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: 'avatar', message: 'Choose one emoji' }]);
    expect(ms).toBeLessThan(REFUSED_FAST_MS);
    expect((await client.get('/api/customization')).json().avatar).toBeNull();
  });

  test('every string in every route (params, query, body) refuses an oversized value with 400, fast', async () => {
    const probes = probesFor((where) =>
      where === 'body'
        ? OVERSIZED_BODY_STRING
        : where === 'query'
          ? OVERSIZED_QUERY_STRING
          : OVERSIZED_PATH_STRING,
    );
    expect(probes.length).toBeGreaterThan(30);
    const slow: string[] = [];
    const accepted: string[] = [];
    for (const probe of probes) {
      await probe.send(); // the first call of a route compiles its validators
      const { res, ms } = await timed(probe);
      if (res.statusCode !== 400) accepted.push(`${probe.label}: ${res.statusCode}`);
      if (ms >= REFUSED_FAST_MS) slow.push(`${probe.label}: ${ms.toFixed(1)} ms`);
    }
    expect(accepted).toEqual([]);
    expect(slow).toEqual([]);
    // The rule is each refusal's time; the whole walk (six requests a string, well over a hundred
    // strings) takes longer as routes are added and as the machine is busier.
  }, 120_000);
});

describe('NUL characters are refused with a 400 naming the field', () => {
  test.each([
    [
      'sign-in username (no session needed)',
      'POST',
      '/api/login',
      { username: 'al\u0000ice', password: 'x' },
      'username',
    ],
    ['question search', 'GET', `/api/questions?q=${encodeURIComponent('calm\u0000')}`, undefined, 'q'],
    ['journal search', 'GET', `/api/journal/search?q=${encodeURIComponent('\u0000walk')}`, undefined, 'q'],
    ['mood note', 'POST', '/api/moods', { mood: 'good', note: 'fine\u0000' }, 'note'],
    ['display name', 'PATCH', '/api/customization', { displayName: 'Sa\u0000m' }, 'displayName'],
    ['challenge id', 'POST', '/api/challenges/assign', { challengeId: 'gratitude\u0000' }, 'challengeId'],
    [
      'challenge notes',
      'POST',
      '/api/challenges/complete',
      { challengeId: 'gratitude-week', notes: 'done\u0000' },
      'notes',
    ],
    ['badge id', 'POST', '/api/badges/user/notified', { badgeIds: ['first\u0000'] }, 'badgeIds.0'],
    ['journal body', 'POST', '/api/journal', { body: 'a\u0000b' }, 'body'],
    ['retro answer', 'PUT', '/api/retro/2024-02-29/answers/1', { text: 'x\u0000' }, 'text'],
    ['journal entry id', 'GET', '/api/journal/%00', undefined, 'id'],
  ])('%s', async (_name, method, url, payload, path) => {
    const res = await client.request({
      method: method as 'GET',
      url,
      ...(payload ? { payload } : {}),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(res.json().errors).toContainEqual({ path, message: NUL_CHARACTER_MESSAGE });
  });

  test('every string in every route refuses a NUL with 400', async () => {
    const refusedOtherwise: string[] = [];
    for (const probe of probesFor(() => 'a\u0000b')) {
      const res = await probe.send();
      if (res.statusCode !== 400) refusedOtherwise.push(`${probe.label}: ${res.statusCode}`);
    }
    expect(refusedOtherwise).toEqual([]);
  });
});

describe('out-of-range values are 400, never 500', () => {
  const cursor = (text: string) => Buffer.from(text).toString('base64url');
  const ID = '00000000-0000-4000-8000-000000000000';

  test.each([
    ['a five-digit year in the date', cursor(`99999-01-01|2024-01-01T00:00:00.000Z|${ID}`)],
    ['a five-digit year in the instant', cursor(`2024-01-01|+099999-01-01T00:00:00.000Z|${ID}`)],
    ['the earliest instant JavaScript knows', cursor(`2024-01-01|-271821-04-20T00:00:00.000Z|${ID}`)],
    ['year zero', cursor(`2024-01-01|0000-01-01T00:00:00.000Z|${ID}`)],
    ['an instant in another spelling', cursor(`2024-01-01|2024-01-01 00:00:00|${ID}`)],
  ])('a journal cursor holding %s is a 400', async (_name, value) => {
    const res = await client.get(`/api/journal?cursor=${value}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { path: 'cursor', message: 'That page link is not valid; start again from the first page' },
    ]);
  });

  test.each([
    '/api/journal?limit=-1',
    '/api/journal?limit=1e400',
    '/api/journal/search?q=walk&offset=-5',
    '/api/journal/search?q=walk&offset=99999999999999999999',
    '/api/moods?limit=0',
    '/api/retro/history?limit=100000000',
    '/api/retro/history?before=99999-01-01',
    '/api/questions/99999999999',
    '/api/retro/0000-01-01',
  ])('%s is a 400', async (url) => {
    const res = await client.get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });
});
