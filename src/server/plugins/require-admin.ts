import type { FastifyRequest } from 'fastify';

/**
 * onRequest hook for every /api/admin route: 401 signed out, 403 for anyone not an admin, before the
 * body is read or validated. The role is read from the session's user row on every request
 * (plugins/session.ts), so a revoked admin loses access at once.
 */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  request.requireAdmin();
}
