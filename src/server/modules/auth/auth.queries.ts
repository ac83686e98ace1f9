import { eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { users } from '#server/db/schema';
import { now } from '#server/lib/clock';

/** Serializes "is this the first account?" so two simultaneous first sign-ups cannot both be admin. */
const FIRST_ACCOUNT_LOCK_KEY = 727_002;

export function findUserByUsername(db: Database, username: string) {
  return db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
    .limit(1)
    .then((rows) => rows[0] ?? null);
}

export interface NewUser {
  username: string;
  email: string | null;
  passwordHash: string;
  timezone: string;
  registrationAddressKey: string;
}

/** Inserts the user; the first account on an empty database becomes an admin. */
export function insertUser(db: Database, user: NewUser) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_ACCOUNT_LOCK_KEY})`);
    const [existing] = await tx.select({ id: users.id }).from(users).limit(1);
    const [row] = await tx
      .insert(users)
      // Joined by the server's clock (lib/clock), as sessions and activity are: a test clock moves both.
      .values({ ...user, role: existing ? 'user' : 'admin', createdAt: now(), lastActiveAt: now() })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  });
}

export function setUserRole(db: Database, username: string, role: 'user' | 'admin') {
  return db
    .update(users)
    .set({ role, updatedAt: sql`now()` })
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
    .returning({ id: users.id, username: users.username, role: users.role })
    .then((rows) => rows[0] ?? null);
}
