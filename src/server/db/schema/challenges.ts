import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { CHALLENGE_NOTES_MAX_LENGTH } from '#contract/constants';
import { users } from './users';

/** The challenge catalogue, seeded by a migration. */
export const challenges = pgTable(
  'challenges',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** The one thing to do each day of the challenge. */
    dailyAction: text('daily_action').notNull(),
    /** A life area or another theme the catalogue groups by. */
    category: text('category').notNull(),
    durationDays: integer('duration_days').notNull(),
    icon: text('icon').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (table) => [check('challenges_duration_check', sql`${table.durationDays} > 0`)],
);

/** A challenge a user took on; assigned, then completed with notes. One open assignment per challenge. */
export const userChallenges = pgTable(
  'user_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    challengeId: text('challenge_id')
      .notNull()
      .references(() => challenges.id, { onDelete: 'cascade' }),
    assignedAt: timestamp('assigned_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    /** The user's local day of assignment: day 1 of the challenge. */
    startDate: date('start_date', { mode: 'string' }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true, precision: 3 }),
    completedDate: date('completed_date', { mode: 'string' }),
    notes: text('notes'),
    /**
     * The days the user ticked as done, for a challenge whose daily action happens away from the app
     * (src/domain/challenge-days.ts); days of the ones counted from the journal are read from it instead.
     */
    checkedDays: date('checked_days', { mode: 'string' }).array().notNull().default(sql`'{}'::date[]`),
  },
  (table) => [
    uniqueIndex('user_challenges_open_key')
      .on(table.userId, table.challengeId)
      .where(sql`${table.completedAt} is null`),
    index('user_challenges_user_idx').on(table.userId, table.assignedAt),
    check(
      'user_challenges_notes_length_check',
      sql.raw(`char_length("notes") <= ${CHALLENGE_NOTES_MAX_LENGTH}`),
    ),
  ],
);

export type ChallengeRow = typeof challenges.$inferSelect;
export type UserChallengeRow = typeof userChallenges.$inferSelect;
