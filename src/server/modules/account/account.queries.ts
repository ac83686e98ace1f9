import { eq, like, or } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { authAttempts, users } from '#server/db/schema';
import { now } from '#server/lib/clock';
import { reauthUserKey } from './reauth-throttle';

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

/**
 * Removes the user and, through ON DELETE CASCADE on every foreign key to users, every row that
 * refers to them; the throttle rows that hold the username or the user's id go too. Called inside
 * the transaction that checked the account may go (account.service.ts).
 */
export async function deleteUserRows(tx: Database, userId: string, username: string): Promise<void> {
  await tx.delete(users).where(eq(users.id, userId));
  await tx
    .delete(authAttempts)
    .where(
      or(
        like(authAttempts.key, `user-ip:${escapeLike(username.toLowerCase())}|%`),
        eq(authAttempts.key, reauthUserKey(userId)),
      ),
    );
}

function escapeLike(value: string) {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}
