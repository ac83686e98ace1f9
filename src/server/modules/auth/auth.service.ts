import type { LoginBody, RegisterBody, User } from '../../../contract/auth';
import {
  AUTH_FAILED_LOGINS_PER_USERNAME,
  AUTH_RATE_WINDOW_MS,
  INVALID_CREDENTIALS_MESSAGE,
} from '../../../contract/constants';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/password';
import { assertBelowLimit, countAttempt, resetAttempts } from '../throttle/throttle.service';
import { findUserByUsername, insertUser } from './auth.queries';
import { toUserView } from './user-view';

export interface AuthContext {
  db: Database;
  clientIp: string;
  attemptsPerIp: number;
}

const usernameTaken = () =>
  new AppError('CONFLICT', 'That username is taken', [
    { path: 'username', message: 'That username is taken' },
  ]);

function countIpAttempt(ctx: AuthContext) {
  return countAttempt(ctx.db, {
    key: `ip:${ctx.clientIp}`,
    limit: ctx.attemptsPerIp,
    windowMs: AUTH_RATE_WINDOW_MS,
  });
}

export async function register(ctx: AuthContext, body: RegisterBody): Promise<User> {
  await countIpAttempt(ctx);
  if (await findUserByUsername(ctx.db, body.username)) throw usernameTaken();
  const passwordHash = await hashPassword(body.password);
  try {
    const row = await insertUser(ctx.db, {
      username: body.username,
      email: body.email ?? null,
      passwordHash,
      timezone: body.timezone ?? 'UTC',
    });
    return toUserView(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw usernameTaken();
    throw error;
  }
}

/** Checks the credentials. Unknown user and wrong password fail alike, in message and in time. */
export async function login(ctx: AuthContext, body: LoginBody): Promise<User> {
  await countIpAttempt(ctx);
  const usernameRule = {
    key: `user:${body.username.toLowerCase()}`,
    limit: AUTH_FAILED_LOGINS_PER_USERNAME,
    windowMs: AUTH_RATE_WINDOW_MS,
  };
  await assertBelowLimit(ctx.db, usernameRule);
  const user = await findUserByUsername(ctx.db, body.username);
  const valid = user
    ? await verifyPassword(user.passwordHash, body.password)
    : await verifyAgainstDummy(body.password);
  if (!user || !valid) {
    await countAttempt(ctx.db, usernameRule).catch(() => {});
    throw new AppError('UNAUTHENTICATED', INVALID_CREDENTIALS_MESSAGE);
  }
  await resetAttempts(ctx.db, usernameRule.key);
  return toUserView(user);
}
