import { pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The import each user has running: one row claims it, so a second import at the same time (on any
 * instance) is refused. A row whose heartbeat stopped (the process died) is taken over.
 */
export const importRuns = pgTable('import_runs', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
});
