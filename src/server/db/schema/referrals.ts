import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/** Each user's referral code, made the first time they open /referral. */
export const referralCodes = pgTable(
  'referral_codes',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('referral_codes_code_key').on(table.code)],
);

/**
 * One row per account that signed up with someone's code: keyed by the new account, so it can
 * credit at most once. Goes with either person (ON DELETE CASCADE).
 */
export const referrals = pgTable(
  'referrals',
  {
    refereeId: uuid('referee_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    referrerId: uuid('referrer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    /** When the new account completed its first retro. */
    creditedAt: timestamp('credited_at', { withTimezone: true, precision: 3 }),
    /** The referrer's local day of the credit: the day its streak freeze becomes usable. */
    creditedDate: date('credited_date', { mode: 'string' }),
    /**
     * The new account signed up from a client address the referrer used within the 24 hours before:
     * such a referral is never credited.
     */
    sameAddress: boolean('same_address').notNull().default(false),
  },
  (table) => [
    index('referrals_referrer_idx').on(table.referrerId, table.creditedAt),
    check('referrals_not_self_check', sql`${table.refereeId} <> ${table.referrerId}`),
  ],
);
