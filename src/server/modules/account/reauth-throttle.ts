import {
  REAUTH_FAILURES_PER_SESSION,
  REAUTH_FAILURES_PER_USER,
  REAUTH_RATE_WINDOW_MS,
} from '#contract/constants';
import type { Database } from '#server/db/client';
import { countAttempt, type ThrottleRule, uncountAttempt } from '#server/modules/throttle/throttle.service';

/** The counter keys of one user's re-checks; the per-user one goes with the account. */
export const reauthUserKey = (userId: string) => `reauth-user:${userId}`;
const reauthSessionKey = (sessionIdHash: string) => `reauth-session:${sessionIdHash}`;

function rules(userId: string, sessionIdHash: string): ThrottleRule[] {
  return [
    {
      key: reauthSessionKey(sessionIdHash),
      limit: REAUTH_FAILURES_PER_SESSION,
      windowMs: REAUTH_RATE_WINDOW_MS,
    },
    { key: reauthUserKey(userId), limit: REAUTH_FAILURES_PER_USER, windowMs: REAUTH_RATE_WINDOW_MS },
  ];
}

/**
 * Checks the current password of a signed-in user under the re-check throttle, per session and per
 * user. The attempt is counted *before* the password is verified, in one atomic upsert per counter:
 * past either limit it is a 429 with Retry-After and no argon2 work, and requests sent all at once
 * cannot slip past the limit together. A correct password then takes its attempt back, so only wrong
 * ones count; it resets nothing else (unlike sign-in, where a success clears its own pair's count):
 * the owner's sessions and a stolen one share the per-user count, and the owner's success must not
 * give the thief a fresh allowance. Counts end only with their window.
 */
export async function checkPasswordThrottled(
  db: Database,
  who: { userId: string; sessionIdHash: string },
  verify: () => Promise<boolean>,
): Promise<boolean> {
  const counted: string[] = [];
  try {
    for (const rule of rules(who.userId, who.sessionIdHash)) {
      await countAttempt(db, rule);
      counted.push(rule.key);
    }
  } catch (error) {
    // Refused by a later counter: the earlier ones give back what was never tried.
    await Promise.all(counted.map((key) => uncountAttempt(db, key)));
    throw error;
  }
  const valid = await verify();
  if (valid) await Promise.all(counted.map((key) => uncountAttempt(db, key)));
  return valid;
}
