import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LoginBody, LogoutResponse, RegisterBody, User } from '#contract/auth';
import { ApiErrorBody } from '#contract/errors';
import { type AuthContext, login, register } from './auth.service';
import { toUserView } from './user-view';

export interface AuthRoutesOptions {
  attemptsPerIp: number;
}

const errors = {
  400: ApiErrorBody,
  401: ApiErrorBody,
  403: ApiErrorBody,
  409: ApiErrorBody,
  429: ApiErrorBody,
};

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const context = (request: FastifyRequest): AuthContext => ({
    db: app.db,
    clientIp: request.ip,
    addressKey: request.clientAddressKey(),
    attemptsPerIp: options.attemptsPerIp,
  });

  app.post(
    '/api/register',
    { schema: { body: RegisterBody, response: { 201: User, ...errors } } },
    async (req, reply) => {
      const user = await register(context(req), req.body);
      // The same choice as at sign-in, and the same default: a short session unless asked.
      await reply.startSession(user.id, { rememberMe: req.body.rememberMe === true });
      return reply.code(201).send(user);
    },
  );

  app.post(
    '/api/login',
    { schema: { body: LoginBody, response: { 200: User, ...errors } } },
    async (req, reply) => {
      const user = await login(context(req), req.body);
      await reply.startSession(user.id, { rememberMe: req.body.rememberMe === true });
      return user;
    },
  );

  app.post('/api/logout', { schema: { response: { 200: LogoutResponse } } }, async (_req, reply) => {
    await reply.endSession();
    return { success: true as const };
  });

  app.get('/api/user', { schema: { response: { 200: User, 401: ApiErrorBody } } }, async (req) =>
    toUserView(req.requireUser()),
  );
};
