import fc from 'fast-check';
import { CUSTOMER_SORTS } from '#contract/admin';
import { type ApiOperation, type JsonSchema, sampleValue, withValueAt } from './api-operations';

/**
 * Instants no Date or database column can hold, or written in a form an API must refuse: year 0,
 * the edges of what JavaScript knows, offsets that push a valid-looking time out of range, days and
 * hours that do not exist, more digits than microseconds.
 */
export const HOSTILE_INSTANTS = [
  '0000-01-01T00:00:00Z',
  '0000-01-01T00:00:00.000Z',
  '+275760-09-13T00:00:00.000Z',
  '-271821-04-20T00:00:00.000Z',
  '+010000-01-01T00:00:00Z',
  '9999-12-31T23:59:59.999-14:00',
  '1900-01-01T00:00:00+14:00',
  '2024-02-30T00:00:00Z',
  '2024-01-01T24:00:00Z',
  '2024-01-01T00:00:00.1234567Z',
  '2024-01-01 00:00:00',
];

/** What an attacker types: empty, NUL, control and direction characters, lone surrogates, injections. */
const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0002\u0003',
  '\u202e\u200b\ufeff',
  '\ud800',
  'a\udfff',
  '😀👨‍👩‍👧‍👦🇩🇪',
  'é́́́́́́́́́́',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e400',
  '-9007199254740993',
  '0x7fffffff',
  '0000-00-00',
  '0000-01-01',
  '99999-01-01',
  '2024-02-30',
  '+275760-09-13',
  '9999-12-31',
  '0100-01-01',
  '2024-02-29T00:00:00Z',
  '../../etc/passwd',
  "' or 1=1 --",
  '"; drop table users; --',
  '<script>alert(1)</script>',
  '%00',
  '%',
  '__proto__',
  'constructor',
  '{"a":1}',
  '\\',
  'Europe/Berlin',
  'eUrOpE/bErLiN',
  ...HOSTILE_INSTANTS,
];

const SOME_ID = '00000000-0000-4000-8000-000000000000';
const base64url = (text: string) => Buffer.from(text).toString('base64url');

/** Journal page cursors (`date|instant|id`) that decode to out-of-range dates and instants. */
const JOURNAL_CURSORS = [
  '99999-01-01|2024-01-01T00:00:00.000Z',
  '2024-01-01|+099999-01-01T00:00:00.000Z',
  '2024-01-01|0000-01-01T00:00:00.000Z',
  '2024-01-01|-271821-04-20T00:00:00.000Z',
].map((token) => base64url(`${token}|${SOME_ID}`));

/**
 * Admin customer cursors (a JSON array [sort, key, id] in base64url), one set per sort order: a bad
 * id, an impossible or out-of-range instant, a NUL or a lone surrogate in the key, keys of the wrong
 * type, arrays of the wrong shape.
 */
const CUSTOMER_CURSORS = CUSTOMER_SORTS.flatMap((sort) =>
  [
    [sort, '2024-01-01T00:00:00.000000Z', 'not-a-uuid'],
    [sort, '2024-01-01T00:00:00.000000Z', `${SOME_ID}\u0000`],
    [sort, 'alice', "' or 1=1 --"],
    [sort, '+275760-09-13T00:00:00.000Z', SOME_ID],
    [sort, '0000-01-01T00:00:00Z', SOME_ID],
    [sort, '2024-02-30T00:00:00Z', SOME_ID],
    [sort, '-271821-04-20T00:00:00.000Z', SOME_ID],
    [sort, 'ali\u0000ce', SOME_ID],
    [sort, '\ud800', SOME_ID],
    [sort, 12, SOME_ID],
    [sort, null, null],
    [sort, 'alice', SOME_ID, 'more'],
  ].map((cursor) => base64url(JSON.stringify(cursor))),
);

/** Admin audit cursors (a row id as digits): past a safe integer, 40 digits, negative, not digits. */
const AUDIT_CURSORS = [
  '1234567890123456789012345678901234567890',
  '9007199254740993',
  '99999999999999999999',
  '-1',
  '0',
  '1e3',
  '00000000000000001',
];

/** Opaque tokens (page cursors) in the formats the server makes, holding what it must refuse. */
export const HOSTILE_CURSORS = [
  ...JOURNAL_CURSORS,
  ...CUSTOMER_CURSORS,
  ...AUDIT_CURSORS,
  base64url('[]'),
  base64url('{"__proto__":{"x":1}}'),
];

/** Strings past every limit, up to a quarter of the 1 MB body limit. */
const oversized = fc
  .integer({ min: 300, max: 250_000 })
  .chain((length) => fc.constantFrom('a', '😀', '\u0000', ' ', 'é').map((unit) => unit.repeat(length)));

