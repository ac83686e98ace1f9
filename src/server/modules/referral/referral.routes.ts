import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorBody } from '#contract/errors';
import { Referral } from '#contract/referral';
import { referralSummary } from './referral.service';

export interface ReferralRoutesOptions {
  /** BASE_URL's origin; without one, the address the request came to. */
  publicOrigin: string | null;
}

export const referralRoutes: FastifyPluginAsyncZod<ReferralRoutesOptions> = async (app, options) => {
  app.addHook('onRequest', app.requireSignedIn);

  app.get('/api/referral', { schema: { response: { 200: Referral, 401: ApiErrorBody } } }, async (req) =>
    referralSummary(app.db, req.requireUser().id, options.publicOrigin ?? `${req.protocol}://${req.host}`),
  );
};
