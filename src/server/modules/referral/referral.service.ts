import { randomInt } from 'node:crypto';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { REFERRAL_FREEZES_MAX } from '../../../contract/constants';
import type { Referral } from '../../../contract/referral';
import { makeReferralCode, normalizeReferralCode } from '../../../domain/referral-code';
import type { Database } from '../../db/client';
import { referralCodes, referrals, users } from '../../db/schema';
import { now as clockNow } from '../../lib/clock';
import { isUniqueViolation } from '../../lib/db-errors';
import { todayFor } from '../profile/profile.service';

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
 */
export async function recordReferral(
  db: Database,
  refereeId: string,
  code: string | undefined,
): Promise<void> {
  if (!code) return;
  const [owner] = await db
    .select({ userId: referralCodes.userId })
    .from(referralCodes)
    .where(eq(referralCodes.code, normalizeReferralCode(code)));
  if (!owner || owner.userId === refereeId) return;
  await db.insert(referrals).values({ refereeId, referrerId: owner.userId }).onConflictDoNothing();
}

/**
 * Credits the user's referral once they have a completed retro; returns the referrer (with their day
 * settings) when this call credited it, so their freeze and badge can be computed. One statement:
 * two retros completing at once still credit once.
 */
export async function creditReferral(db: Database, refereeId: string, now = clockNow()) {
  const [pending] = await db
    .select({ referrerId: referrals.referrerId, timezone: users.timezone, dayStartHour: users.dayStartHour })
    .from(referrals)
    .innerJoin(users, eq(users.id, referrals.referrerId))
    .where(and(eq(referrals.refereeId, refereeId), isNull(referrals.creditedAt)));
  if (!pending) return null;
  const referrer = { id: pending.referrerId, timezone: pending.timezone, dayStartHour: pending.dayStartHour };
  const [credited] = await db
    .update(referrals)
    .set({ creditedAt: now, creditedDate: todayFor(referrer, now) })
    .where(
      and(
        eq(referrals.refereeId, refereeId),
        isNull(referrals.creditedAt),
        sql`exists (select 1 from retros r where r.user_id = ${refereeId} and r.completed_at is not null)`,
      ),
    )
    .returning({ referrerId: referrals.referrerId });
  return credited ? referrer : null;
}
