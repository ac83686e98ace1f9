import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthStatus, VersionInfo, VersionQuery } from '#contract/system';
import { buildInfo } from '#server/build-info';

const READINESS_TIMEOUT_MS = 2000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export const systemRoutes: FastifyPluginAsyncZod<{ ping: () => Promise<void> }> = async (app, options) => {
  app.get(
    '/api/version',
    { schema: { querystring: VersionQuery, response: { 200: VersionInfo } } },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      return { ...buildInfo, serverTime: new Date().toISOString() };
    },
  );

  app.get('/healthz', { schema: { response: { 200: HealthStatus } } }, async () => ({
    status: 'ok' as const,
  }));

  app.get(
    '/readyz',
    { schema: { response: { 200: HealthStatus, 503: HealthStatus } } },
    async (req, reply) => {
      try {
        await withTimeout(options.ping(), READINESS_TIMEOUT_MS);
        return { status: 'ok' as const };
      } catch (error) {
        req.log.warn({ err: error }, 'database not answering');
        return reply.code(503).send({ status: 'unavailable' as const });
      }
    },
  );
};
