import { sql } from 'drizzle-orm';
import { check, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    email: text('email'),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['user', 'admin'] })
      .notNull()
      .default('user'),
    timezone: text('timezone').notNull().default('UTC'),
    dayStartHour: smallint('day_start_hour').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Usernames are unique regardless of case: "Alice" and "alice" are one person.
    uniqueIndex('users_username_lower_key').on(sql`lower(${table.username})`),
    check('users_role_check', sql`${table.role} in ('user', 'admin')`),
    check('users_day_start_hour_check', sql`${table.dayStartHour} between 0 and 23`),
  ],
);

export type UserRow = typeof users.$inferSelect;
