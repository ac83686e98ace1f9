import type { AccountSession, ChangePasswordBody, DeleteAccountBody } from '../../../contract/account';
import { describeUserAgent } from '../../../domain/user-agent';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hashPassword, verifyPassword } from '../../lib/password';
import { assertAcceptablePassword } from '../../lib/password-policy';
import type { SessionUser } from '../sessions/session.queries';
import { listActiveSessions, removeOtherSessions, removeUserSession } from '../sessions/session.queries';
import { deleteUserEverywhere, findUserPasswordHash, setPasswordHash } from './account.queries';
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
  return { endedSessions: await removeOtherSessions(ctx.db, ctx.user.id, ctx.sessionIdHash) };
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
  const rows = await listActiveSessions(ctx.db, ctx.user.id);
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
  if (!(await removeUserSession(ctx.db, ctx.user.id, id))) {
    throw new AppError('NOT_FOUND', 'Session not found');
  }
  return { endedSessions: 1 };
}

export async function endOtherSessions(ctx: AccountContext) {
  return { endedSessions: await removeOtherSessions(ctx.db, ctx.user.id, ctx.sessionIdHash) };
}

/** Deletes the account and everything in it, after the password is given again. */
export async function deleteAccount(ctx: AccountContext, body: DeleteAccountBody) {
  const found = await assertPassword(ctx, body.password, 'password');
  const outcome = await deleteUserEverywhere(ctx.db, ctx.user.id, found.username);
  if (outcome === 'last-admin') {
    throw new AppError(
      'CONFLICT',
      'You are the only administrator: make another account an administrator before deleting yours',
    );
  }
}
