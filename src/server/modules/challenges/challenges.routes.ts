import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AssignChallengeBody,
  ChallengeList,
  CheckChallengeDayBody,
  CompleteChallengeBody,
  UserChallenge,
  UserChallengeList,
} from '#contract/challenges';
import { ApiErrorBody } from '#contract/errors';
import { createChallengeService } from './challenges.service';

const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 404: ApiErrorBody, 409: ApiErrorBody };

export const challengesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireSignedIn);
  const challenges = createChallengeService(app.db);

  app.get('/api/challenges', { schema: { response: { 200: ChallengeList, ...errors } } }, async () =>
    challenges.list(),
  );

  app.get(
    '/api/challenges/user',
    { schema: { response: { 200: UserChallengeList, ...errors } } },
    async (req) => challenges.ofUser(req.requireUser()),
  );

  app.post(
    '/api/challenges/assign',
    { schema: { body: AssignChallengeBody, response: { 201: UserChallenge, ...errors } } },
    async (req, reply) => reply.code(201).send(await challenges.assign(req.requireUser(), req.body)),
  );

  app.put(
    '/api/challenges/days',
    { schema: { body: CheckChallengeDayBody, response: { 200: UserChallenge, ...errors } } },
    async (req) => challenges.checkDay(req.requireUser(), req.body),
  );

  app.post(
    '/api/challenges/complete',
    { schema: { body: CompleteChallengeBody, response: { 200: UserChallenge, ...errors } } },
    async (req) => challenges.complete(req.requireUser(), req.body),
  );
};
