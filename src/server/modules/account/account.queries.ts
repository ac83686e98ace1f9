import { and, count, eq, like, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { authAttempts, users } from '../../db/schema';
import { now } from '../../lib/clock';

export function findUserPasswordHash(db: Database, userId: string) {
  return db
    .select({ passwordHash: users.passwordHash, username: users.username, role: users.role })
    .from(users)
    .where(eq(users.id, userId))
    .then((rows) => rows[0] ?? null);
}

export async function setPasswordHash(db: Database, userId: string, passwordHash: string) {
  await db.update(users).set({ passwordHash, updatedAt: now() }).where(eq(users.id, userId));
}

export function countAdmins(db: Database) {
  return db
    .select({ admins: count() })
    .from(users)
    .where(eq(users.role, 'admin'))
    .then((rows) => rows[0]?.admins ?? 0);
}

/**
 * Removes the user and, through ON DELETE CASCADE on every foreign key to users, every row that
 * refers to them; the sign-in throttle rows that hold the username go too. One transaction, with
 * the admin count checked under a lock so two last admins cannot both leave.
 */
export function deleteUserEverywhere(db: Database, userId: string, username: string) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from ${users} where ${users.role} = 'admin' for update`);
    const [row] = await tx.select({ role: users.role }).from(users).where(eq(users.id, userId));
    if (!row) return 'gone' as const;
    if (row.role === 'admin') {
      const [admins] = await tx.select({ admins: count() }).from(users).where(eq(users.role, 'admin'));
      if ((admins?.admins ?? 0) <= 1) return 'last-admin' as const;
    }
    await tx.delete(users).where(eq(users.id, userId));
    await tx
      .delete(authAttempts)
      .where(and(like(authAttempts.key, `user-ip:${escapeLike(username.toLowerCase())}|%`)));
    return 'deleted' as const;
  });
}

function escapeLike(value: string) {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}
