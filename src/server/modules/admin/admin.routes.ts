import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminQuestion,
  AdminQuestionBody,
  AdminQuestionList,
  AdminQuestionParams,
  AdminQuestionUpdateBody,
  Analytics,
  AnalyticsQuery,
  AuditList,
  AuditListQuery,
  Customer,
  CustomerList,
  CustomerListQuery,
  CustomerParams,
  CustomerUpdateBody,
  QuestionRemoval,
  SessionsEnded,
} from '#contract/admin';
import { ApiErrorBody } from '#contract/errors';
import { requireAdmin } from '#server/plugins/require-admin';
import { addQuestion, listAdminQuestions, removeQuestion, updateQuestion } from './admin-questions.service';
import { analytics } from './analytics.service';
import { listAudit } from './audit.service';
import { type AdminActor, endSessions, listCustomers, updateCustomer } from './customers.service';

const errors = {
  400: ApiErrorBody,
  401: ApiErrorBody,
  403: ApiErrorBody,
  404: ApiErrorBody,
  409: ApiErrorBody,
};

const actorOf = (req: FastifyRequest): AdminActor => ({ id: req.requireAdmin().id, ip: req.ip });

/** The admin area's calls: customers, the question library, analytics and the audit trail. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin);

  app.get(
    '/api/admin/customers',
    { schema: { querystring: CustomerListQuery, response: { 200: CustomerList, ...errors } } },
    async (req) => listCustomers(app.db, req.query),
  );
  app.patch(
    '/api/admin/customers/:id',
    { schema: { params: CustomerParams, body: CustomerUpdateBody, response: { 200: Customer, ...errors } } },
    async (req) => updateCustomer(app.db, actorOf(req), req.params.id, req.body),
  );
  app.post(
    '/api/admin/customers/:id/end-sessions',
    { schema: { params: CustomerParams, response: { 200: SessionsEnded, ...errors } } },
    async (req) => endSessions(app.db, actorOf(req), req.params.id),
  );

  app.get('/api/admin/questions', { schema: { response: { 200: AdminQuestionList, ...errors } } }, async () =>
    listAdminQuestions(app.db),
  );
  app.post(
    '/api/admin/questions',
    { schema: { body: AdminQuestionBody, response: { 201: AdminQuestion, ...errors } } },
    async (req, reply) => reply.code(201).send(await addQuestion(app.db, actorOf(req), req.body)),
  );
  app.patch(
    '/api/admin/questions/:id',
    {
      schema: {
        params: AdminQuestionParams,
        body: AdminQuestionUpdateBody,
        response: { 200: AdminQuestion, ...errors },
      },
    },
    async (req) => updateQuestion(app.db, actorOf(req), req.params.id, req.body),
  );
  app.delete(
    '/api/admin/questions/:id',
    { schema: { params: AdminQuestionParams, response: { 200: QuestionRemoval, ...errors } } },
    async (req) => removeQuestion(app.db, actorOf(req), req.params.id),
  );

  app.get(
    '/api/admin/analytics',
    { schema: { querystring: AnalyticsQuery, response: { 200: Analytics, ...errors } } },
    async (req) => analytics(app.db, req.query.days),
  );

  app.get(
    '/api/admin/audit',
    { schema: { querystring: AuditListQuery, response: { 200: AuditList, ...errors } } },
    async (req) => listAudit(app.db, req.query),
  );
};
