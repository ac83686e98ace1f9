import { DISABLED_ACCOUNT_MESSAGE } from '#contract/admin';
import type { LoginBody, RegisterBody, User } from '#contract/auth';
import {
  AUTH_FAILED_LOGINS_PER_USERNAME_AND_ADDRESS,
  AUTH_RATE_WINDOW_MS,
  INVALID_CREDENTIALS_MESSAGE,
} from '#contract/constants';
import { throttleAddressKey } from '#domain/client-address';
import type { Database } from '#server/db/client';
import { AppError } from '#server/lib/app-error';
import { isUniqueViolation } from '#server/lib/db-errors';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '#server/lib/password';
import { assertAcceptablePassword } from '#server/lib/password-policy';
import { recordReferral } from '#server/modules/referral/referral.service';
import { assertBelowLimit, countAttempt, resetAttempts } from '#server/modules/throttle/throttle.service';
import { findUserByUsername, insertUser } from './auth.queries';
import { toUserView } from './user-view';

export interface AuthContext {
  db: Database;
  clientIp: string;
  /** The keyed hash of clientIp kept with a new account and its referral (never the address). */
  addressKey: string;
  attemptsPerIp: number;
}

const usernameTaken = () =>
  new AppError('CONFLICT', 'That username is taken', [
    { path: 'username', message: 'That username is taken' },
  ]);

function countIpAttempt(ctx: AuthContext) {
  return countAttempt(ctx.db, {
    key: `ip:${throttleAddressKey(ctx.clientIp)}`,
    limit: ctx.attemptsPerIp,
    windowMs: AUTH_RATE_WINDOW_MS,
  });
}

export async function register(ctx: AuthContext, body: RegisterBody): Promise<User> {
  await countIpAttempt(ctx);
  assertAcceptablePassword(body.password, body.username);
  // Hashed before the username is looked up: a taken name costs the same argon2 time as a free one,
  // so the answer's timing tells no more than the 409 does (usernames are public handles anyway).
  const passwordHash = await hashPassword(body.password);
  if (await findUserByUsername(ctx.db, body.username)) throw usernameTaken();
  try {
    // The account and the referral it came through are written together: a failure never leaves an
    // account behind a sign-up that answered with an error.
    const row = await ctx.db.transaction(async (tx) => {
      const inserted = await insertUser(tx, {
        username: body.username,
        email: body.email ?? null,
        passwordHash,
        timezone: body.timezone ?? 'UTC',
        registrationAddressKey: ctx.addressKey,
      });
      await recordReferral(tx, { id: inserted.id, addressKey: ctx.addressKey }, body.referralCode);
      return inserted;
    });
    return toUserView(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw usernameTaken();
    throw error;
  }
}

/**
 * Failed sign-ins count per username *and* address: guessing one account's password from one address
 * stops after a few tries, while its owner, signing in from elsewhere, is never locked out by it.
 * Guessing across many accounts (or one from many tries) is slowed by the per-address count.
 */
function failedLoginRule(ctx: AuthContext, username: string) {
  return {
    key: `user-ip:${username.toLowerCase()}|${throttleAddressKey(ctx.clientIp)}`,
    limit: AUTH_FAILED_LOGINS_PER_USERNAME_AND_ADDRESS,
    windowMs: AUTH_RATE_WINDOW_MS,
  };
}

/** Checks the credentials. Unknown user and wrong password fail alike, in message and in time. */
export async function login(ctx: AuthContext, body: LoginBody): Promise<User> {
  await countIpAttempt(ctx);
  const usernameRule = failedLoginRule(ctx, body.username);
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
  // Said only to someone who knows the password: it reveals nothing to a guesser.
  if (user.disabledAt) throw new AppError('FORBIDDEN', DISABLED_ACCOUNT_MESSAGE);
  return toUserView(user);
}

/** The account with this username, whatever its case; null when there is none (the admin command line). */
export async function findAccountByUsername(db: Database, username: string) {
  const user = await findUserByUsername(db, username);
  return user ? { id: user.id, username: user.username } : null;
}
