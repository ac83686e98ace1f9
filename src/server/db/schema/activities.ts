import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ACTIVITY_ICONS, ACTIVITY_NAME_MAX_LENGTH } from '#contract/constants';
import { users } from './users';

/** One person's activities (Exercise, Friends…), in their order; archived ones keep their past ticks. */
export const activities = pgTable(
  'activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    icon: text('icon', { enum: ACTIVITY_ICONS }).notNull(),
    position: integer('position').notNull(),
    archivedAt: timestamp('archived_at', { withTimezone: true, precision: 3 }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    index('activities_user_id_idx').on(table.userId, table.position),
    uniqueIndex('activities_user_id_name_key').on(table.userId, sql`lower(${table.name})`),
    check(
      'activities_name_length_check',
      sql.raw(`char_length("name") between 1 and ${ACTIVITY_NAME_MAX_LENGTH}`),
    ),
    check('activities_icon_check', sql.raw(`"icon" in (${ACTIVITY_ICONS.map((i) => `'${i}'`).join(', ')})`)),
  ],
);

/** An activity ticked on one local day of its owner. */
export const activityTicks = pgTable(
  'activity_ticks',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    localDate: date('local_date', { mode: 'string' }).notNull(),
    activityId: uuid('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.localDate, table.activityId] })],
);

export type ActivityRow = typeof activities.$inferSelect;
