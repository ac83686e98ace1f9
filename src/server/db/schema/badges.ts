import { date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The badge catalogue, seeded by a migration. `rule` says how a badge is earned; its shape is
 * BadgeRule in src/domain/badge-rules.ts.
 */
export const badges = pgTable('badges', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  /** An icon name the client knows (see the achievements page). */
  icon: text('icon').notNull(),
  rule: jsonb('rule').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

/** Badges earned: once per user and badge. `notifiedAt` is set once the user has been told. */
export const userBadges = pgTable(
  'user_badges',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    badgeId: text('badge_id')
      .notNull()
      .references(() => badges.id, { onDelete: 'cascade' }),
    awardedAt: timestamp('awarded_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    /** The user's local day when it was earned. */
    awardedDate: date('awarded_date', { mode: 'string' }).notNull(),
    notifiedAt: timestamp('notified_at', { withTimezone: true, precision: 3 }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.badgeId] }),
    index('user_badges_user_awarded_idx').on(table.userId, table.awardedAt),
  ],
);

export type BadgeRow = typeof badges.$inferSelect;
export type UserBadgeRow = typeof userBadges.$inferSelect;
