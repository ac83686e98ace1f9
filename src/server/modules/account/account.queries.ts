import { eq, like, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { authAttempts, users } from '../../db/schema';
import { now } from '../../lib/clock';
import { countOtherEnabledAdmins, lockAdminChanges } from '../admin/customers.queries';
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
 * refers to them; the throttle rows that hold the username or the user's id go too. One transaction, under
 * the lock the admin area's role and status changes take, so the last administrator who can sign
 * in (a disabled one cannot) never leaves, whatever another admin does at the same moment.
 */
export function deleteUserEverywhere(db: Database, userId: string, username: string) {
  return db.transaction(async (tx) => {
    await lockAdminChanges(tx);
    const [row] = await tx
      .select({ role: users.role, disabledAt: users.disabledAt })
      .from(users)
      .where(eq(users.id, userId));
    if (!row) return 'gone' as const;
    if (row.role === 'admin' && row.disabledAt === null) {
      if ((await countOtherEnabledAdmins(tx, userId)) === 0) return 'last-admin' as const;
    }
    await tx.delete(users).where(eq(users.id, userId));
    await tx
      .delete(authAttempts)
      .where(
        or(
          like(authAttempts.key, `user-ip:${escapeLike(username.toLowerCase())}|%`),
          eq(authAttempts.key, reauthUserKey(userId)),
        ),
      );
    return 'deleted' as const;
  });
}

function escapeLike(value: string) {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}
