import { date, index, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Counts per local day for the admin's analytics, kept up to date by triggers as activity is saved
 * (migration admin_activity_triggers): retros started and completed, journal entries written, moods
 * logged, and people active. Counts only: nothing here says who did what or what they wrote.
 */
export const activityDailyTotals = pgTable('activity_daily_totals', {
  day: date('day', { mode: 'string' }).primaryKey(),
  activeUsers: integer('active_users').notNull().default(0),
  retrosStarted: integer('retros_started').notNull().default(0),
  retrosCompleted: integer('retros_completed').notNull().default(0),
  journalEntries: integer('journal_entries').notNull().default(0),
  /** People who wrote at least one journal entry that day: the entries' count is hidden below five. */
  journalWriters: integer('journal_writers').notNull().default(0),
  moods: integer('moods').notNull().default(0),
});

/** The days each person did something (completed a retro, wrote an entry, logged a mood). */
export const userActivityDays = pgTable(
  'user_activity_days',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.day] }),
    // Weekly and monthly active people: an index-only scan of the window.
    index('user_activity_days_day_user_idx').on(table.day, table.userId),
  ],
);

/** The weeks (Monday first) each person did something, for the retention cohorts. */
export const userActivityWeeks = pgTable(
  'user_activity_weeks',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    week: date('week', { mode: 'string' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.week] })],
);

/** The days each person wrote at least one journal entry: a day's writers are counted from it. */
export const userJournalDays = pgTable(
  'user_journal_days',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);

/**
 * Weekly and monthly active people kept as changes by day: the people active within the 7 (30) days
 * ending on a day are the sum of `weekly` (`monthly`) over every row up to that day. A person's new
 * active day adds one where it newly brings them into the window and takes it away where that stops,
 * so a request sums a few hundred small rows instead of counting a month of (person, day) pairs.
 */
export const activeWindowChanges = pgTable('active_window_changes', {
  day: date('day', { mode: 'string' }).primaryKey(),
  weekly: integer('weekly').notNull().default(0),
  monthly: integer('monthly').notNull().default(0),
});

/**
 * Retention cohorts kept as counts: of the people who joined in `cohortWeek` (UTC, Monday first), how
 * many were active in `week`; bumped when a person's first activity of a week is recorded.
 */
export const retentionCounts = pgTable(
  'retention_counts',
  {
    cohortWeek: date('cohort_week', { mode: 'string' }).notNull(),
    week: date('week', { mode: 'string' }).notNull(),
    people: integer('people').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.cohortWeek, table.week] })],
);
