import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorBody } from '#contract/errors';
import {
  CalendarFeedCreated,
  CalendarFeedParams,
  ReminderSettings,
  UpdateReminderBody,
} from '#contract/reminders';
import {
  CALENDAR_ICS_PATH,
  calendarFeedFile,
  createCalendarFeed,
  getReminders,
  type ReminderContext,
  reminderCalendarFile,
  revokeCalendarFeed,
  updateReminders,
} from './reminders.service';

export interface ReminderRoutesOptions {
  publicOrigin: string | null;
  pushAvailable: boolean;
}

const errors = { 400: ApiErrorBody, 401: ApiErrorBody };
const ICS_TYPE = 'text/calendar; charset=utf-8';

/** Reminder settings and the calendar files, for the signed-in user. */
export const reminderRoutes: FastifyPluginAsyncZod<ReminderRoutesOptions> = async (app, options) => {
  app.addHook('onRequest', app.requireSignedIn);
  const originOf = (req: FastifyRequest) => options.publicOrigin ?? `${req.protocol}://${req.host}`;
  const context = (req: FastifyRequest): ReminderContext => ({
    origin: originOf(req),
    pushAvailable: options.pushAvailable,
  });

  app.get('/api/reminders', { schema: { response: { 200: ReminderSettings, ...errors } } }, async (req) =>
    getReminders(app.db, req.requireUser().id, context(req)),
  );

  app.put(
    '/api/reminders',
    { schema: { body: UpdateReminderBody, response: { 200: ReminderSettings, ...errors } } },
    async (req) => updateReminders(app.db, req.requireUser(), req.body, context(req)),
  );

  app.get(CALENDAR_ICS_PATH, async (req, reply) =>
    reply
      .type(ICS_TYPE)
      .header('content-disposition', 'attachment; filename="daily-retro.ics"')
      .header('cache-control', 'private, no-store')
      .send(await reminderCalendarFile(app.db, req.requireUser().id, originOf(req))),
  );

  app.post(
    '/api/reminders/feed',
    { schema: { response: { 201: CalendarFeedCreated, ...errors } } },
    async (req, reply) =>
      reply.code(201).send(await createCalendarFeed(app.db, req.requireUser().id, originOf(req))),
  );

  app.delete(
    '/api/reminders/feed',
    { schema: { response: { 204: z.null(), ...errors } } },
    async (req, reply) => {
      await revokeCalendarFeed(app.db, req.requireUser().id);
      return reply.code(204).send(null);
    },
  );
};

/** The subscription feed: its unguessable address is the only key, so no session is needed. */
export const calendarFeedRoutes: FastifyPluginAsyncZod<ReminderRoutesOptions> = async (app, options) => {
  app.get('/api/calendar/:file', { schema: { params: CalendarFeedParams } }, async (req, reply) =>
    reply
      .type(ICS_TYPE)
      .header('cache-control', 'private, no-cache')
      .header('x-robots-tag', 'noindex')
      .send(
        await calendarFeedFile(
          app.db,
          req.params.file,
          options.publicOrigin ?? `${req.protocol}://${req.host}`,
        ),
      ),
  );
};
