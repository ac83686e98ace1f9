import fastJson from 'fast-json-stringify';
import Fastify, { type FastifyError } from 'fastify';
import {
  isResponseSerializationError,
  ResponseSerializationError,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { AuditList } from '#contract/admin';
import { User } from '#contract/auth';
import { ApiErrorBody } from '#contract/errors';
import { AccountExport } from '#contract/export';
import { JournalPage, JournalSearchResults } from '#contract/journal';
import { AreaPick } from '#contract/reports';
import { StreakList } from '#contract/streaks';
import { errorsPlugin } from '#server/plugins/errors';
import { type BuildStringify, createResponseSerializerCompiler } from './response-serializer';

/**
 * A compiler whose fast-json-stringify builds are recorded and whose fast writes are counted (a body
 * the fast function refuses is written by zod instead, so a test of the fast way checks it wrote all).
 */
function harness() {
  const built: object[] = [];
  let fastWrites = 0;
  const build: BuildStringify = (jsonSchema) => {
    built.push(jsonSchema);
    const stringify = fastJson(jsonSchema);
    return (data) => {
      const json = stringify(data);
      fastWrites += 1;
      return json;
    };
  };
  const compiler = createResponseSerializerCompiler(build);
  const serializerFor = (schema: z.ZodType) =>
    compiler({ schema, method: 'GET', url: '/api/test', httpStatus: '200' });
  return { built, build, serializerFor, fastWrites: () => fastWrites };
}

/** zod's encode then JSON.stringify: how every response was written before. */
const asZodWrites = (schema: z.ZodType, data: unknown) => JSON.stringify(z.encode(schema, data as never));

function expectFastAndSameAsZod(schema: z.ZodType, ...samples: unknown[]) {
  const { built, serializerFor, fastWrites } = harness();
  const serialize = serializerFor(schema);
  for (const data of samples) expect(serialize(data)).toBe(asZodWrites(schema, data));
  expect(built).toHaveLength(1);
  expect(fastWrites()).toBe(samples.length);
}

function expectWrittenByZod(schema: z.ZodType, ...samples: unknown[]) {
  const { built, serializerFor } = harness();
  const serialize = serializerFor(schema);
  for (const data of samples) expect(serialize(data)).toBe(asZodWrites(schema, data));
  expect(built).toHaveLength(0);
}

/** Characters JSON must escape, or that a naive writer gets wrong. */
const AWKWARD_TEXT = 'NUL \u0000, tab \t, quote " and \\, line separator \u2028, Zoë, 日記, 😀, lone \ud800.';

const streak = {
  id: 'journal',
  current: 3,
  longest: 12,
  lastActiveDate: '2026-03-14',
  runStartDate: '2026-03-12',
  freezesAvailable: 1,
  frozenDates: ['2026-02-01', '2026-02-02'],
  status: 'active',
  nextFreezeIn: 4,
  freezeNotice: null,
  // Not in the contract: never sent.
  userId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
};
const brokenStreak = {
  ...streak,
  id: 'mood',
  current: 0,
  lastActiveDate: null,
  runStartDate: null,
  frozenDates: [],
  status: 'broken',
};

describe('the app’s response schemas are written as zod wrote them', () => {
  test('streaks: nulls, empty lists, and a key the contract does not have', () => {
    expectFastAndSameAsZod(StreakList, [streak, brokenStreak], []);
  });

  test('a nullable value is written after a null check, not by trying anyOf’s branches with Ajv', () => {
    const { built, serializerFor } = harness();
    serializerFor(StreakList)([streak]);
    expect(JSON.stringify(built)).not.toContain('anyOf');
  });

  test('the signed-in user: a null email, unusual characters, a password hash that must not leave', () => {
    const user = {
      id: '0b0c7a4e-5d0a-4c57-9b1b-5d2f3f1d2a10',
      username: 'zoë_日記',
      email: null,
      role: 'admin',
      timezone: 'Pacific/Kiritimati',
      createdAt: '2026-03-14T09:30:00.000Z',
      passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$secret',
    };
    expectFastAndSameAsZod(User, user, { ...user, email: 'zoe@example.com', username: AWKWARD_TEXT });
  });

  test('a journal page: entries with and without title or mood, awkward text, the next page or none', () => {
    const entry = {
      id: '5f1e2d3c-4b5a-4968-8776-655443322110',
      date: '2026-03-14',
      title: AWKWARD_TEXT,
      tags: ['work', 'sleep 😴'],
      mood: 'good',
      excerpt: `${AWKWARD_TEXT} `.repeat(20),
      createdAt: '2026-03-14T09:30:00.000Z',
      updatedAt: '2026-03-14T09:31:00.000Z',
      body: 'The whole body, which a list does not send.',
    };
    const bare = { ...entry, title: null, tags: [], mood: null, excerpt: '' };
    expectFastAndSameAsZod(
      JournalPage,
      { items: [entry, bare], nextCursor: 'MjAyNi0wMy0xNA' },
      { items: [], nextCursor: null },
    );
  });

  test('search results: nullable lists of highlighted parts, fractional ranks', () => {
    const hit = {
      id: '5f1e2d3c-4b5a-4968-8776-655443322110',
      date: '2026-03-14',
      title: 'Slept well',
      titleHighlighted: [
        { text: 'Slept ', highlight: false },
        { text: 'well', highlight: true, score: 1 },
      ],
      snippet: [{ text: AWKWARD_TEXT, highlight: false }],
      tags: [],
      rank: 0.0607927,
    };
    expectFastAndSameAsZod(
      JournalSearchResults,
      { items: [hit, { ...hit, title: null, titleHighlighted: null, snippet: [], rank: 0 }], nextOffset: 20 },
      { items: [], nextOffset: null },
    );
  });

  test('the audit list: a record of anything, with nested values and undefined ones', () => {
    const entry = {
      id: 41,
      at: '2026-03-14T09:30:00.000Z',
      actorId: null,
      actorName: 'system',
      action: 'customer.update',
      targetType: 'user',
      targetId: '0b0c7a4e-5d0a-4c57-9b1b-5d2f3f1d2a10',
      targetLabel: AWKWARD_TEXT,
      details: {
        role: { from: 'user', to: 'admin' },
        note: undefined,
        list: [1, null, 'x'],
        text: AWKWARD_TEXT,
      },
      ip: null,
      secret: 'not in the contract',
    };
    expectFastAndSameAsZod(AuditList, {
      items: [entry, { ...entry, details: {} }],
      nextCursor: null,
      actors: [{ id: 'a', name: 'Ann', email: 'not in the contract' }],
    });
  });

  test('a union: each branch chosen as zod chooses it, undeclared keys dropped', () => {
    expectFastAndSameAsZod(
      AreaPick,
      {
        area: 'Health',
        tiedWith: [],
        basis: 'highest-score',
        score: 4,
        mean: 4.25,
        count: 8,
        change: null,
        extra: true,
      },
      {
        area: 'Health',
        tiedWith: ['Spiritual'],
        basis: 'steepest-fall',
        score: 2,
        mean: 2.5,
        count: 3,
        change: -1.5,
      },
      { area: null, reason: 'not-enough-ratings', ratingsNeeded: 3, extra: 'dropped' },
      { area: null, reason: 'one-area', ratingsNeeded: 3 },
    );
  });

  test('the error body, with and without field errors', () => {
    expectFastAndSameAsZod(
      ApiErrorBody,
      { message: 'Use a date written YYYY-MM-DD', code: 'VALIDATION_FAILED' },
      {
        message: 'date: Not a real date',
        code: 'VALIDATION_FAILED',
        errors: [{ path: 'date', message: AWKWARD_TEXT, value: 'not sent' }],
        stack: 'not sent',
      },
    );
  });
});

describe('schemas whose JSON Schema does not say what zod writes are written by zod', () => {
  test('a codec (a pipe with a transform each way): zod writes the encoded value', () => {
    const schema = z.object({ count: z.codec(z.string(), z.number(), { decode: Number, encode: String }) });
    expectWrittenByZod(schema, { count: 5 });
  });

  test('a date: zod keeps the Date, JSON.stringify writes it', () => {
    expectWrittenByZod(z.object({ at: z.date() }), { at: new Date('2026-03-14T09:30:00.000Z') });
  });

  test('trim() rewrites the value on the way out too', () => {
    expectWrittenByZod(z.object({ name: z.string().trim() }), { name: '  Ann  ' });
  });

  test('an array that may hold undefined: zod writes it as null', () => {
    expectWrittenByZod(z.array(z.unknown()), [undefined, 1, 'x']);
  });

  test('the data export, whose times and ids are pipes', () => {
    const { built, serializerFor } = harness();
    expect(() => serializerFor(AccountExport)({})).toThrow(ResponseSerializationError);
    expect(built).toHaveLength(0);
  });

  test('a one-way transform still fails as it did: zod cannot encode it', () => {
    const { built, serializerFor } = harness();
    const serialize = serializerFor(z.object({ name: z.string().transform((name) => name.toUpperCase()) }));
    expect(() => serialize({ name: 'Ann' })).toThrow(/unidirectional transform/);
    expect(built).toHaveLength(0);
  });

  test.each([
    ['a strict object, which refuses undeclared keys', z.strictObject({ a: z.string() }), { a: 'x', b: 1 }],
    [
      'a record keyed by an enum, which refuses other keys',
      z.record(z.enum(['a', 'b']), z.number()),
      { a: 1, b: 2, c: 3 },
    ],
  ])('%s: still a 500', (_name, schema, data) => {
    const { built, serializerFor } = harness();
    expect(() => serializerFor(schema)(data)).toThrow(ResponseSerializationError);
    expect(built).toHaveLength(0);
  });
});

describe('what the fast way refuses is judged by zod, as before', () => {
  test('a missing required field, a number that is no number, no matching union branch', () => {
    const { built, serializerFor } = harness();
    const streaks = serializerFor(StreakList);
    const { status: _missing, ...withoutStatus } = streak;
    expect(() => streaks([withoutStatus])).toThrow(ResponseSerializationError);
    expect(() => streaks([{ ...streak, current: 'three' }])).toThrow(ResponseSerializationError);
    expect(() => streaks([{ ...streak, frozenDates: '2026-02-01' }])).toThrow(ResponseSerializationError);
    expect(() => serializerFor(AreaPick)({ area: null, reason: 'unknown' })).toThrow(
      ResponseSerializationError,
    );
    expect(built).toHaveLength(2);
  });

  test('values of the wrong type that fast-json-stringify converts instead of refusing (decision record 024)', () => {
    const serialize = harness().serializerFor(StreakList);
    const written = (changes: Record<string, unknown>) =>
      JSON.parse(serialize([{ ...streak, ...changes }]))[0];
    // zod refuses each of these; the fast way writes them converted, or unchecked.
    expect(written({ current: 1.5 }).current).toBe(1);
    expect(written({ current: '7' }).current).toBe(7);
    expect(written({ current: null }).current).toBe(0);
    expect(written({ id: null }).id).toBe('');
    expect(written({ id: 42 }).id).toBe('42');
    expect(written({ frozenDates: null }).frozenDates).toEqual([]);
    expect(written({ status: 'unheard-of' }).status).toBe('unheard-of');
    expect(written({ lastActiveDate: '2026-02-30' }).lastActiveDate).toBe('2026-02-30');
    // A nullable value's type is checked, as zod checks it.
    expect(() => serialize([{ ...streak, lastActiveDate: 20260314 }])).toThrow(ResponseSerializationError);
  });
});

describe('in a Fastify app', () => {
  async function appWith(build: BuildStringify) {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(createResponseSerializerCompiler(build));
    await app.register(errorsPlugin);
    const errors: FastifyError[] = [];
    app.addHook('onError', async (_request, _reply, error) => {
      errors.push(error);
    });
    let answer: unknown = [streak];
    app.get('/api/streaks', { schema: { response: { 200: StreakList } } }, async () => answer as never);
    app.get('/api/streaks-again', { schema: { response: { 200: StreakList } } }, async () => answer as never);
    await app.ready();
    return { app, errors, answerWith: (data: unknown) => (answer = data) };
  }

  test('a schema is converted and compiled on its first response, once, not when the routes are', async () => {
    const { built, build } = harness();
    const { app } = await appWith(build);
    expect(built).toHaveLength(0);

    const first = await app.inject('/api/streaks');
    expect(first.statusCode).toBe(200);
    expect(first.body).toBe(asZodWrites(StreakList, [streak]));
    expect(built).toHaveLength(1);

    await app.inject('/api/streaks');
    await app.inject('/api/streaks-again');
    expect(built).toHaveLength(1);
    await app.close();
  });

  test('a response missing a required field is a 500, with the error zod’s way gave', async () => {
    const { built, build } = harness();
    const { app, errors, answerWith } = await appWith(build);
    const { nextFreezeIn: _missing, ...incomplete } = streak;
    answerWith([incomplete]);

    const response = await app.inject('/api/streaks');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      message: 'Something went wrong on our side. Please try again.',
      code: 'INTERNAL',
    });
    expect(built).toHaveLength(1);
    expect(errors).toHaveLength(1);
    expect(isResponseSerializationError(errors[0])).toBe(true);
    expect(errors[0]?.code).toBe('FST_ERR_RESPONSE_SERIALIZATION');
    await app.close();
  });
});
