import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorBody } from '#contract/errors';
import { FreezeToldBody, RecomputedStreak, StreakList, StreakParams } from '#contract/streaks';
import { acknowledgeFreeze, listStreaks, recomputeStreak } from './streaks.service';

const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 404: ApiErrorBody };

export const streaksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireSignedIn);

  app.get('/api/streaks', { schema: { response: { 200: StreakList, ...errors } } }, async (req) =>
    listStreaks(app.db, req.requireUser(), app.streakCache),
  );

  app.post(
    '/api/streaks/:id',
    { schema: { params: StreakParams, response: { 200: RecomputedStreak, ...errors } } },
    async (req) => ({ streak: await recomputeStreak(app.db, req.requireUser(), req.params.id) }),
  );

  app.post(
    '/api/streaks/:id/freeze-told',
    { schema: { params: StreakParams, body: FreezeToldBody, response: { 204: z.null(), ...errors } } },
    async (req, reply) => {
      await acknowledgeFreeze(app.db, req.requireUser(), req.params.id, req.body.date);
      return reply.code(204).send(null);
    },
  );
};
