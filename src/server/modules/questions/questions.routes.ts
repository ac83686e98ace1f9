import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorBody } from '#contract/errors';
import {
  DailyQuestion,
  Question,
  QuestionList,
  QuestionListQuery,
  QuestionParams,
} from '#contract/questions';
import { dailyQuestion, getQuestion, listQuestions } from './questions.service';

const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 404: ApiErrorBody };

export const questionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireSignedIn);

  app.get(
    '/api/questions',
    { schema: { querystring: QuestionListQuery, response: { 200: QuestionList, ...errors } } },
    async (req) => listQuestions(app.db, req.query),
  );

  app.get('/api/questions/daily', { schema: { response: { 200: DailyQuestion, ...errors } } }, async (req) =>
    dailyQuestion(app.db, req.requireUser()),
  );

  app.get(
    '/api/questions/:id',
    { schema: { params: QuestionParams, response: { 200: Question, ...errors } } },
    async (req) => getQuestion(app.db, req.params.id),
  );
};
