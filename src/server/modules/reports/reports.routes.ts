import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorBody } from '#contract/errors';
import { ProgressReport, ProgressReportQuery, YearInPixels, YearInPixelsQuery } from '#contract/reports';
import { createReportService } from './reports.service';

const errors = { 400: ApiErrorBody, 401: ApiErrorBody };

export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireSignedIn);
  const reports = createReportService(app.db);

  app.get(
    '/api/progress-reports',
    { schema: { querystring: ProgressReportQuery, response: { 200: ProgressReport, ...errors } } },
    async (req) => reports.report(req.requireUser(), req.query),
  );

  app.get(
    '/api/progress-reports/year-in-pixels',
    { schema: { querystring: YearInPixelsQuery, response: { 200: YearInPixels, ...errors } } },
    async (req) => reports.yearInPixels(req.requireUser(), req.query.year),
  );
};
