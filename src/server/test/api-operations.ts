import type { FastifyInstance } from 'fastify';

/** A JSON Schema node as the OpenAPI document at /api/docs writes it (zod's toJSONSchema output). */
export interface JsonSchema {
  type?: string;
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  default?: unknown;
}

export interface ApiParameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
}

/** One method on one path of the OpenAPI document. */
export interface ApiOperation {
  method: string;
  /** As the document writes it: /api/journal/{id}. */
  path: string;
  /** "GET /api/journal/{id}": how tests name an operation. */
  key: string;
  pathParams: ApiParameter[];
  queryParams: ApiParameter[];
  body?: JsonSchema;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: ApiParameter[];
        requestBody?: { content: { 'application/json': { schema: JsonSchema } } };
      }
    >
  >;
}

/**
 * Every operation the server documents at /api/docs, read at test time: a route added tomorrow is
 * walked by the security tests without anyone listing it.
 */
export async function readApiOperations(app: FastifyInstance): Promise<ApiOperation[]> {
  const res = await app.inject({ method: 'GET', url: '/api/docs' });
  if (res.statusCode !== 200) throw new Error(`/api/docs answered ${res.statusCode}`);
  const document = res.json() as OpenApiDocument;
  const operations: ApiOperation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = operation.parameters ?? [];
      operations.push({
        method: method.toUpperCase(),
        path,
        key: `${method.toUpperCase()} ${path}`,
        pathParams: parameters.filter((p) => p.in === 'path'),
        queryParams: parameters.filter((p) => p.in === 'query'),
        body: operation.requestBody?.content['application/json'].schema,
      });
    }
  }
  return operations;
}

/** The path with each {name} replaced by its (URL-encoded) value. */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for path parameter ${name} of ${path}`);
    return encodeURIComponent(value);
  });
}

export function queryString(values: Record<string, string>): string {
  const query = new URLSearchParams(values).toString();
  return query ? `?${query}` : '';
}

const SAMPLE_DATE = '2024-02-29';

/** A plausible value for the schema: the first enum member, a real date, a short word, a small number. */
export function sampleValue(schema: JsonSchema): unknown {
  if (schema.anyOf) return sampleValue(schema.anyOf.find((s) => s.type !== 'null') ?? schema.anyOf[0] ?? {});
  if (schema.enum) return schema.enum[0];
  if (schema.const !== undefined) return schema.const;
  switch (schema.type) {
    case 'string':
      if (schema.pattern?.includes('\\d{4}-\\d{2}-\\d{2}')) return SAMPLE_DATE;
      return 'sample words'.slice(0, Math.max(schema.minLength ?? 1, Math.min(schema.maxLength ?? 12, 12)));
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return schema.items ? [sampleValue(schema.items)] : [];
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([name, property]) => [name, sampleValue(property)]),
      );
    default:
      return null;
  }
}

/** The string-typed leaves of a schema, with the path to each (array items as index 0). */
export function stringFields(schema: JsonSchema, path: (string | number)[] = []): (string | number)[][] {
  if (schema.anyOf) return schema.anyOf.flatMap((s) => stringFields(s, path));
  if (schema.type === 'string' && !schema.enum) return [path];
  if (schema.type === 'array' && schema.items) return stringFields(schema.items, [...path, 0]);
  if (schema.type === 'object') {
    return Object.entries(schema.properties ?? {}).flatMap(([name, property]) =>
      stringFields(property, [...path, name]),
    );
  }
  return [];
}

/** A copy of `value` with the leaf at `path` replaced (made if missing). */
export function withValueAt(value: unknown, path: (string | number)[], leaf: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return leaf;
  if (typeof head === 'number') {
    const list = Array.isArray(value) ? [...value] : [];
    list[head] = withValueAt(list[head], rest, leaf);
    return list;
  }
  const object = value && typeof value === 'object' ? { ...(value as Record<string, unknown>) } : {};
  object[head] = withValueAt(object[head], rest, leaf);
  return object;
}
