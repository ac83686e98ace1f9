import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Customization, UpdateCustomizationBody } from '#contract/customization';
import { ApiErrorBody } from '#contract/errors';
import { getCustomization, updateCustomization } from './customization.service';

const errors = { 400: ApiErrorBody, 401: ApiErrorBody };

export const customizationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireSignedIn);

  app.get('/api/customization', { schema: { response: { 200: Customization, ...errors } } }, async (req) =>
    getCustomization(app.db, req.requireUser().id),
  );

  app.patch(
    '/api/customization',
    { schema: { body: UpdateCustomizationBody, response: { 200: Customization, ...errors } } },
    async (req) => updateCustomization(app.db, req.requireUser().id, req.body),
  );
};
