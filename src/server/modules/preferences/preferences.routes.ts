import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorBody } from '#contract/errors';
import { FeatureAnnouncementParams, FeatureAnnouncementStatus } from '#contract/preferences';
import { getAnnouncementStatus, setAnnouncementStatus } from './feature-announcements.service';

const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 404: ApiErrorBody };

export const preferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireSignedIn);

  app.get(
    '/api/user-preferences/feature-announcements/:feature',
    {
      schema: { params: FeatureAnnouncementParams, response: { 200: FeatureAnnouncementStatus, ...errors } },
    },
    async (req) => getAnnouncementStatus(app.db, req.requireUser().id, req.params.feature),
  );

  app.post(
    '/api/user-preferences/feature-announcements',
    { schema: { body: FeatureAnnouncementStatus, response: { 200: FeatureAnnouncementStatus, ...errors } } },
    async (req) => setAnnouncementStatus(app.db, req.requireUser().id, req.body),
  );
};
