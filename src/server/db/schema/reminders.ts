import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A user's daily reminder: a wall-clock time on chosen ISO weekdays, in the profile's time zone.
 * No row: the defaults (off, 21:00, every day). `sequence` grows with every change, so calendars
 * that subscribed to the feed replace the event (RFC 5545 SEQUENCE).
 */
export const reminderSettings = pgTable(
  'reminder_settings',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull(),
    /** Minutes after local midnight. */
    minutes: smallint('minutes').notNull(),
    /** ISO weekdays, 1 = Monday … 7 = Sunday. */
    days: smallint('days').array().notNull(),
    /**
     * The profile's zone when the reminder was last saved. The zone itself is the profile's; a
     * profile change since then moves the event, so the calendar's SEQUENCE counts it (see
     * reminderSequence).
     */
    savedTimezone: text('saved_timezone').notNull(),
    sequence: integer('sequence').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (table) => [
    check('reminder_settings_minutes_check', sql`${table.minutes} between 0 and 1439`),
    check(
      'reminder_settings_days_check',
      sql`cardinality(${table.days}) between 1 and 7 and ${table.days} <@ array[1,2,3,4,5,6,7]::smallint[]`,
    ),
  ],
);

/** The calendar subscription feed: only the SHA-256 of its token is kept. */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
});

/** One row per device (browser push subscription) per user. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('push_subscriptions_user_id_endpoint_key').on(table.userId, table.endpoint)],
);

/**
 * One row per user and retro day on which a reminder went out. It is written before the push is
 * sent, and its key lets exactly one instance claim the day: a reminder is never sent twice.
 */
export const reminderSends = pgTable(
  'reminder_sends',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    localDate: date('local_date', { mode: 'string' }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.localDate] })],
);

/**
 * A reminder push a device's push service did not accept, to be tried again: at most one row per
 * device and retro day, so a day's reminder reaches each device once at most. `attempts` counts the
 * sends made; `next_attempt_at` is moved forward before each retry is sent, so a restart or another
 * instance neither loses a retry nor sends one twice. A device removed (404 or 410, or turned off)
 * takes its rows with it.
 */
export const reminderPushRetries = pgTable(
  'reminder_push_retries',
  {
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The retro day the reminder is for. */
    localDate: date('local_date', { mode: 'string' }).notNull(),
    attempts: smallint('attempts').notNull(),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.subscriptionId, table.localDate] }),
    index('reminder_push_retries_next_attempt_at_idx').on(table.nextAttemptAt),
  ],
);