/** Ordinary text with a NUL somewhere in it: the character PostgreSQL text cannot hold. */
const withNul = fc
  .tuple(fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 }))
  .map(([before, after]) => `${before}\u0000${after}`);

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: withNul },
  { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_CURSORS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.uuid() },
  { weight: 1, arbitrary: oversized },
);

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(-1, 0, 1, -0, 0.5, 2 ** 31, 2 ** 31 - 1, 2 ** 53, -(2 ** 53), 1e308, -1e308, 23, 24, 3661),
  fc.integer(),
  fc.double({ noNaN: true }),
);

const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: hostileString },
  { weight: 2, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 150 }) },
);

/** Values the server would accept, so a request can get past validation and reach the database. */
export interface Plausible {
  /** The signed-in user's local today (retro days and journal dates are checked against it). */
  today: string;
  /** Ids of records the signed-in user owns (journal entries). */
  recordIds: string[];
  /** A body the server accepts, by operation key ("POST /api/import"): fuzzed a leaf at a time. */
  bodies?: Record<string, unknown>;
}

const ISO_INSTANT_START = /^\d{4}-\d{2}-\d{2}T/;

/** The path to every string, number and boolean inside a JSON value. */
function leafPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.flatMap((item, i) => leafPaths(item, [...path, i]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, child]) => leafPaths(child, [...path, key]));
  return value === null ? [] : [path];
}

function leafAt(value: unknown, path: (string | number)[]): unknown {
  return path.reduce<unknown>((at, key) => (at as Record<string | number, unknown> | null)?.[key], value);
}

/** A hostile stand-in for one leaf of an accepted body, of the leaf's own kind where it has one. */
function hostileLeaf(current: unknown): fc.Arbitrary<unknown> {
  if (typeof current === 'string' && ISO_INSTANT_START.test(current))
    return fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...HOSTILE_INSTANTS) }, hostileString);
  if (typeof current === 'string') return fc.oneof({ weight: 3, arbitrary: hostileString }, hostileJson);
  if (typeof current === 'number') return fc.oneof({ weight: 3, arbitrary: hostileNumber }, hostileJson);
  return hostileJson;
}

/** An accepted body with one leaf, anywhere in it, made hostile: gets past every other field's check. */
function mutatedBody(valid: unknown): fc.Arbitrary<unknown> {
  const paths = leafPaths(valid);
  if (paths.length === 0) return fc.constant(valid);
  return fc
    .constantFrom(...paths)
    .chain((path) => hostileLeaf(leafAt(valid, path)).map((leaf) => withValueAt(valid, path, leaf)));
}

function plausibleValue(schema: JsonSchema, plausible: Plausible): fc.Arbitrary<unknown> {
  if (schema.type === 'string' && schema.pattern?.includes('\\d{4}-\\d{2}-\\d{2}')) {
    return fc.constantFrom(plausible.today, sampleValue(schema));
  }
  if (schema.type === 'string' && schema.maxLength === 36 && plausible.recordIds.length > 0) {
    return fc.constantFrom(...plausible.recordIds);
  }
  return fc.constant(sampleValue(schema));
}

/** Something hostile of the field's own type, or of any type. */
function hostileValue(schema: JsonSchema, plausible: Plausible): fc.Arbitrary<unknown> {
  const ofItsType =
    schema.type === 'integer' || schema.type === 'number'
      ? hostileNumber
      : schema.type === 'array'
        ? fc.array(schema.items ? fieldValue(schema.items, plausible) : hostileJson, { maxLength: 120 })
        : hostileString;
  return fc.oneof({ weight: 3, arbitrary: ofItsType }, { weight: 1, arbitrary: hostileJson });
}

function fieldValue(schema: JsonSchema, plausible: Plausible): fc.Arbitrary<unknown> {
  return fc.oneof(plausibleValue(schema, plausible), hostileValue(schema, plausible));
}

/**
 * Values for named fields: mostly every field plausible but one hostile (so the hostile value gets
 * past the others' validation), sometimes every field drawn freely, sometimes fields left out.
 */
function namedValues(
  schemas: Record<string, JsonSchema>,
  required: Set<string>,
  plausible: Plausible,
): fc.Arbitrary<Record<string, unknown>> {
  const names = Object.keys(schemas);
  // An optional field is as often left out as sent: a sample is not always valid (a cursor, an avatar).
  const plausibleOrLeftOut = (name: string) => {
    const value = plausibleValue(schemas[name] ?? {}, plausible);
    return required.has(name) ? value : fc.option(value, { nil: undefined });
  };
  const plausibleAll = fc.record(Object.fromEntries(names.map((name) => [name, plausibleOrLeftOut(name)])));
  if (names.length === 0) return fc.constant({});
  const oneHostile = fc
    .tuple(plausibleAll, fc.constantFrom(...names))
    .chain(([values, name]) =>
      hostileValue(schemas[name] ?? {}, plausible).map((value) => ({ ...values, [name]: value })),
    );
  const free = fc.record(
    Object.fromEntries(names.map((name) => [name, fieldValue(schemas[name] ?? {}, plausible)])),
    { requiredKeys: [] },
  );
  return fc.oneof(
    { weight: 4, arbitrary: oneHostile },
    { weight: 2, arbitrary: free },
    { weight: 1, arbitrary: plausibleAll },
  );
}

