import { randomInt } from 'node:crypto';
import { and, count, eq, gt } from 'drizzle-orm';
import { REFERRAL_FREEZES_MAX, REFERRAL_SAME_ADDRESS_MS } from '#contract/constants';
import type { Referral } from '#contract/referral';
import { makeReferralCode, normalizeReferralCode } from '#domain/referral-code';
import type { Database } from '#server/db/client';
import { referralCodes, referrals, sessions, users } from '#server/db/schema';
import { now as clockNow } from '#server/lib/clock';
import { isUniqueViolation } from '#server/lib/db-errors';

const CODE_ATTEMPTS = 5;

/** The user's code, made on first use; a clash with another user's code draws again. */
export async function referralCodeOf(db: Database, userId: string): Promise<string> {
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt += 1) {
    const [existing] = await db
      .select({ code: referralCodes.code })
      .from(referralCodes)
      .where(eq(referralCodes.userId, userId));
    if (existing) return existing.code;
    try {
      await db
        .insert(referralCodes)
        .values({ userId, code: makeReferralCode(randomInt) })
        .onConflictDoNothing({ target: referralCodes.userId });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new Error('could not draw a free referral code');
}

export async function referralSummary(db: Database, userId: string, origin: string): Promise<Referral> {
  const code = await referralCodeOf(db, userId);
  const [row] = await db
    .select({ joined: count(), credited: count(referrals.creditedAt) })
    .from(referrals)
    .where(eq(referrals.referrerId, userId));
  const credited = row?.credited ?? 0;
  return {
    code,
    link: `${origin}/auth?ref=${encodeURIComponent(code)}`,
    joined: row?.joined ?? 0,
    credited,
    freezesEarned: Math.min(credited, REFERRAL_FREEZES_MAX),
    freezesMax: REFERRAL_FREEZES_MAX,
  };
}

/**
 * Records that a new account came with `code`. A code that matches no one (or the account itself) is
 * ignored: a typo must never block a sign-up. The new account is the key, so it refers at most once.
 * A sign-up from a client address the referrer used in the REFERRAL_SAME_ADDRESS_MS before (their own
 * sign-up, or a session of theirs signed in from it and used since) is kept, marked, and never credited.
 */
export async function recordReferral(
  db: Database,
  referee: { id: string; addressKey: string },
  code: string | undefined,
  now = clockNow(),
): Promise<void> {
  if (!code) return;
  const [owner] = await db
    .select({ userId: referralCodes.userId })
    .from(referralCodes)
    .where(eq(referralCodes.code, normalizeReferralCode(code)));
  if (!owner || owner.userId === referee.id) return;
  const sameAddress = await referrerUsedAddress(db, owner.userId, referee.addressKey, now);
  await db
    .insert(referrals)
    .values({ refereeId: referee.id, referrerId: owner.userId, createdAt: now, sameAddress })
    .onConflictDoNothing();
}

async function referrerUsedAddress(db: Database, referrerId: string, addressKey: string, now: Date) {
  // An address that could not be keyed (none recorded) matches nothing.
  if (addressKey === '') return false;
  const since = new Date(now.getTime() - REFERRAL_SAME_ADDRESS_MS);
  const registered = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(eq(users.id, referrerId), eq(users.registrationAddressKey, addressKey), gt(users.createdAt, since)),
    );
  if (registered.length > 0) return true;
  // A session keeps the address it signed in from; one used since the cutoff counts as that address used.
  const signedIn = await db
    .select({ idHash: sessions.idHash })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, referrerId),
        eq(sessions.addressKey, addressKey),
        gt(sessions.lastSeenAt, since),
      ),
    )
    .limit(1);
  return signedIn.length > 0;
}
