import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_COOKIE_NAME, SESSION_IDLE_TIMEOUT_MS } from '../../contract/constants';
import { AppError } from '../lib/app-error';
import { hashSessionId, newSessionId, signSessionId, unsignSessionId } from '../lib/session-token';
import { createSessionQueries, type SessionUser } from '../modules/sessions/session.queries';

/** A session's expiry moves forward at most this often, so reads do not each cost a write. */
const SESSION_TOUCH_INTERVAL_MS = 60 * 60 * 1000;
const EXPIRED_SESSION_SWEEP_MS = 60 * 60 * 1000;

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
    sessionIdHash: string | null;
    /** The signed-in user, or a 401. */
    requireUser(): SessionUser;
    /** The signed-in admin, or 401 / 403. */
    requireAdmin(): SessionUser;
  }
  interface FastifyInstance {
    /** onRequest hook for a plugin whose every route needs a user: 401 before the body is even read. */
    requireSignedIn(request: FastifyRequest): Promise<void>;
  }
  interface FastifyReply {
    /** Starts a new session for the user; any session the request carried ends (no fixation). */
    startSession(userId: string): Promise<void>;
    endSession(): Promise<void>;
  }
}

export interface SessionOptions {
  secret: string;
  secureCookies: boolean;
}

export const sessionPlugin = fp<SessionOptions>(async (app: FastifyInstance, options) => {
  const queries = createSessionQueries(app.db);
  const cookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: options.secureCookies,
    maxAge: SESSION_IDLE_TIMEOUT_MS / 1000,
  };

  const setCookie = (reply: FastifyReply, id: string) =>
    reply.setCookie(SESSION_COOKIE_NAME, signSessionId(id, options.secret), cookieOptions);

  app.decorateRequest('user', null);
  app.decorateRequest('sessionIdHash', null);
  app.decorateRequest('requireUser', function (this: FastifyRequest) {
    if (!this.user) throw new AppError('UNAUTHENTICATED', 'You are not signed in');
    return this.user;
  });
  app.decorateRequest('requireAdmin', function (this: FastifyRequest) {
    const user = this.requireUser();
    if (user.role !== 'admin') throw new AppError('FORBIDDEN', 'This page is for administrators');
    return user;
  });

  app.decorate('requireSignedIn', async (request: FastifyRequest) => {
    request.requireUser();
  });

  app.decorateReply('startSession', async function (this: FastifyReply, userId: string) {
    const previous = this.request.sessionIdHash;
    if (previous) await queries.remove(previous);
    const id = newSessionId();
    await queries.create(hashSessionId(id), userId);
    this.request.sessionIdHash = hashSessionId(id);
    setCookie(this, id);
  });

  app.decorateReply('endSession', async function (this: FastifyReply) {
    const current = this.request.sessionIdHash;
    if (current) await queries.remove(current);
    this.request.user = null;
    this.request.sessionIdHash = null;
    this.clearCookie(SESSION_COOKIE_NAME, { path: '/' });
  });

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const raw = request.cookies[SESSION_COOKIE_NAME];
    if (!raw) return;
    const id = unsignSessionId(raw, options.secret);
    if (!id) return;
    const idHash = hashSessionId(id);
    const found = await queries.findActive(idHash);
    if (!found) return;
    request.user = found.user;
    request.sessionIdHash = idHash;
    if (Date.now() - found.lastSeenAt.getTime() > SESSION_TOUCH_INTERVAL_MS) {
      await queries.touch(idHash);
      setCookie(reply, id);
    }
  });

  const sweep = setInterval(() => {
    queries.removeExpired().catch((error) => app.log.warn({ err: error }, 'expired session sweep failed'));
  }, EXPIRED_SESSION_SWEEP_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
});
