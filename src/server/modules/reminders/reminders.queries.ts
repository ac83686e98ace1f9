import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { calendarFeeds, pushSubscriptions, reminderSettings, users } from '#server/db/schema';

export interface StoredReminder {
  userId: string;
  timezone: string;
  dayStartHour: number;
  /** null: never saved, the defaults apply. */
  enabled: boolean | null;
  minutes: number | null;
  days: number[] | null;
  sequence: number | null;
  savedTimezone: string | null;
  updatedAt: Date | null;
}

const reminderColumns = {
  userId: users.id,
  timezone: users.timezone,
  dayStartHour: users.dayStartHour,
  enabled: reminderSettings.enabled,
  minutes: reminderSettings.minutes,
  days: reminderSettings.days,
  sequence: reminderSettings.sequence,
  savedTimezone: reminderSettings.savedTimezone,
  updatedAt: reminderSettings.updatedAt,
};

/** The reminder, the feed's date and the number of devices, in one read. */
export async function readReminderOverview(db: Database, userId: string) {
  const [row] = await db
    .select({
      ...reminderColumns,
      feedCreatedAt: calendarFeeds.createdAt,
      devices: sql<number>`(select count(*)::int from ${pushSubscriptions} where ${pushSubscriptions.userId} = ${users.id})`,
    })
    .from(users)
    .leftJoin(reminderSettings, eq(reminderSettings.userId, users.id))
    .leftJoin(calendarFeeds, eq(calendarFeeds.userId, users.id))
    .where(eq(users.id, userId));
  return row;
}

export async function readReminder(db: Database, userId: string): Promise<StoredReminder | undefined> {
  const [row] = await db
    .select(reminderColumns)
    .from(users)
    .leftJoin(reminderSettings, eq(reminderSettings.userId, users.id))
    .where(eq(users.id, userId));
  return row;
}

/** The reminder of the feed whose token hashes to `tokenHash`; none while its account is disabled. */
export async function readReminderByFeed(
  db: Database,
  tokenHash: string,
): Promise<StoredReminder | undefined> {
  const [row] = await db
    .select(reminderColumns)
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .leftJoin(reminderSettings, eq(reminderSettings.userId, users.id))
    .where(and(eq(calendarFeeds.tokenHash, tokenHash), isNull(users.disabledAt)));
  return row;
}

export interface ReminderWrite {
  enabled: boolean;
  minutes: number;
  days: number[];
  timezone: string;
  /** The profile's zone before this change. */
  previousTimezone: string;
  at: Date;
}

/** Saves the reminder and the profile's zone; SEQUENCE grows only when something changed. */
export async function writeReminder(db: Database, userId: string, write: ReminderWrite): Promise<void> {
  await db.transaction(async (tx) => {
    if (write.timezone !== write.previousTimezone) {
      await tx
        .update(users)
        .set({ timezone: write.timezone, updatedAt: sql`now()` })
        .where(eq(users.id, userId));
    }
    const changed = sql`(${reminderSettings.enabled}, ${reminderSettings.minutes}, ${reminderSettings.days}, ${reminderSettings.savedTimezone})
      is distinct from (excluded.enabled, excluded.minutes, excluded.days, excluded.saved_timezone)`;
    await tx
      .insert(reminderSettings)
      .values({
        userId,
        enabled: write.enabled,
        minutes: write.minutes,
        days: write.days,
        savedTimezone: write.timezone,
        updatedAt: write.at,
      })
      .onConflictDoUpdate({
        target: reminderSettings.userId,
        set: {
          enabled: sql`excluded.enabled`,
          minutes: sql`excluded.minutes`,
          days: sql`excluded.days`,
          savedTimezone: sql`excluded.saved_timezone`,
          sequence: sql`${reminderSettings.sequence} + case when ${changed} then 1 else 0 end`,
          updatedAt: sql`case when ${changed} then excluded.updated_at else ${reminderSettings.updatedAt} end`,
        },
      });
  });
}

export async function replaceFeedToken(db: Database, userId: string, tokenHash: string, at: Date) {
  await db
    .insert(calendarFeeds)
    .values({ userId, tokenHash, createdAt: at })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, createdAt: at } });
}

export async function deleteFeed(db: Database, userId: string): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}
