import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { CustomerSort } from '#contract/admin';
import type { Database } from '#server/db/client';
import { sessions, users } from '#server/db/schema';
import { now } from '#server/lib/clock';
import type { CustomerCursor } from './customer-cursor';

/** "50%_off" → "50\%\_off": the admin's search text matches literally inside LIKE. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** The listed account, spelled out: inside a subquery a bare "id" would name the subquery's own column. */
const ownerId = sql.raw('"users"."id"');

/** Each sort order is one index scan (see the users table's indexes), so deep pages stay fast. */
const ORDERS: Record<CustomerSort, { key: SQL; direction: 'asc' | 'desc' }> = {
  joined_desc: { key: sql`${users.createdAt}`, direction: 'desc' },
  joined_asc: { key: sql`${users.createdAt}`, direction: 'asc' },
  username_asc: { key: sql`lower(${users.username})`, direction: 'asc' },
  active_desc: { key: sql`${users.lastActiveAt}`, direction: 'desc' },
};

/** A sort key as the cursor carries it: the username, or the instant in ISO form to the microsecond. */
const cursorKey = (sort: CustomerSort, key: SQL) =>
  sort === 'username_asc'
    ? sql`(${key})::text`
    : sql`to_char(${key} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export interface CustomerPageInput {
  q?: string;
  sort: CustomerSort;
  cursor?: CustomerCursor;
  limit: number;
  /** Just this account (to answer a change with the account as it is now). */
  id?: string;
}

/**
 * One page of accounts with their counts. The counts are correlated subqueries on each user's own
 * indexes, so they cost the same for page 1 and page 2,000; nothing a user wrote is selected.
 */
export function selectCustomerPage(db: Database, input: CustomerPageInput) {
  const order = ORDERS[input.sort];
  const conditions: SQL[] = [];
  if (input.id) conditions.push(eq(users.id, input.id));
  if (input.q) {
    const pattern = `%${escapeLike(input.q.toLowerCase())}%`;
    conditions.push(sql`(lower(${users.username}) like ${pattern} or lower(${users.email}) like ${pattern})`);
  }
  if (input.cursor) {
    const key =
      input.sort === 'username_asc' ? sql`${input.cursor.key}` : sql`${input.cursor.key}::timestamptz`;
    const op = order.direction === 'asc' ? sql`>` : sql`<`;
    conditions.push(sql`(${order.key}, ${users.id}) ${op} (${key}, ${input.cursor.id}::uuid)`);
  }
  const dir = sql.raw(order.direction);
  return db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      role: users.role,
      disabledAt: users.disabledAt,
      createdAt: users.createdAt,
      lastActiveAt: users.lastActiveAt,
      sortKey: sql<string>`${cursorKey(input.sort, order.key)}`,
      retrosCompleted: sql<number>`(select count(*) from retros r where r.user_id = ${ownerId} and r.completed_at is not null)::int`,
      journalEntries: sql<number>`(select count(*) from journal_entries j where j.user_id = ${ownerId} and j.deleted_at is null)::int`,
      moods: sql<number>`(select count(*) from moods m where m.user_id = ${ownerId})::int`,
      // The referrals index (referrer_id, credited_at) and the feedback index (user_id, created_at).
      referralsCredited: sql<number>`(select count(*) from referrals f where f.referrer_id = ${ownerId} and f.credited_at is not null)::int`,
      feedbackSent: sql<number>`(select count(*) from feedback b where b.user_id = ${ownerId})::int`,
      currentStreak: sql<number>`coalesce((select s.current_length from streaks s where s.user_id = ${ownerId} and s.streak_id = 'daily-retro'), 0)::int`,
      // Sessions expire by the server clock (sessions/session.queries.ts), so "active" is judged by it too.
      activeSessions: sql<number>`(select count(*) from sessions x where x.user_id = ${ownerId} and x.idle_expires_at > ${now()} and x.absolute_expires_at > ${now()})::int`,
    })
    .from(users)
    .where(and(...conditions))
    .orderBy(sql`${order.key} ${dir}`, sql`${users.id} ${dir}`)
    .limit(input.limit);
}

export function selectAccount(db: Database, id: string) {
  return db
    .select({ id: users.id, username: users.username, role: users.role, disabledAt: users.disabledAt })
    .from(users)
    .where(eq(users.id, id))
    .then((rows) => rows[0] ?? null);
}

/** Serializes role and status changes and account deletion, so two admins cannot leave none. */
const ADMIN_CHANGE_LOCK_KEY = 727_015;

/** Held until the transaction ends: take it before counting administrators and changing one. */
export async function lockAdminChanges(tx: Database): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ADMIN_CHANGE_LOCK_KEY})`);
}

/** Administrators who can still sign in, other than `exceptId`. */
export async function countOtherEnabledAdmins(db: Database, exceptId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.disabledAt), sql`${users.id} <> ${exceptId}`));
  return row?.n ?? 0;
}

export async function deleteSessionsOf(db: Database, userId: string): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(eq(sessions.userId, userId))
    .returning({ id: sessions.idHash });
  return rows.length;
}
