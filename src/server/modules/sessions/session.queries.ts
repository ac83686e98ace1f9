import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import { SESSION_ABSOLUTE_TIMEOUT_MS, SESSION_IDLE_TIMEOUT_MS } from '../../../contract/constants';
import type { Database } from '../../db/client';
import { sessions, users } from '../../db/schema';

const idleInterval = sql.raw(`interval '${SESSION_IDLE_TIMEOUT_MS / 1000} seconds'`);
const absoluteInterval = sql.raw(`interval '${SESSION_ABSOLUTE_TIMEOUT_MS / 1000} seconds'`);

/** Session statements, prepared once per database: the lookup runs on every signed-in request. */
export function createSessionQueries(db: Database) {
  const findActive = db
    .select({
      lastSeenAt: sessions.lastSeenAt,
      user: {
        id: users.id,
        username: users.username,
        email: users.email,
        role: users.role,
        timezone: users.timezone,
        dayStartHour: users.dayStartHour,
        createdAt: users.createdAt,
      },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.idHash, sql.placeholder('idHash')),
        gt(sessions.idleExpiresAt, sql`now()`),
        gt(sessions.absoluteExpiresAt, sql`now()`),
      ),
    )
    .limit(1)
    .prepare('session_find_active');

  const touch = db
    .update(sessions)
    .set({
      lastSeenAt: sql`now()`,
      idleExpiresAt: sql`least(now() + ${idleInterval}, ${sessions.absoluteExpiresAt})`,
    })
    .where(eq(sessions.idHash, sql.placeholder('idHash')))
    .prepare('session_touch');

  return {
    async findActive(idHash: string) {
      const [row] = await findActive.execute({ idHash });
      return row ?? null;
    },
    async touch(idHash: string) {
      await touch.execute({ idHash });
    },
    async create(idHash: string, userId: string) {
      await db.insert(sessions).values({
        idHash,
        userId,
        idleExpiresAt: sql`now() + ${idleInterval}`,
        absoluteExpiresAt: sql`now() + ${absoluteInterval}`,
      });
    },
    async remove(idHash: string) {
      await db.delete(sessions).where(eq(sessions.idHash, idHash));
    },
    async removeExpired() {
      await db
        .delete(sessions)
        .where(or(lt(sessions.idleExpiresAt, sql`now()`), lt(sessions.absoluteExpiresAt, sql`now()`)));
    },
  };
}

export type SessionQueries = ReturnType<typeof createSessionQueries>;
export type SessionUser = NonNullable<Awaited<ReturnType<SessionQueries['findActive']>>>['user'];
