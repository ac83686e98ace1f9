import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '#server/lib/app-error';
import { SAFE_METHODS } from '#server/lib/http-methods';

function requestOrigin(request: FastifyRequest, publicOrigin: string | null): string {
  return publicOrigin ?? `${request.protocol}://${request.host}`;
}

/**
 * No other site can change anything here: a state-changing request whose Origin (or, without one,
 * Sec-Fetch-Site) shows another site is refused before it reaches a handler.
 */
export const crossSitePlugin = fp<{ publicOrigin: string | null }>(async (app: FastifyInstance, options) => {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin !== undefined) {
      if (origin !== requestOrigin(request, options.publicOrigin)) {
        throw new AppError('FORBIDDEN', 'Cross-site requests are not allowed');
      }
      return;
    }
    const site = request.headers['sec-fetch-site'];
    if (site === 'cross-site' || site === 'same-site') {
      throw new AppError('FORBIDDEN', 'Cross-site requests are not allowed');
    }
  });
});
