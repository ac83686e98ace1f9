import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Server-side sessions. The id in the cookie is never stored: only its SHA-256 hash. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    idleExpiresAt: timestamp('idle_expires_at', { withTimezone: true }).notNull(),
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
    /** Ticked "remember me" at sign-in: the long lifetime (30 days idle, 90 in all) instead of 12 h / 7 d. */
    rememberMe: boolean('remember_me').notNull().default(true),
    /** The browser's User-Agent at sign-in, cut to 512 characters: shown as device and browser. */
    userAgent: text('user_agent').notNull().default(''),
    /** A keyed hash of the client address at sign-in (never the address): referral farming checks. */
    addressKey: text('address_key').notNull().default(''),
  },
  (table) => [
    index('sessions_user_id_idx').on(table.userId),
    index('sessions_idle_expires_at_idx').on(table.idleExpiresAt),
  ],
);
