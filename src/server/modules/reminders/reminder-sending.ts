import { and, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { addDays } from '#domain/local-day';
import { dueReminder } from '#domain/reminders/schedule';
import type { Database } from '#server/db/client';
import { pushSubscriptions, reminderSends, reminderSettings, retros, users } from '#server/db/schema';
import { devicesOf, forgetGoneDevice } from '#server/modules/push/push.service';
import type { PushDelivery } from '#server/modules/push/push-delivery';
import { recordFailedPush } from './push-retries';
import { pushReminder } from './reminder-push';

/** Claims older than this are of no further use: the catch-up window is minutes long. */
const SEND_RECORD_DAYS_KEPT = 3;

export interface SendReport {
  /** Users whose reminder was claimed by this call. */
  users: number;
  /** Pushes the push services accepted. */
  delivered: number;
  /** Subscriptions removed because the push service said they are gone. */
  removed: number;
  /**
   * Pushes not delivered, the subscription kept and the push kept for a retry: another answer, a
   * network failure, or a destination refused before connecting (not a known push service, an
   * address that is not public).
   */
  failed: number;
}

/**
 * Wall-clock minutes between a reminder's time and now that can still mean "due": the catch-up
 * window plus the largest daylight-saving shift (a skipped 02:30 fires at 03:30 wall time).
 */
const CANDIDATE_WINDOW_MINUTES = 15 + 60;

/**
 * Everyone with reminders on, an account that is not disabled, and at least one device whose
 * reminder time is close to the wall clock of their zone now; dueReminder then applies the exact
 * rule (days, gaps, the window). A disabled account's day is never claimed, so once it is enabled
 * again its reminders come back, that day's included while it is still due.
 */
async function candidates(db: Database, now: Date) {
  const localMinutes = sql`(extract(hour from (${now.toISOString()}::timestamptz at time zone ${users.timezone})) * 60
    + extract(minute from (${now.toISOString()}::timestamptz at time zone ${users.timezone})))::int`;
  return db
    .select({
      userId: reminderSettings.userId,
      minutes: reminderSettings.minutes,
      days: reminderSettings.days,
      timezone: users.timezone,
      dayStartHour: users.dayStartHour,
    })
    .from(reminderSettings)
    .innerJoin(users, eq(users.id, reminderSettings.userId))
    .where(
      and(
        eq(reminderSettings.enabled, true),
        isNull(users.disabledAt),
        sql`(${localMinutes} - ${reminderSettings.minutes} + 1440) % 1440 <= ${CANDIDATE_WINDOW_MINUTES}`,
        sql`exists (select 1 from ${pushSubscriptions} where ${pushSubscriptions.userId} = ${reminderSettings.userId})`,
      ),
    );
}

/**
 * Claims the user's reminder for the retro day, unless that retro is completed or the day was
 * already claimed (by this or any other instance). The claim is written before anything is sent,
 * so a crash or a second instance can never send the day's reminder twice.
 */
async function claim(db: Database, userId: string, retroDate: string, at: Date): Promise<boolean> {
  const completed = db
    .select({ one: sql`1` })
    .from(retros)
    .where(and(eq(retros.userId, userId), eq(retros.localDate, retroDate), isNotNull(retros.completedAt)));
  const claimed = (await db.execute(sql`
    insert into ${reminderSends} (user_id, local_date, claimed_at)
    select ${userId}::uuid, ${retroDate}::date, ${at.toISOString()}::timestamptz
    where not exists (${completed})
    on conflict do nothing
    returning user_id`)) as { rows: unknown[] };
  return claimed.rows.length > 0;
}

/** Pushes the claimed reminder to each of the user's devices; a failed push is kept for a retry. */
async function deliver(
  db: Database,
  claimed: { userId: string; retroDate: string; at: Date },
  delivery: PushDelivery,
  log: FastifyBaseLogger,
  report: SendReport,
): Promise<void> {
  const devices = await devicesOf(db, claimed.userId);
  await Promise.all(
    devices.map(async (device) => {
      const outcome = await pushReminder(delivery, device, log);
      if (outcome === 'delivered') report.delivered += 1;
      else if (outcome === 'gone') {
        await forgetGoneDevice(db, device.id);
        report.removed += 1;
      } else {
        // Nothing tells the user; the device stays and the push is tried again (push-retries.ts).
        report.failed += 1;
        const failed = { subscriptionId: device.id, userId: claimed.userId, localDate: claimed.retroDate };
        await recordFailedPush(db, failed, claimed.at);
      }
    }),
  );
}

/** Sends every reminder due at `now` (within its catch-up window) that no instance has sent yet. */
export async function sendDueReminders(
  db: Database,
  now: Date,
  delivery: PushDelivery,
  log: FastifyBaseLogger,
): Promise<SendReport> {
  const report: SendReport = { users: 0, delivered: 0, removed: 0, failed: 0 };
  for (const user of await candidates(db, now)) {
    const due = dueReminder(
      now,
      { minutes: user.minutes, days: user.days, timeZone: user.timezone },
      user.dayStartHour,
    );
    if (!due || !(await claim(db, user.userId, due.retroDate, now))) continue;
    report.users += 1;
    await deliver(db, { userId: user.userId, retroDate: due.retroDate, at: now }, delivery, log, report);
  }
  return report;
}

export async function forgetOldSends(db: Database, now: Date): Promise<void> {
  const cutoff = addDays(now.toISOString().slice(0, 10), -SEND_RECORD_DAYS_KEPT);
  await db.delete(reminderSends).where(lt(reminderSends.localDate, cutoff));
}
