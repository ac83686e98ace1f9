import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorBody } from '#contract/errors';
import { now, setClock } from '#server/lib/clock';
import { changeRole } from '#server/modules/admin/customers.service';

const SetClockBody = z.strictObject({
  /** The instant the server should take as now, or null for the system clock. */
  now: z
    .string()
    .max(40, { abort: true })
    .pipe(z.iso.datetime({ offset: true }))
    .nullable(),
});
const ClockState = z.object({ now: z.string() });

/**
 * Registered only when the server runs with TEST_CLOCK=true (end-to-end tests): it shifts the
 * server's clock for every user, so it must never be reachable on a real installation. End-to-end
 * tests share one database, so "the first account is the admin" cannot make one: PUT
 * /api/test-clock/admin does what `npm run admin -- grant` does, which needs the data folder's lock.
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

  // End-to-end tests share one database, so "the first account is the admin" picks whichever test
  // registers first: this makes the signed-in caller an admin instead (recorded like the command line).
  app.post(
    '/api/test-clock/grant-admin',
    { schema: { hide: true, response: { 200: z.object({ role: z.literal('admin') }), 401: ApiErrorBody } } },
    async (req) => {
      await changeRole(app.db, { id: null, ip: req.ip }, req.requireUser().id, 'admin');
      return { role: 'admin' as const };
    },
  );
};
