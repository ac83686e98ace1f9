import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BadgeList, MarkBadgesNotifiedBody, UserBadgeList } from '#contract/badges';
import { ApiErrorBody } from '#contract/errors';
import { listBadges, listUserBadges, markBadgesNotified } from './badges.service';

const errors = { 400: ApiErrorBody, 401: ApiErrorBody };

export const badgesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireSignedIn);

  app.get('/api/badges', { schema: { response: { 200: BadgeList, ...errors } } }, async (req) =>
    listBadges(app.db, req.requireUser().id),
  );

  app.get('/api/badges/user', { schema: { response: { 200: UserBadgeList, ...errors } } }, async (req) =>
    listUserBadges(app.db, req.requireUser()),
  );

  app.post(
    '/api/badges/user/notified',
    { schema: { body: MarkBadgesNotifiedBody, response: { 204: z.null(), ...errors } } },
    async (req, reply) => {
      await markBadgesNotified(app.db, req.requireUser().id, req.body.badgeIds);
      return reply.code(204).send(null);
    },
  );
};
