import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorBody } from '../../../contract/errors';
import { now, setClock } from '../../lib/clock';

const SetClockBody = z.strictObject({
  /** The instant the server should take as now, or null for the system clock. */
  now: z.iso.datetime({ offset: true }).nullable(),
});
const ClockState = z.object({ now: z.string() });

/**
 * Registered only when the server runs with TEST_CLOCK=true (end-to-end tests): it shifts the
 * server's clock for every user, so it must never be reachable on a real installation.
 */
export const testClockRoutes: FastifyPluginAsyncZod = async (app) => {
  app.log.warn('TEST_CLOCK is on: PUT /api/test-clock can move the server clock');
  app.put(
    '/api/test-clock',
    { schema: { hide: true, body: SetClockBody, response: { 200: ClockState, 400: ApiErrorBody } } },
    async (req) => {
      setClock(req.body.now ? new Date(req.body.now) : null);
      return { now: now().toISOString() };
    },
  );
};
