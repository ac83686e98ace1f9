import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Every administrator action, appended and never changed by the app (there is no call to edit or
 * delete a row). Names are kept as snapshots, and the user references become null when an account is
 * deleted, so the trail outlives the accounts it mentions.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    /** Null for the command line, or once the admin's account is deleted. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    /** The target when it is an account; null once that account is deleted. */
    targetUserId: uuid('target_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The target when it is anything else (a question id, a feedback id). */
    targetId: text('target_id'),
    /** The target's name when the action happened (a username, a question's text). */
    targetLabel: text('target_label'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    ip: text('ip'),
  },
  (table) => [
    index('admin_audit_log_created_idx').on(table.createdAt, table.id),
    index('admin_audit_log_actor_idx').on(table.actorId, table.createdAt),
    index('admin_audit_log_action_idx').on(table.action, table.createdAt),
  ],
);

export type AdminAuditRow = typeof adminAuditLog.$inferSelect;
