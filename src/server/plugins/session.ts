import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_COOKIE_NAME, SIGNED_IN_HINT_COOKIE_NAME } from '#contract/constants';
import type { Listen } from '#server/db/notifications';
import { AppError } from '#server/lib/app-error';
import { now } from '#server/lib/clock';
import { hearChanges } from '#server/lib/heard-cache';
import { SAFE_METHODS } from '#server/lib/http-methods';
import { hashSessionId, newSessionId, signSessionId, unsignSessionId } from '#server/lib/session-token';
import { clientAddressKey } from '#server/modules/sessions/address-key';
import {
  createSessionQueries,
  type SessionQueries,
  type SessionUser,
} from '#server/modules/sessions/session.queries';
import { sessionLifetime } from '#server/modules/sessions/session-lifetime';
import { createSessionCache } from './session-cache';

/** A session's expiry moves forward at most this often, so reads do not each cost a write. */
const SESSION_TOUCH_INTERVAL_MS = 60 * 60 * 1000;
/**
 * How long a session read from the database is used at most without reading it again. Changes are
 * heard at once through SESSION_CHANGES_CHANNEL; this bounds what a change never heard (a listening
 * connection that died silently, until its heartbeat notices) could leave in use.
 */
export const SESSION_CACHE_TTL_MS = 2_000;
/** Where the database announces the users whose sessions or account changed (migration 0020). */
export const SESSION_CHANGES_CHANNEL = 'session_changes';
const SESSION_CACHE_MAX_ENTRIES = 10_000;

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
    sessionIdHash: string | null;
    /** The signed-in user, or a 401. */
    requireUser(): SessionUser;
    /** The signed-in admin, or 401 / 403. */
    requireAdmin(): SessionUser;
    /** A keyed hash of the client's address (req.ip, so TRUST_PROXY counts): never the address. */
    clientAddressKey(): string;
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

/** A session as the lookup found it, with its id (to renew the cookie) and the id's hash. */
type ActiveSession = NonNullable<Awaited<ReturnType<SessionQueries['findActive']>>> & {
  id: string;
  idHash: string;
};

export interface SessionOptions {
  secret: string;
  secureCookies: boolean;
  /**
   * Hears the database's announcements of session and account changes: sessions read from the
   * database are kept for SESSION_CACHE_TTL_MS while it listens. Absent: every session is read.
   */
  listen?: Listen;
}

export const sessionPlugin = fp<SessionOptions>(async (app: FastifyInstance, options) => {
  const queries = createSessionQueries(app.db);
  const cache = createSessionCache<ActiveSession>({
    ttlMs: SESSION_CACHE_TTL_MS,
    maxEntries: SESSION_CACHE_MAX_ENTRIES,
    now: () => now().getTime(),
  });
  // The cache is off until the database is listened to, and whenever it is not (lib/heard-cache.ts).
  if (options.listen) {
    hearChanges(app, {
      listen: options.listen,
      channel: SESSION_CHANGES_CHANNEL,
      cache,
      onUnheard: () =>
        app.log.warn('session changes are not heard: sessions are read from the database until they are'),
    });
  }
  const cookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: options.secureCookies,
  };

  // The cookie lives as long as the session may stay idle; the server's expiry is what counts. The
  // signed-in hint lives as long, readable by the page.
  const setSignedInHint = (reply: FastifyReply, maxAge: number) =>
    reply.setCookie(SIGNED_IN_HINT_COOKIE_NAME, '1', { ...cookieOptions, httpOnly: false, maxAge });
  const setCookie = (reply: FastifyReply, id: string, rememberMe: boolean) => {
    const maxAge = sessionLifetime(rememberMe).idleMs / 1000;
    reply.setCookie(SESSION_COOKIE_NAME, signSessionId(id, options.secret), { ...cookieOptions, maxAge });
    setSignedInHint(reply, maxAge);
  };
  const clearCookies = (reply: FastifyReply) => {
    reply.clearCookie(SESSION_COOKIE_NAME, { path: '/' });
    reply.clearCookie(SIGNED_IN_HINT_COOKIE_NAME, { path: '/' });
  };

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

  app.decorateRequest('clientAddressKey', function (this: FastifyRequest) {
    return clientAddressKey(this.ip, options.secret);
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
      if (this.request.user) cache.forgetUser(this.request.user.id);
      const id = newSessionId();
      const userAgent = this.request.headers['user-agent'] ?? '';
      const addressKey = this.request.clientAddressKey();
      await queries.create(hashSessionId(id), userId, { rememberMe, userAgent, addressKey });
      this.request.sessionIdHash = hashSessionId(id);
      setCookie(this, id, rememberMe);
      this.header('cache-control', 'no-store');
    },
  );

  app.decorateReply('endSession', async function (this: FastifyReply) {
    const current = this.request.sessionIdHash;
    if (current) await queries.remove(current);
    if (this.request.user) cache.forgetUser(this.request.user.id);
    this.request.user = null;
    this.request.sessionIdHash = null;
    clearCookies(this);
  });

  app.addHook('onRequest', async (request, reply) => {
    const raw = request.cookies[SESSION_COOKIE_NAME];
    if (!request.url.startsWith('/api/')) {
      // A session from before the hint existed: the page learns of it with this load. Only a hint:
      // should the session have ended, GET /api/user answers 401 and the page drops it.
      if (raw && !request.cookies[SIGNED_IN_HINT_COOKIE_NAME]) {
        setSignedInHint(reply, sessionLifetime(true).idleMs / 1000);
      }
      return;
    }
    if (!raw) return;
    const since = cache.generation();
    let found = cache.get(raw);
    if (!found) {
      const id = unsignSessionId(raw, options.secret);
      if (!id) return;
      const idHash = hashSessionId(id);
      const row = await queries.findActive(idHash);
      if (!row) return;
      // Shared by the requests the cache serves: frozen, so none can change what another sees.
      found = { ...row, user: Object.freeze(row.user), id, idHash };
      // An administrator's session is always read: revoking the role or ending it elsewhere takes
      // effect on the next request, and administrators are few.
      if (found.user.role !== 'admin') cache.store(raw, found, since);
    }
    const { id, idHash } = found;
    if (!request.cookies[SIGNED_IN_HINT_COOKIE_NAME]) setCookie(reply, id, found.rememberMe);
    request.user = found.user;
    request.sessionIdHash = idHash;
    // Whatever this request gets back (errors included) is about a signed-in person: no browser
    // disk cache or shared proxy may keep it. Set now, so even a 404 or a thrown error carries it.
    reply.header('cache-control', 'no-store');
    if (now().getTime() - found.lastSeenAt.getTime() > SESSION_TOUCH_INTERVAL_MS) {
      await queries.touch(idHash, found.user.id, sessionLifetime(found.rememberMe), found.absoluteExpiresAt);
      cache.forgetUser(found.user.id);
      setCookie(reply, id, found.rememberMe);
    }
  });

  // A state-changing request may have ended sessions or changed the account (profile, password,
  // sign-out elsewhere, deletion): its user's sessions are read again. An administrator's may have
  // changed anyone's. Done before the answer leaves, and again once it is sent (after any late work).
  const forgetAfterChange = async (request: FastifyRequest) => {
    if (SAFE_METHODS.has(request.method) || !request.user) return;
    if (request.user.role === 'admin') cache.clear();
    else cache.forgetUser(request.user.id);
  };
  app.addHook('onSend', forgetAfterChange);
  app.addHook('onResponse', forgetAfterChange);
});
