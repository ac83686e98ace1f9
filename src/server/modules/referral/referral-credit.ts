import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { REFERRAL_CREDITS_PER_DAY, REFERRAL_RETRO_DAYS, REFERRAL_RETRO_SPAN_MS } from '#contract/constants';
import type { Database } from '#server/db/client';
import { referrals, retros, users } from '#server/db/schema';
import { now as clockNow } from '#server/lib/clock';
import { todayFor } from '#server/modules/profile/profile.service';
import type { StreakUser } from '#server/modules/streaks/streaks.service';

/** Serializes one referrer's credits, so two retros completing at once cannot pass the day's cap together. */
const REFERRAL_CREDIT_LOCK_CLASS = 727_030;

/**
 * The referee has used the app for real: completed retros on REFERRAL_RETRO_DAYS different local days,
 * the first and the last at least REFERRAL_RETRO_SPAN_MS apart. Only retros completed in the app count,
 * since the sign-up and up to now: an imported one carries whatever time its file says.
 */
const refereeHasUsedTheApp = (now: Date) => sql`(
  select count(distinct ${retros.localDate}) >= ${REFERRAL_RETRO_DAYS}
    and max(${retros.completedAt}) - min(${retros.completedAt})
      >= ${`${REFERRAL_RETRO_SPAN_MS} milliseconds`}::interval
  from ${retros}
  where ${retros.userId} = ${referrals.refereeId}
    and ${retros.importedAt} is null
    and ${retros.completedAt} >= ${referrals.createdAt}
    and ${retros.completedAt} <= ${now.toISOString()}::timestamptz
)`;

/**
 * Credits the referrer's waiting referrals that have earned it (only `refereeId`'s when given), oldest
 * first, as many as the referrer's local day still has room for (REFERRAL_CREDITS_PER_DAY). One that
 * finds the day full waits, and is credited at a later check: the next retro either of them completes.
 * Returns how many were credited.
 */
async function creditWaiting(db: Database, referrer: StreakUser, now: Date, refereeId?: string) {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(${REFERRAL_CREDIT_LOCK_CLASS}, hashtext(${referrer.id}))`,
    );
    const today = todayFor(referrer, now);
    const [credited] = await tx
      .select({ n: count() })
      .from(referrals)
      .where(and(eq(referrals.referrerId, referrer.id), eq(referrals.creditedDate, today)));
    const room = REFERRAL_CREDITS_PER_DAY - (credited?.n ?? 0);
    if (room <= 0) return 0;
    const due = await tx
      .select({ refereeId: referrals.refereeId })
      .from(referrals)
      .where(
        and(
          eq(referrals.referrerId, referrer.id),
          refereeId === undefined ? undefined : eq(referrals.refereeId, refereeId),
          isNull(referrals.creditedAt),
          eq(referrals.sameAddress, false),
          refereeHasUsedTheApp(now),
        ),
      )
      .orderBy(asc(referrals.createdAt), asc(referrals.refereeId))
      .limit(room);
    if (due.length === 0) return 0;
    const updated = await tx
      .update(referrals)
      .set({ creditedAt: now, creditedDate: today })
      .where(
        and(
          inArray(
            referrals.refereeId,
            due.map((row) => row.refereeId),
          ),
          isNull(referrals.creditedAt),
        ),
      )
      .returning({ refereeId: referrals.refereeId });
    return updated.length;
  });
}

/**
 * Runs when the user completes a retro: credits the referral the user came through, once it has
 * earned it, and any of the user's own referrals that waited for a day with room. Returns the people
 * credited (the user's referrer, the user, both or neither), whose streak freezes and badges follow.
 */
export async function creditReferrals(
  db: Database,
  user: StreakUser,
  now = clockNow(),
): Promise<StreakUser[]> {
  const credited: StreakUser[] = [];
  if ((await creditWaiting(db, user, now)) > 0) credited.push(user);
  const [pending] = await db
    .select({ id: referrals.referrerId, timezone: users.timezone, dayStartHour: users.dayStartHour })
    .from(referrals)
    .innerJoin(users, eq(users.id, referrals.referrerId))
    .where(
      and(eq(referrals.refereeId, user.id), isNull(referrals.creditedAt), eq(referrals.sameAddress, false)),
    );
  if (pending && (await creditWaiting(db, pending, now, user.id)) > 0) credited.push(pending);
  return credited;
}
