import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorBody } from '#contract/errors';
import { HomeSummary } from '#contract/home';
import { createHomeService } from './home.service';

export const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireSignedIn);
  const home = createHomeService(app.db, app.log);

  app.get('/api/home', { schema: { response: { 200: HomeSummary, 401: ApiErrorBody } } }, async (req) =>
    home.summary(req.requireUser()),
  );
};
