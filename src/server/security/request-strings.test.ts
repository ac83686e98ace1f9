import type { FastifySchemaCompiler } from 'fastify';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import type { ZodType } from 'zod';
import { AccountImport, AccountImportEnvelope } from '#contract/export';
import { NUL_CHARACTER_MESSAGE } from '#contract/text';
import { createTestApp, type TestApp } from '#server/test/test-app';

/**
 * The house rule, checked on the schemas themselves: every string a request can carry (params,
 * query, body, of every route the app registers) starts with `text({ max })`, so its length is
 * checked first and a NUL is refused before any pattern, URL parse or refinement runs. The route
 * schemas are collected as Fastify compiles them, so a route added tomorrow is checked too.
 */
const compiled = vi.hoisted(() => [] as { route: string; part: string; schema: unknown }[]);

vi.mock('fastify-type-provider-zod', async (importOriginal) => {
  const actual = await importOriginal<typeof import('fastify-type-provider-zod')>();
  const validatorCompiler: FastifySchemaCompiler<unknown> = (route) => {
    compiled.push({
      route: `${route.method} ${route.url}`,
      part: route.httpPart ?? '',
      schema: route.schema,
    });
    return actual.validatorCompiler(route as Parameters<typeof actual.validatorCompiler>[0]);
  };
  return { ...actual, validatorCompiler };
});

interface Def {
  type: string;
  checks?: { _zod: { def: { check: string; abort?: boolean } } }[];
  shape?: Record<string, ZodType>;
  catchall?: ZodType;
  element?: ZodType;
  items?: ZodType[];
  rest?: ZodType | null;
  keyType?: ZodType;
  valueType?: ZodType;
  options?: ZodType[];
  left?: ZodType;
  right?: ZodType;
  innerType?: ZodType;
  in?: ZodType;
  out?: ZodType;
}

const defOf = (schema: ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Why this string schema breaks the rule, or null when it starts with text(). */
function stringProblem(schema: ZodType): string | null {
  const [length, nul] = defOf(schema).checks ?? [];
  if (length?._zod.def.check !== 'max_length' || !length._zod.def.abort)
    return 'its first check is not an aborting length limit';
  if (nul?._zod.def.check !== 'custom' || !nul._zod.def.abort)
    return 'its second check is not the aborting NUL refusal';
  const issues = schema.safeParse('\u0000').error?.issues ?? [];
  if (issues[0]?.message !== NUL_CHARACTER_MESSAGE) return 'a NUL is not refused with the NUL message';
  return null;
}

/** Every string in `schema` that does not start with text(), as "path: reason". */
function unguardedStrings(schema: ZodType, path: string, seen = new Set<ZodType>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = defOf(schema);
  const walk = (child: ZodType | null | undefined, at: string) =>
    child ? unguardedStrings(child, at, seen) : [];
  switch (def.type) {
    case 'string': {
      const problem = stringProblem(schema);
      return problem ? [`${path}: ${problem}`] : [];
    }
    case 'object':
      return [
        ...Object.entries(def.shape ?? {}).flatMap(([key, child]) => walk(child, `${path}.${key}`)),
        ...walk(def.catchall, `${path}.*`),
      ];
    case 'array':
      return walk(def.element, `${path}[]`);
    case 'tuple':
      return [
        ...(def.items ?? []).flatMap((item, i) => walk(item, `${path}[${i}]`)),
        ...walk(def.rest, `${path}[]`),
      ];
    case 'record':
      return [...walk(def.keyType, `${path}{key}`), ...walk(def.valueType, `${path}{}`)];
    case 'union':
      return (def.options ?? []).flatMap((option) => walk(option, path));
    case 'intersection':
      return [...walk(def.left, path), ...walk(def.right, path)];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return walk(def.innerType, path);
    case 'pipe':
      // A preprocess step (transform → schema) hands the raw value on: the schema after it is the
      // one that must guard it. Otherwise the first schema guards the raw value, and what comes out
      // of it is already bounded.
      return defOf(def.in as ZodType).type === 'transform' ? walk(def.out, path) : walk(def.in, path);
    case 'any':
    case 'unknown':
    case 'custom':
      return [`${path}: a ${def.type} schema takes any string unchecked`];
    default:
      return [];
  }
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('request schemas', () => {
  test('every string of every route starts with text({ max }): length first, NUL refused', () => {
    const checked = compiled.filter((entry) => entry.route.includes('/api/'));
    expect(checked.length).toBeGreaterThan(30);
    // The import's validator checks the file's envelope and leaves its records to the handler, which
    // reads each with IMPORT_RECORDS (data-export/import-validation.ts): together they are AccountImport.
    const read = (schema: unknown) => (schema === AccountImportEnvelope ? AccountImport : schema);
    const problems = checked.flatMap(({ route, part, schema }) =>
      unguardedStrings(read(schema) as ZodType, `${route} ${part}`),
    );
    expect(problems).toEqual([]);
  });

  test('the walk finds a plain z.string(), a late length limit and a string behind a preprocess', async () => {
    const { z } = await import('zod');
    const { text } = await import('#contract/text');
    const { optionalQuery } = await import('#contract/query');
    expect(unguardedStrings(z.object({ a: z.string() }), 'x')).toHaveLength(1);
    expect(unguardedStrings(z.object({ a: z.string().regex(/a/).max(3) }), 'x')).toHaveLength(1);
    expect(unguardedStrings(z.object({ q: optionalQuery(z.string().max(3)) }), 'x')).toHaveLength(1);
    expect(unguardedStrings(z.object({ a: z.array(z.string()) }), 'x')).toHaveLength(1);
    expect(unguardedStrings(z.object({ q: optionalQuery(text({ max: 3 }).regex(/a/)) }), 'x')).toEqual([]);
    expect(unguardedStrings(text({ max: 36 }).pipe(z.uuid()), 'x')).toEqual([]);
  });
});
