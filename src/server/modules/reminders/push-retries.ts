import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#server/db/client';
import { reminderPushRetries } from '#server/db/schema';
import { forgetGoneDevice } from '#server/modules/push/push.service';
import type { PushDelivery } from '#server/modules/push/push-delivery';
import { pushReminder } from './reminder-push';

/** Sends a reminder gets to one device: the first and up to three retries. */
export const PUSH_ATTEMPTS_MAX = 4;
/** The wait after the first failed send; each later wait is PUSH_RETRY_BACKOFF times the one before (1, 4, 16 min). */
export const PUSH_RETRY_FIRST_DELAY_MS = 60_000;
const PUSH_RETRY_BACKOFF = 4;
/** Retries sent in one check at most; the rest wait for the next. */
const RETRIES_PER_CHECK = 100;

export interface RetryReport {
  retried: number;
  delivered: number;
  removed: number;
  /** Dropped after the last attempt failed. */
  givenUp: number;
}

/** Keeps a failed first send to be tried again; a device has one row per retro day at most. */
export async function recordFailedPush(
  db: Database,
  failed: { subscriptionId: string; userId: string; localDate: string },
  now: Date,
): Promise<void> {
  await db
    .insert(reminderPushRetries)
    .values({ ...failed, attempts: 1, nextAttemptAt: new Date(now.getTime() + PUSH_RETRY_FIRST_DELAY_MS) })
    .onConflictDoNothing();
}

interface ClaimedRetry {
  subscription_id: string;
  local_date: string;
  attempts: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  /** False when the day's retro was completed, reminders were turned off or the account disabled. */
  wanted: boolean;
}

/**
 * Takes the due retries and moves each one's next attempt forward (by the backoff) in the same
 * statement, before anything is sent: a crash after it loses at most that attempt, and a second
 * instance skips the rows this one holds, so no attempt is sent twice.
 */
async function claimDueRetries(db: Database, now: Date): Promise<ClaimedRetry[]> {
  const at = now.toISOString();
  const result = await db.execute(sql`
    update reminder_push_retries r
    set attempts = r.attempts + 1,
        next_attempt_at = ${at}::timestamptz
          + interval '1 millisecond' * ${PUSH_RETRY_FIRST_DELAY_MS} * power(${PUSH_RETRY_BACKOFF}, r.attempts)
    from push_subscriptions s
    where s.id = r.subscription_id and (r.subscription_id, r.local_date) in (
      select subscription_id, local_date from reminder_push_retries
      where next_attempt_at <= ${at}::timestamptz
      order by next_attempt_at
      limit ${RETRIES_PER_CHECK}
      for update skip locked)
    returning r.subscription_id, r.local_date::text as local_date, r.attempts, s.endpoint, s.p256dh, s.auth,
      not exists (select 1 from retros t
        where t.user_id = r.user_id and t.local_date = r.local_date and t.completed_at is not null)
      and exists (select 1 from reminder_settings rs join users u on u.id = rs.user_id
        where rs.user_id = r.user_id and rs.enabled and u.disabled_at is null) as wanted`);
  return (result as unknown as { rows: ClaimedRetry[] }).rows;
}

async function forgetRetry(db: Database, retry: ClaimedRetry): Promise<void> {
  await db.execute(
    sql`delete from reminder_push_retries where subscription_id = ${retry.subscription_id} and local_date = ${retry.local_date}::date`,
  );
}

/**
 * Sends every retry that is due. A delivered one is done; a device its push service says is gone is
 * forgotten (with its retries); a failure waits for its next attempt, or is dropped after the last.
 * A retry no longer wanted (the retro done, reminders off, the account disabled) is dropped unsent.
 */
export async function retryFailedPushes(
  db: Database,
  now: Date,
  delivery: PushDelivery,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<RetryReport> {
  const report: RetryReport = { retried: 0, delivered: 0, removed: 0, givenUp: 0 };
  for (const retry of await claimDueRetries(db, now)) {
    if (!retry.wanted) {
      await forgetRetry(db, retry);
      continue;
    }
    report.retried += 1;
    const outcome = await pushReminder(delivery, retry, log);
    if (outcome === 'delivered') {
      report.delivered += 1;
      await forgetRetry(db, retry);
    } else if (outcome === 'gone') {
      report.removed += 1;
      await forgetGoneDevice(db, retry.subscription_id);
    } else if (retry.attempts >= PUSH_ATTEMPTS_MAX) {
      report.givenUp += 1;
      await forgetRetry(db, retry);
    }
  }
  return report;
}
