import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_COOKIE_NAME } from '../../contract/constants';
import { AppError } from '../lib/app-error';
import { now } from '../lib/clock';
import { hashSessionId, newSessionId, signSessionId, unsignSessionId } from '../lib/session-token';
import { createSessionQueries, type SessionUser } from '../modules/sessions/session.queries';
import { sessionLifetime } from '../modules/sessions/session-lifetime';

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
    /**
     * Starts a new session for the user; any session the request carried ends (no fixation).
     * rememberMe (the default) keeps it 30 days idle / 90 in all, otherwise 12 hours / 7 days.
     */
    startSession(userId: string, options?: { rememberMe?: boolean }): Promise<void>;
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
  };

  // The cookie lives as long as the session may stay idle; the server's expiry is what counts.
  const setCookie = (reply: FastifyReply, id: string, rememberMe: boolean) =>
    reply.setCookie(SESSION_COOKIE_NAME, signSessionId(id, options.secret), {
      ...cookieOptions,
      maxAge: sessionLifetime(rememberMe).idleMs / 1000,
    });

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

  app.decorateReply(
    'startSession',
    async function (this: FastifyReply, userId: string, startOptions?: { rememberMe?: boolean }) {
      const rememberMe = startOptions?.rememberMe ?? true;
      const previous = this.request.sessionIdHash;
      if (previous) await queries.remove(previous);
      const id = newSessionId();
      const userAgent = this.request.headers['user-agent'] ?? '';
      await queries.create(hashSessionId(id), userId, { rememberMe, userAgent });
      this.request.sessionIdHash = hashSessionId(id);
      setCookie(this, id, rememberMe);
      this.header('cache-control', 'no-store');
    },
  );

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
    // Whatever this request gets back (errors included) is about a signed-in person: no browser
    // disk cache or shared proxy may keep it. Set now, so even a 404 or a thrown error carries it.
    reply.header('cache-control', 'no-store');
    if (now().getTime() - found.lastSeenAt.getTime() > SESSION_TOUCH_INTERVAL_MS) {
      await queries.touch(idHash, found.user.id, sessionLifetime(found.rememberMe), found.absoluteExpiresAt);
      setCookie(reply, id, found.rememberMe);
    }
  });

  const sweep = setInterval(() => {
    queries.removeExpired().catch((error) => app.log.warn({ err: error }, 'expired session sweep failed'));
  }, EXPIRED_SESSION_SWEEP_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
});
