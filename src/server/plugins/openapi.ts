import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { type ZodType, z } from 'zod';

interface RouteSchemas {
  body?: ZodType;
  querystring?: ZodType;
  params?: ZodType;
  response?: Record<number, ZodType>;
  hide?: boolean;
}

const jsonSchema = (schema: ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });

function parameters(schema: ZodType | undefined, location: 'query' | 'path') {
  if (!schema) return [];
  const converted = jsonSchema(schema);
  const properties = (converted.properties ?? {}) as Record<string, object>;
  const required = new Set((converted.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: location,
    required: location === 'path' || required.has(name),
    schema: property,
  }));
}

function operation(schema: RouteSchemas) {
  return {
    parameters: [...parameters(schema.params, 'path'), ...parameters(schema.querystring, 'query')],
    ...(schema.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchema(schema.body) } },
          },
        }
      : {}),
    responses: Object.fromEntries(
      Object.entries(schema.response ?? {}).map(([status, response]) => [
        status,
        { description: status, content: { 'application/json': { schema: jsonSchema(response) } } },
      ]),
    ),
  };
}

/**
 * The OpenAPI document at /api/docs, generated from the zod schemas every route declares. Routes are
 * collected as they register; the document is built on its first request, not at start.
 */
export const openApiPlugin = fp<{ title: string; version: string }>(async (app: FastifyInstance, info) => {
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/') && !(route.schema as RouteSchemas | undefined)?.hide)
      routes.push(route);
  });

  let document: object | undefined;
  const build = () => {
    const paths: Record<string, Record<string, object>> = {};
    for (const route of routes) {
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (method === 'HEAD') continue;
        paths[path] ??= {};
        paths[path][method.toLowerCase()] = operation((route.schema ?? {}) as RouteSchemas);
      }
    }
    return { openapi: '3.1.0', info, paths };
  };

  app.get('/api/docs', { schema: { hide: true } as object }, async () => {
    document ??= build();
    return document;
  });
});
