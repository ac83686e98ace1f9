import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorBody } from '#contract/errors';
import { LogMoodBody, Mood, MoodList, MoodsQuery } from '#contract/moods';
import { createMoodService } from './moods.service';

const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 404: ApiErrorBody };

export const moodsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireSignedIn);
  const moods = createMoodService(app.db, app.log);

  app.post(
    '/api/moods',
    { schema: { body: LogMoodBody, response: { 200: Mood, 201: Mood, ...errors } } },
    async (req, reply) => {
      const { mood, created } = await moods.log(req.requireUser(), req.body);
      return reply.code(created ? 201 : 200).send(mood);
    },
  );

  app.get(
    '/api/moods',
    { schema: { querystring: MoodsQuery, response: { 200: MoodList, ...errors } } },
    async (req) => moods.list(req.requireUser().id, req.query),
  );

  app.get('/api/moods/today', { schema: { response: { 200: Mood, ...errors } } }, async (req) =>
    moods.today(req.requireUser()),
  );
};
