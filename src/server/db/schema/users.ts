import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { WEEK_STARTS } from '#contract/constants';

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
    /** The first day of the week in reports (monday, sunday or saturday). */
    weekStart: text('week_start', { enum: WEEK_STARTS }).notNull().default('monday'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set while an administrator has disabled the account: no session works and sign-in is refused. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** The last time one of its sessions was used (moved at most hourly, with the session). */
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull().defaultNow(),
    /** A keyed hash of the client address the account was created from (never the address). */
    registrationAddressKey: text('registration_address_key').notNull().default(''),
  },
  (table) => [
    // Usernames are unique regardless of case: "Alice" and "alice" are one person.
    uniqueIndex('users_username_lower_key').on(sql`lower(${table.username})`),
    // Keyset pages of the admin's customer list, one index per sort order.
    index('users_created_at_id_idx').on(table.createdAt, table.id),
    index('users_last_active_at_id_idx').on(table.lastActiveAt, table.id),
    index('users_username_lower_id_idx').on(sql`lower(${table.username})`, table.id),
    check('users_role_check', sql`${table.role} in ('user', 'admin')`),
    check('users_day_start_hour_check', sql`${table.dayStartHour} between 0 and 23`),
    check(
      'users_week_start_check',
      sql.raw(`"week_start" in (${WEEK_STARTS.map((d) => `'${d}'`).join(', ')})`),
    ),
  ],
);

export type UserRow = typeof users.$inferSelect;
