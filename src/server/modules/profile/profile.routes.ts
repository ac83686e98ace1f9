import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorBody } from '#contract/errors';
import { Profile, UpdateProfileBody } from '#contract/profile';
import { getProfile, updateProfile } from './profile.service';

const errors = { 400: ApiErrorBody, 401: ApiErrorBody };

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireSignedIn);

  app.get('/api/profile', { schema: { response: { 200: Profile, ...errors } } }, async (req) =>
    getProfile(req.requireUser()),
  );

  app.patch(
    '/api/profile',
    { schema: { body: UpdateProfileBody, response: { 200: Profile, ...errors } } },
    async (req) => updateProfile(app.db, req.requireUser().id, req.body),
  );
};
