import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorBody } from '#contract/errors';
import {
  PushPublicKey,
  PushSubscriptionBody,
  PushSubscriptionSaved,
  RemovePushSubscriptionBody,
} from '#contract/reminders';
import type { PushConfig } from '#server/config/config';
import { publicKey, removeSubscription, saveSubscription } from './push.service';

const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 404: ApiErrorBody, 503: ApiErrorBody };

export const pushRoutes: FastifyPluginAsyncZod<{ push: PushConfig }> = async (app, { push }) => {
  app.addHook('onRequest', app.requireSignedIn);

  app.get('/api/push/public-key', { schema: { response: { 200: PushPublicKey, ...errors } } }, async () =>
    publicKey(push),
  );

  app.post(
    '/api/push/subscriptions',
    { schema: { body: PushSubscriptionBody, response: { 201: PushSubscriptionSaved, ...errors } } },
    async (req, reply) =>
      reply.code(201).send(await saveSubscription(app.db, req.requireUser().id, req.body, push)),
  );

  app.delete(
    '/api/push/subscriptions',
    { schema: { body: RemovePushSubscriptionBody, response: { 204: z.null(), ...errors } } },
    async (req, reply) => {
      await removeSubscription(app.db, req.requireUser().id, req.body.endpoint);
      return reply.code(204).send(null);
    },
  );
};
