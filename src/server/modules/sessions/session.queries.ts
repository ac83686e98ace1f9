import { and, desc, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { sessions, users } from '#server/db/schema';
import { createBatchedReader } from '#server/lib/batch';
import { now } from '#server/lib/clock';
import { type SessionLifetime, sessionLifetime } from './session-lifetime';

/** The most of a User-Agent header kept: enough for any real browser's. */
const USER_AGENT_MAX_LENGTH = 512;

/**
 * Session statements, prepared once per database: the lookup runs on every signed-in request.
 * "Now" is the server clock passed in (not the database's now()), so the lifetimes can be tested
 * by moving the clock.
 */
export function createSessionQueries(db: Database) {
  const findActive = db
    .select({
      idHash: sessions.idHash,
      lastSeenAt: sessions.lastSeenAt,
      idleExpiresAt: sessions.idleExpiresAt,
      rememberMe: sessions.rememberMe,
      absoluteExpiresAt: sessions.absoluteExpiresAt,
      user: {
        id: users.id,
        username: users.username,
        email: users.email,
        role: users.role,
        timezone: users.timezone,
        dayStartHour: users.dayStartHour,
        weekStart: users.weekStart,
        createdAt: users.createdAt,
      },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        sql`${sessions.idHash} = any(${sql.placeholder('idHashes')}::text[])`,
        gt(sessions.idleExpiresAt, sql.placeholder('now')),
        gt(sessions.absoluteExpiresAt, sql.placeholder('now')),
        // A disabled account's sessions are ended when it is disabled; this makes sure of it.
        isNull(users.disabledAt),
      ),
    )
    .prepare('session_find_active');
  type Found = Awaited<ReturnType<typeof findActive.execute>>[number];
  // The lookups of requests that arrive together (many at once when cached sessions lapse, or one
  // person's page asking several things) are one statement, and one session is read once.
  const findBatched = createBatchedReader<string, Omit<Found, 'idHash'> | null>(async (idHashes) => {
    const found = new Map<string, Omit<Found, 'idHash'>>();
    for (const { idHash, ...row } of await findActive.execute({ idHashes, now: now().toISOString() })) {
      found.set(idHash, row);
    }
    return found;
  }, null);

  return {
    /** The active session with this id hash and its user, or null. Shared by the callers of the moment: not to be changed. */
    findActive(idHash: string) {
      return findBatched(idHash);
    },
    /**
     * Marks the session seen now and moves its idle expiry forward, never past the absolute one, and
     * the account's "last active" with it.
     */
    async touch(idHash: string, userId: string, lifetime: SessionLifetime, absoluteExpiresAt: Date) {
      const at = now();
      const idle = new Date(Math.min(at.getTime() + lifetime.idleMs, absoluteExpiresAt.getTime()));
      await db
        .update(sessions)
        .set({ lastSeenAt: at, idleExpiresAt: idle })
        .where(eq(sessions.idHash, idHash));
      await db.update(users).set({ lastActiveAt: at }).where(eq(users.id, userId));
    },
    async create(
      idHash: string,
      userId: string,
      options: { rememberMe: boolean; userAgent: string; addressKey: string },
    ) {
      const at = now();
      const lifetime = sessionLifetime(options.rememberMe);
      await db.insert(sessions).values({
        idHash,
        userId,
        createdAt: at,
        lastSeenAt: at,
        idleExpiresAt: new Date(at.getTime() + lifetime.idleMs),
        absoluteExpiresAt: new Date(at.getTime() + lifetime.absoluteMs),
        rememberMe: options.rememberMe,
        userAgent: options.userAgent.slice(0, USER_AGENT_MAX_LENGTH),
        addressKey: options.addressKey,
      });
    },
    async remove(idHash: string) {
      await db.delete(sessions).where(eq(sessions.idHash, idHash));
    },
    async removeExpired() {
      const at = now();
      await db.delete(sessions).where(or(lt(sessions.idleExpiresAt, at), lt(sessions.absoluteExpiresAt, at)));
    },
  };
}

/** The user's live sessions, most recently seen first. */
export function listActiveSessions(db: Database, userId: string) {
  const at = now();
  return db
    .select({
      idHash: sessions.idHash,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(
      and(eq(sessions.userId, userId), gt(sessions.idleExpiresAt, at), gt(sessions.absoluteExpiresAt, at)),
    )
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
}

/** Ends one of the user's sessions; false when the user has no session with that id. */
export async function removeUserSession(db: Database, userId: string, idHash: string): Promise<boolean> {
  const removed = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.idHash, idHash)))
    .returning({ idHash: sessions.idHash });
  return removed.length > 0;
}

/** Ends every session of the user but the one kept (the request's own). */
export async function removeOtherSessions(db: Database, userId: string, keepIdHash: string): Promise<number> {
  const removed = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.idHash, keepIdHash)))
    .returning({ idHash: sessions.idHash });
  return removed.length;
}

export type SessionQueries = ReturnType<typeof createSessionQueries>;
type ActiveSession = NonNullable<Awaited<ReturnType<SessionQueries['findActive']>>>;
export type SessionUser = ActiveSession['user'];
