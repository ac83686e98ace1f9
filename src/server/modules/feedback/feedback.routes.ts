import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LogoutResponse as SuccessResponse } from '#contract/auth';
import { ApiErrorBody } from '#contract/errors';
import {
  AdminFeedback,
  AdminFeedbackList,
  AdminFeedbackQuery,
  Feedback,
  FeedbackId,
  FeedbackList,
  ReplyFeedbackBody,
  SendFeedbackBody,
  UnseenFeedbackCount,
  UpdateFeedbackBody,
} from '#contract/feedback';
import { requireAdmin } from '#server/plugins/require-admin';
import { createFeedbackService } from './feedback.service';
import { createFeedbackAdminService } from './feedback-admin.service';

const errors = {
  400: ApiErrorBody,
  401: ApiErrorBody,
  403: ApiErrorBody,
  404: ApiErrorBody,
  429: ApiErrorBody,
};

/** A user's own feedback: send, list, and the count of replies not seen yet. */
export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireSignedIn);
  const service = createFeedbackService(app.db);

  app.post(
    '/api/feedback',
    { schema: { body: SendFeedbackBody, response: { 201: Feedback, ...errors } } },
    async (req, reply) => reply.code(201).send(await service.send(req.requireUser().id, req.body)),
  );

  app.get('/api/feedback', { schema: { response: { 200: FeedbackList, ...errors } } }, async (req) =>
    service.list(req.requireUser().id),
  );

  app.get(
    '/api/feedback/unseen-count',
    { schema: { response: { 200: UnseenFeedbackCount, ...errors } } },
    async (req) => ({ count: await service.unseenCount(req.requireUser().id) }),
  );

  app.post(
    '/api/feedback/seen',
    { schema: { response: { 200: SuccessResponse, ...errors } } },
    async (req) => {
      await service.markSeen(req.requireUser().id);
      return { success: true as const };
    },
  );
};

/** The team's inbox. Every route: 401 signed out, 403 for a non-admin (requireAdmin). */
export const adminFeedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin);
  const service = createFeedbackAdminService(app.db);

  app.get(
    '/api/admin/feedback',
    { schema: { querystring: AdminFeedbackQuery, response: { 200: AdminFeedbackList, ...errors } } },
    async (req) => service.inbox(req.query),
  );

  app.post(
    '/api/admin/feedback/:id/read',
    { schema: { params: FeedbackId, response: { 200: AdminFeedback, ...errors } } },
    async (req) => service.open(req.requireAdmin(), req.params.id),
  );

  app.patch(
    '/api/admin/feedback/:id',
    { schema: { params: FeedbackId, body: UpdateFeedbackBody, response: { 200: AdminFeedback, ...errors } } },
    async (req) =>
      service.setStatus({ id: req.requireAdmin().id, ip: req.ip }, req.params.id, req.body.status),
  );

  app.post(
    '/api/admin/feedback/:id/replies',
    { schema: { params: FeedbackId, body: ReplyFeedbackBody, response: { 201: AdminFeedback, ...errors } } },
    async (req, reply) =>
      reply
        .code(201)
        .send(
          await service.reply({ id: req.requireAdmin().id, ip: req.ip }, req.params.id, req.body.message),
        ),
  );
};
