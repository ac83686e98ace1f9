import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { FEEDBACK_KINDS, FEEDBACK_STATUSES } from '#contract/constants';
import { users } from './users';

const inList = (column: string, values: readonly string[]) =>
  sql.raw(`"${column}" in (${values.map((v) => `'${v}'`).join(', ')})`);

/** What a user sent from /feedback. Goes with its sender (ON DELETE CASCADE). */
export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: FEEDBACK_KINDS }).notNull(),
    message: text('message').notNull(),
    satisfaction: smallint('satisfaction'),
    /** The app path the user came from and the app version, attached by the client. */
    page: text('page'),
    appVersion: text('app_version'),
    status: text('status', { enum: FEEDBACK_STATUSES }).notNull().default('new'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    /** First opened by an admin; null is "unread" in the inbox. */
    readAt: timestamp('read_at', { withTimezone: true, precision: 3 }),
    lastReplyAt: timestamp('last_reply_at', { withTimezone: true, precision: 3 }),
    /** When the sender last looked at their feedback; a later reply is "unseen" (the dot). */
    senderSeenAt: timestamp('sender_seen_at', { withTimezone: true, precision: 3 }),
  },
  (table) => [
    index('feedback_user_created_idx').on(table.userId, table.createdAt),
    index('feedback_created_idx').on(table.createdAt),
    index('feedback_message_search_idx').using('gin', sql`to_tsvector('english', ${table.message})`),
    check('feedback_kind_check', inList('kind', FEEDBACK_KINDS)),
    check('feedback_status_check', inList('status', FEEDBACK_STATUSES)),
    check('feedback_satisfaction_check', sql`${table.satisfaction} between 1 and 5`),
  ],
);

/** A reply from the team, shown to the sender. */
export const feedbackReplies = pgTable(
  'feedback_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    feedbackId: uuid('feedback_id')
      .notNull()
      .references(() => feedback.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [index('feedback_replies_feedback_idx').on(table.feedbackId, table.createdAt)],
);

/** Every admin change to a feedback item: who did what, and when. */
export const feedbackHistory = pgTable(
  'feedback_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    feedbackId: uuid('feedback_id')
      .notNull()
      .references(() => feedback.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    action: text('action', { enum: ['read', 'status', 'reply'] }).notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [index('feedback_history_feedback_idx').on(table.feedbackId, table.createdAt)],
);

export type FeedbackRow = typeof feedback.$inferSelect;