function objectBody(schema: JsonSchema, plausible: Plausible): fc.Arbitrary<unknown> {
  return fc
    .tuple(
      namedValues(schema.properties ?? {}, new Set(schema.required ?? []), plausible),
      fc.option(
        fc.dictionary(
          hostileString.filter((key) => key.length < 50),
          hostileJson,
          { maxKeys: 3 },
        ),
        {
          freq: 4,
        },
      ),
    )
    .map(([known, extra]) => ({ ...(extra ?? {}), ...known }));
}

export interface FuzzRequest {
  pathValues: Record<string, string>;
  query: Record<string, string>;
  /** A JSON value, or a raw string sent as it is (malformed JSON). */
  body?: { json: unknown } | { raw: string };
}

/** Requests for one operation of the OpenAPI document, built from its own parameter and body schemas. */
export function fuzzRequests(op: ApiOperation, plausible: Plausible): fc.Arbitrary<FuzzRequest> {
  const named = (params: ApiOperation['pathParams']) =>
    namedValues(
      Object.fromEntries(params.map((param) => [param.name, param.schema])),
      new Set(params.filter((param) => param.required).map((param) => param.name)),
      plausible,
    );
  const asText = (values: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(values)
        .filter(([, value]) => value !== undefined)
        .map(([name, value]) => [name, typeof value === 'string' ? value : JSON.stringify(value)]),
    );
  const pathValues = named(op.pathParams).map(asText);
  const query = named(op.queryParams).map(asText);
  const validBody = plausible.bodies?.[op.key];
  // With an accepted body to start from, half the bodies are it with one leaf made hostile.
  const jsonBodies = (schema: JsonSchema) =>
    validBody === undefined
      ? objectBody(schema, plausible)
      : fc.oneof(objectBody(schema, plausible), mutatedBody(validBody));
  const body = op.body
    ? fc.oneof(
        { weight: 8, arbitrary: jsonBodies(op.body).map((json) => ({ json })) },
        { weight: 1, arbitrary: hostileJson.map((json) => ({ json })) },
        {
          weight: 1,
          arbitrary: fc
            .constantFrom('{', '{"a":', '[1,', 'nul', '"\\u0000"', '{"__proto__":{"x":1}}')
            .map((raw) => ({ raw })),
        },
      )
    : fc.constant(undefined);
  return fc.record({ pathValues, query, body }) as fc.Arbitrary<FuzzRequest>;
}

/**
 * Requests every run sends, not left to chance: each hostile cursor on an operation that takes one
 * (with every value of its enum parameters, so a cursor meets the sort order it was made for), and
 * each hostile instant in each place an accepted body holds an instant.
 */
export function targetedRequests(op: ApiOperation, plausible: Plausible): FuzzRequest[] {
  const pathValues = Object.fromEntries(
    op.pathParams.map((param) => [param.name, String(sampleValue(param.schema))]),
  );
  const requests: FuzzRequest[] = [];
  if (op.queryParams.some((param) => param.name === 'cursor')) {
    const variants: Record<string, string>[] = [
      {},
      ...op.queryParams
        .filter((param) => param.name !== 'cursor' && param.schema.enum)
        .flatMap((param) => (param.schema.enum ?? []).map((value) => ({ [param.name]: String(value) }))),
    ];
    for (const query of variants) {
      for (const cursor of HOSTILE_CURSORS) requests.push({ pathValues, query: { ...query, cursor } });
    }
  }
  const validBody = plausible.bodies?.[op.key];
  if (validBody !== undefined) {
    const instantPaths = leafPaths(validBody).filter((path) => {
      const leaf = leafAt(validBody, path);
      return typeof leaf === 'string' && ISO_INSTANT_START.test(leaf);
    });
    for (const path of instantPaths) {
      for (const instant of HOSTILE_INSTANTS) {
        requests.push({ pathValues, query: {}, body: { json: withValueAt(validBody, path, instant) } });
      }
    }
  }
  return requests;
}

/** encodeURIComponent throws on a lone surrogate; a browser would send U+FFFD instead. */
export function encodePathValue(value: string): string {
  return encodeURIComponent(value.toWellFormed());
}
