import type { AccountSession, ChangePasswordBody, DeleteAccountBody } from '#contract/account';
import { describeUserAgent } from '#domain/user-agent';
import type { Database } from '#server/db/client';
import { AppError } from '#server/lib/app-error';
import { hashPassword, verifyPassword } from '#server/lib/password';
import { assertAcceptablePassword } from '#server/lib/password-policy';
import { accountRemovability } from '#server/modules/admin/customers.service';
import {
  activeSessionsOf,
  endSessionsOtherThan,
  endUserSession,
  type SessionUser,
} from '#server/modules/sessions/sessions.service';
import { deleteUserRows, findUserPasswordHash, setPasswordHash } from './account.queries';
import { checkPasswordThrottled } from './reauth-throttle';

/** The signed-in user and the hash of the session the request came with. */
export interface AccountContext {
  db: Database;
  user: SessionUser;
  sessionIdHash: string;
}

const wrongPassword = (path: string) =>
  // A 400, not a 401: the person is signed in, and a 401 would make the app sign them out.
  new AppError('VALIDATION_FAILED', 'That is not your current password', [
    { path, message: 'That is not your current password' },
  ]);

/** The current password, asked again before a change that needs it: throttled (reauth-throttle.ts). */
async function assertPassword(ctx: AccountContext, password: string, path: string) {
  const found = await findUserPasswordHash(ctx.db, ctx.user.id);
  if (!found) throw new AppError('UNAUTHENTICATED', 'You are not signed in');
  const who = { userId: ctx.user.id, sessionIdHash: ctx.sessionIdHash };
  const valid = await checkPasswordThrottled(ctx.db, who, () => verifyPassword(found.passwordHash, password));
  if (!valid) throw wrongPassword(path);
  return found;
}

/** Sets a new password; every other session of the user ends, this one stays. */
export async function changePassword(ctx: AccountContext, body: ChangePasswordBody) {
  const found = await assertPassword(ctx, body.currentPassword, 'currentPassword');
  const problem = policyProblem(body.newPassword, found.username);
  if (problem) throw problem;
  await setPasswordHash(ctx.db, ctx.user.id, await hashPassword(body.newPassword));
  return { endedSessions: await endSessionsOtherThan(ctx.db, ctx.user.id, ctx.sessionIdHash) };
}

function policyProblem(password: string, username: string): AppError | null {
  try {
    assertAcceptablePassword(password, username);
    return null;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return new AppError('VALIDATION_FAILED', error.message, [
      { path: 'newPassword', message: error.message },
    ]);
  }
}

export async function listSessions(ctx: AccountContext): Promise<AccountSession[]> {
  const rows = await activeSessionsOf(ctx.db, ctx.user.id);
  return rows.map((row) => ({
    id: row.idHash,
    ...describeUserAgent(row.userAgent),
    signedInAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    current: row.idHash === ctx.sessionIdHash,
  }));
}

/** Ends one of the user's sessions; another user's (or an unknown) id is a 404. */
export async function endSession(ctx: AccountContext, id: string) {
  if (!(await endUserSession(ctx.db, ctx.user.id, id))) {
    throw new AppError('NOT_FOUND', 'Session not found');
  }
  return { endedSessions: 1 };
}

export async function endOtherSessions(ctx: AccountContext) {
  return { endedSessions: await endSessionsOtherThan(ctx.db, ctx.user.id, ctx.sessionIdHash) };
}

/** Deletes the account and everything in it, after the password is given again. */
export async function deleteAccount(ctx: AccountContext, body: DeleteAccountBody) {
  const found = await assertPassword(ctx, body.password, 'password');
  // One transaction, under the lock the admin area's role and status changes take, so the last
  // administrator who can sign in never leaves, whatever another admin does at the same moment.
  const outcome = await ctx.db.transaction(async (tx) => {
    const removability = await accountRemovability(tx, ctx.user.id);
    if (removability === 'removable') await deleteUserRows(tx, ctx.user.id, found.username);
    return removability;
  });
  if (outcome === 'last-admin') {
    throw new AppError(
      'CONFLICT',
      'You are the only administrator: make another account an administrator before deleting yours',
    );
  }
}
