import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { STREAK_IDS } from '#contract/constants';
import { users } from './users';

/**
 * The stored result of computing a streak from its records (src/domain/streaks.ts) as of
 * `computedFor`. Recomputing from scratch must always give these values; reads adjust them to today.
 */
export const streaks = pgTable(
  'streaks',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    streakId: text('streak_id', { enum: STREAK_IDS }).notNull(),
    currentLength: integer('current_length').notNull().default(0),
    longestLength: integer('longest_length').notNull().default(0),
    /** The last local day with the activity, null before the first. */
    lastActiveDate: date('last_active_date', { mode: 'string' }),
    /** First day of the current run. */
    runStartDate: date('run_start_date', { mode: 'string' }),
    freezesAvailable: integer('freezes_available').notNull().default(0),
    /** Gap days a freeze covered, kept for the calendar. */
    frozenDates: date('frozen_dates', { mode: 'string' }).array().notNull().default(sql`'{}'::date[]`),
    computedFor: date('computed_for', { mode: 'string' }),
    /** The last frozen date the user has been told about ("A freeze kept your streak"), once. */
    freezeToldThrough: date('freeze_told_through', { mode: 'string' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.streakId] }),
    check(
      'streaks_streak_id_check',
      sql.raw(`"streak_id" in (${STREAK_IDS.map((s) => `'${s}'`).join(', ')})`),
    ),
  ],
);

export type StreakRow = typeof streaks.$inferSelect;
