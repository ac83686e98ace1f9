import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorBody } from '#contract/errors';
import {
  Retro,
  RetroAnswerParams,
  RetroDateParams,
  RetroHistoryPage,
  RetroHistoryQuery,
  RetroRatingParams,
  RetroToday,
  SaveAnswerBody,
  SavedAnswer,
  SavedRating,
  SaveRatingBody,
} from '#contract/retro';
import { createRetroService } from './retro.service';
import { createRetroHistory } from './retro-history';

const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 404: ApiErrorBody };

export const retroRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireSignedIn);
  const retros = createRetroService(app.db, app.log);
  const history = createRetroHistory(app.db);

  app.get('/api/retro/today', { schema: { response: { 200: RetroToday, ...errors } } }, async (req) =>
    retros.today(req.requireUser()),
  );

  app.get(
    '/api/retro/history',
    { schema: { querystring: RetroHistoryQuery, response: { 200: RetroHistoryPage, ...errors } } },
    async (req) => history(req.requireUser().id, req.query),
  );

  app.get(
    '/api/retro/:date',
    { schema: { params: RetroDateParams, response: { 200: Retro, ...errors } } },
    async (req) => retros.get(req.requireUser(), req.params.date),
  );

  app.put(
    '/api/retro/:date/answers/:questionId',
    {
      schema: { params: RetroAnswerParams, body: SaveAnswerBody, response: { 200: SavedAnswer, ...errors } },
    },
    async (req) =>
      retros.saveAnswer(req.requireUser(), req.params.date, req.params.questionId, req.body.text),
  );

  app.put(
    '/api/retro/:date/ratings/:area',
    {
      schema: { params: RetroRatingParams, body: SaveRatingBody, response: { 200: SavedRating, ...errors } },
    },
    async (req) => retros.saveRating(req.requireUser(), req.params.date, req.params.area, req.body.rating),
  );

  app.post(
    '/api/retro/:date/complete',
    { schema: { params: RetroDateParams, response: { 200: Retro, ...errors } } },
    async (req) => retros.complete(req.requireUser(), req.params.date),
  );
};
