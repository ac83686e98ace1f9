import { eq, sql } from 'drizzle-orm';
import {
  ADMIN_PAGE_SIZE,
  type Customer,
  type CustomerList,
  type CustomerListQuery,
  type CustomerUpdateBody,
  LAST_ADMIN_MESSAGE,
} from '#contract/admin';
import type { Database } from '#server/db/client';
import { users } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { recordAdminAction } from './audit.service';
import { decodeCustomerCursor, encodeCustomerCursor } from './customer-cursor';
import {
  countOtherEnabledAdmins,
  deleteSessionsOf,
  lockAdminChanges,
  selectAccount,
  selectCustomerPage,
} from './customers.queries';

/** Who acts and from where; a null actor is the command line on the server. */
export interface AdminActor {
  id: string | null;
  ip: string | null;
}

type CustomerRow = Awaited<ReturnType<typeof selectCustomerPage>>[number];

function toCustomer(row: CustomerRow): Customer {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role: row.role,
    status: row.disabledAt ? 'disabled' : 'active',
    joinedAt: row.createdAt.toISOString(),
    lastActiveAt: row.lastActiveAt.toISOString(),
    retrosCompleted: row.retrosCompleted,
    journalEntries: row.journalEntries,
    moods: row.moods,
    referralsCredited: row.referralsCredited,
    feedbackSent: row.feedbackSent,
    currentStreak: row.currentStreak,
    activeSessions: row.activeSessions,
  };
}

export async function listCustomers(db: Database, query: CustomerListQuery): Promise<CustomerList> {
  const cursor = query.cursor ? decodeCustomerCursor(query.cursor, query.sort) : undefined;
  const rows = await selectCustomerPage(db, {
    q: query.q || undefined,
    sort: query.sort,
    cursor,
    limit: ADMIN_PAGE_SIZE + 1,
  });
  const page = rows.slice(0, ADMIN_PAGE_SIZE);
  const last = page.at(-1);
  return {
    items: page.map(toCustomer),
    nextCursor:
      rows.length > ADMIN_PAGE_SIZE && last
        ? encodeCustomerCursor({ sort: query.sort, key: last.sortKey, id: last.id })
        : null,
  };
}

async function lockedAccount(tx: Database, id: string) {
  await lockAdminChanges(tx);
  const account = await selectAccount(tx, id);
  if (!account) throw new AppError('NOT_FOUND', 'Account not found');
  return account;
}

async function assertNotLastAdmin(
  tx: Database,
  account: { id: string; role: string; disabledAt: Date | null },
) {
  if (account.role !== 'admin' || account.disabledAt) return;
  if ((await countOtherEnabledAdmins(tx, account.id)) === 0)
    throw new AppError('CONFLICT', LAST_ADMIN_MESSAGE);
}

/**
 * For deleting an account, inside the deleting transaction: takes the lock role and status changes
 * take, then says whether the account is gone already, is the last administrator who can sign in
 * (it must stay), or may go.
 */
export async function accountRemovability(tx: Database, id: string) {
  await lockAdminChanges(tx);
  const account = await selectAccount(tx, id);
  if (!account) return 'gone' as const;
  if (account.role === 'admin' && account.disabledAt === null) {
    if ((await countOtherEnabledAdmins(tx, id)) === 0) return 'last-admin' as const;
  }
  return 'removable' as const;
}

/** Makes an account admin or regular; never the last administrator who can sign in. */
export async function changeRole(db: Database, actor: AdminActor, id: string, role: 'user' | 'admin') {
  return db.transaction(async (tx) => {
    const account = await lockedAccount(tx, id);
    if (account.role === role) return;
    if (role === 'user') await assertNotLastAdmin(tx, account);
    await tx.update(users).set({ role, updatedAt: sql`now()` }).where(eq(users.id, id));
    await recordAdminAction(tx, {
      actorId: actor.id,
      action: 'role_changed',
      targetType: 'user',
      targetId: id,
      details: { from: account.role, to: role },
      ip: actor.ip,
    });
  });
}

/** Disabling ends every session of the account at once; its sign-in is refused until re-enabled. */
export async function changeStatus(
  db: Database,
  actor: AdminActor,
  id: string,
  status: 'active' | 'disabled',
) {
  return db.transaction(async (tx) => {
    const account = await lockedAccount(tx, id);
    if ((account.disabledAt !== null) === (status === 'disabled')) return;
    if (status === 'disabled') {
      if (id === actor.id) throw new AppError('CONFLICT', 'You cannot disable your own account');
      await assertNotLastAdmin(tx, account);
    }
    await tx
      .update(users)
      .set({ disabledAt: status === 'disabled' ? sql`now()` : null, updatedAt: sql`now()` })
      .where(eq(users.id, id));
    const ended = status === 'disabled' ? await deleteSessionsOf(tx, id) : 0;
    await recordAdminAction(tx, {
      actorId: actor.id,
      action: status === 'disabled' ? 'account_disabled' : 'account_enabled',
      targetType: 'user',
      targetId: id,
      details: status === 'disabled' ? { sessionsEnded: ended } : {},
      ip: actor.ip,
    });
  });
}

export async function updateCustomer(db: Database, actor: AdminActor, id: string, body: CustomerUpdateBody) {
  if (body.role) await changeRole(db, actor, id, body.role);
  if (body.status) await changeStatus(db, actor, id, body.status);
  const [row] = await selectCustomerPage(db, { sort: 'joined_desc', limit: 1, id });
  if (!row) throw new AppError('NOT_FOUND', 'Account not found');
  return toCustomer(row);
}

export async function endSessions(db: Database, actor: AdminActor, id: string) {
  return db.transaction(async (tx) => {
    await lockedAccount(tx, id);
    const ended = await deleteSessionsOf(tx, id);
    await recordAdminAction(tx, {
      actorId: actor.id,
      action: 'sessions_ended',
      targetType: 'user',
      targetId: id,
      details: { sessionsEnded: ended },
      ip: actor.ip,
    });
    return { ended };
  });
}
