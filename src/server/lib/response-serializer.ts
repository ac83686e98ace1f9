import { createRequire } from 'node:module';
import type FastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Response bodies written by fast-json-stringify from each response schema's JSON Schema, instead of
 * zod's encode followed by JSON.stringify, which was much of the CPU of a busy read
 * (docs/decisions/024-responses-serialized-from-their-schemas.md). A schema whose JSON Schema does
 * not describe exactly what zod writes keeps zod's way, and so does any body the fast way refuses.
 */

type ZodSchema = z.core.$ZodType;
type JsonSchema = Record<string, unknown>;
export type Stringify = (data: unknown) => string;
/** fast-json-stringify's build; tests pass a spy to see when, and from what, a function is built. */
export type BuildStringify = (jsonSchema: JsonSchema) => Stringify;

/**
 * The zod kinds whose output is the value itself, as their JSON Schema describes it (an object less
 * the keys it does not declare). Pipes and codecs (transforms, preprocess, z.stringbool), defaults,
 * catches, dates, custom types, tuples, intersections, lazy and the rest may change the value or
 * refuse what the JSON Schema allows, so schemas holding them are written by zod.
 */
const WRITTEN_AS_DESCRIBED = new Set([
  'string',
  'number',
  'boolean',
  'null',
  'enum',
  'literal',
  'object',
  'array',
  'optional',
  'nullable',
  'readonly',
  'union',
  'record',
  'unknown',
  'any',
]);

class NotDescribed extends Error {}

/** Called by z.toJSONSchema for every schema it converts; throws at one zod writes differently. */
function refuseWhatZodWritesDifferently({ zodSchema }: { zodSchema: z.core.$ZodTypes }): void {
  const def = zodSchema._zod.def;
  if (!WRITTEN_AS_DESCRIBED.has(def.type)) throw new NotDescribed(def.type);
  // trim(), toLowerCase() and the like rewrite the value on the way out too.
  if (def.checks?.some((check) => check._zod.def.check === 'overwrite')) throw new NotDescribed('overwrite');
  // A strict object refuses undeclared keys; the fast way would drop them.
  if (def.type === 'object' && def.catchall?._zod.def.type === 'never') throw new NotDescribed('strict');
  // A record keyed by an enum or a pattern refuses other keys; the fast way would write them.
  if (
    def.type === 'record' &&
    (def.keyType._zod.def.type !== 'string' || def.keyType._zod.def.checks?.length)
  )
    throw new NotDescribed('record key');
}

const isSchema = (value: unknown): value is JsonSchema => typeof value === 'object' && value !== null;
const SUBSCHEMA = ['items', 'additionalProperties', 'propertyNames', 'not', 'if', 'then', 'else', 'contains'];
const SUBSCHEMA_LISTS = ['anyOf', 'oneOf', 'allOf'];
const SUBSCHEMA_MAPS = ['properties', 'patternProperties', 'definitions', '$defs'];

/** True for an array item schema that admits undefined, which fast-json-stringify would write as `undefined`. */
function mayBeAnything(schema: JsonSchema): boolean {
  const options = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(options)) return options.some((option) => isSchema(option) && mayBeAnything(option));
  return !('type' in schema) && !('const' in schema) && !('enum' in schema);
}

/**
 * Fits zod's JSON Schema to fast-json-stringify, in place:
 * - `additionalProperties: false` goes: fast-json-stringify writes only declared keys anyway, and
 *   without it a union's branch is still recognised (by Ajv) in an object carrying undeclared keys,
 *   which zod strips;
 * - `anyOf: [X, { type: 'null' }]` (zod's nullable, when X has constraints) becomes X with
 *   `type: [X's type, 'null']`, which fast-json-stringify writes with a null check instead of running
 *   Ajv on every value.
 */
function fitForFastJson(schema: JsonSchema): void {
  if (schema.additionalProperties === false) delete schema.additionalProperties;
  for (const key of SUBSCHEMA) if (isSchema(schema[key])) fitForFastJson(schema[key]);
  for (const key of SUBSCHEMA_LISTS) {
    const list = schema[key];
    if (Array.isArray(list)) for (const option of list) if (isSchema(option)) fitForFastJson(option);
  }
  for (const key of SUBSCHEMA_MAPS) {
    const map = schema[key];
    if (isSchema(map)) for (const value of Object.values(map)) if (isSchema(value)) fitForFastJson(value);
  }
  if (isSchema(schema.items) && mayBeAnything(schema.items)) throw new NotDescribed('array of anything');

  const options = schema.anyOf;
  if (!Array.isArray(options) || options.length !== 2) return;
  const [value, nothing] = options as unknown[];
  const isNull = isSchema(nothing) && nothing.type === 'null' && Object.keys(nothing).length === 1;
  if (!isNull || !isSchema(value) || typeof value.type !== 'string' || 'const' in value || '$ref' in value)
    return;
  delete schema.anyOf;
  Object.assign(schema, value, { type: [value.type, 'null'] });
  if (Array.isArray(value.enum)) schema.enum = [...value.enum, null];
}

/** The fast function for a schema, or null when zod must write it. */
function buildFastStringify(schema: ZodSchema, build: BuildStringify): Stringify | null {
  try {
    const jsonSchema = z.toJSONSchema(schema, {
      io: 'output',
      target: 'draft-07',
      unrepresentable: 'throw',
      override: refuseWhatZodWritesDifferently,
    }) as JsonSchema;
    fitForFastJson(jsonSchema);
    return build(jsonSchema);
  } catch {
    return null;
  }
}

/**
 * fast-json-stringify loaded on the first response it writes, not with the app: loading it (and the
 * Ajv it brings) took 30–50 ms of every start, and a start is measured (decision record 023).
 */
const buildWithFastJson: BuildStringify = (jsonSchema) => {
  const fastJson = createRequire(import.meta.url)('fast-json-stringify') as typeof FastJson;
  return fastJson(jsonSchema);
};

export function createResponseSerializerCompiler(
  build: BuildStringify = buildWithFastJson,
): FastifySerializerCompiler<ZodSchema | { properties: ZodSchema }> {
  // Decided once per schema: many routes share one (ApiErrorBody), and every app built in a process does.
  const fastStringifyOf = new WeakMap<ZodSchema, Stringify | null>();
  const fastStringifyFor = (schema: ZodSchema) => {
    let stringify = fastStringifyOf.get(schema);
    if (stringify === undefined) {
      stringify = buildFastStringify(schema, build);
      fastStringifyOf.set(schema, stringify);
    }
    return stringify;
  };

  return (route) => {
    // zod's encode and JSON.stringify, as before: it writes what the fast way cannot, and judges a
    // body the fast way refuses (a ResponseSerializationError, so a 500).
    const zodStringify: Stringify = zodSerializerCompiler(route);
    const { schema } = route;
    if (!(schema instanceof z.core.$ZodType)) return zodStringify;

    // Built on the first response, not here: Fastify compiles every route's serializers while the
    // app starts, and a quick start is a goal of its own (decision records 020 and 023).
    let fastStringify: Stringify | null | undefined;
    return (data) => {
      if (fastStringify === undefined) fastStringify = fastStringifyFor(schema);
      if (fastStringify === null) return zodStringify(data);
      try {
        return fastStringify(data);
      } catch {
        // A missing required key, a value that is no number, no union branch matching: zod judges
        // the body, so the answer is zod's (its error, or its JSON if it accepts the body after all).
        return zodStringify(data);
      }
    };
  };
}

export const responseSerializerCompiler = createResponseSerializerCompiler();
