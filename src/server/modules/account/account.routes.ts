import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ChangePasswordBody,
  ChangePasswordResponse,
  DeleteAccountBody,
  DeleteAccountResponse,
  EndSessionsResponse,
  SessionIdParams,
  SessionList,
} from '#contract/account';
import { ApiErrorBody } from '#contract/errors';
import { AppError } from '#server/lib/app-error';
import {
  type AccountContext,
  changePassword,
  deleteAccount,
  endOtherSessions,
  endSession,
  listSessions,
} from './account.service';

const errors = {
  400: ApiErrorBody,
  401: ApiErrorBody,
  404: ApiErrorBody,
  409: ApiErrorBody,
  429: ApiErrorBody,
};

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireSignedIn);

  const context = (req: FastifyRequest): AccountContext => {
    const user = req.requireUser();
    if (!req.sessionIdHash) throw new AppError('UNAUTHENTICATED', 'You are not signed in');
    return { db: app.db, user, sessionIdHash: req.sessionIdHash };
  };

  app.post(
    '/api/user/password',
    { schema: { body: ChangePasswordBody, response: { 200: ChangePasswordResponse, ...errors } } },
    async (req) => changePassword(context(req), req.body),
  );

  app.get('/api/sessions', { schema: { response: { 200: SessionList, ...errors } } }, async (req) => ({
    sessions: await listSessions(context(req)),
  }));

  app.delete(
    '/api/sessions/:id',
    { schema: { params: SessionIdParams, response: { 200: EndSessionsResponse, ...errors } } },
    async (req) => endSession(context(req), req.params.id),
  );

  app.delete(
    '/api/sessions',
    { schema: { response: { 200: EndSessionsResponse, ...errors } } },
    async (req) => endOtherSessions(context(req)),
  );

  app.delete(
    '/api/user',
    { schema: { body: DeleteAccountBody, response: { 200: DeleteAccountResponse, ...errors } } },
    async (req, reply) => {
      await deleteAccount(context(req), req.body);
      await reply.endSession();
      return { success: true as const };
    },
  );
};
