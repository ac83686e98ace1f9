import { sql } from 'drizzle-orm';
import { check, date, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { MOOD_LEVELS, MOOD_NOTE_MAX_LENGTH, type OtherImportApp } from '#contract/constants';
import { users } from './users';

/** One mood a user and local day; changing it that day updates the row. Score 1 (awful) – 5 (great). */
export const moods = pgTable(
  'moods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    localDate: date('local_date', { mode: 'string' }).notNull(),
    score: smallint('score').notNull(),
    note: text('note'),
    /**
     * The local day the mood was first logged on: it counts for its day's streak only when that is
     * the day itself or the next (src/domain/late-days.ts). Null for moods from before that rule and
     * imported ones, which count as they did.
     */
    recordedOn: date('recorded_on', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    /** The app a mood was imported from (Daylio): it counts for reports, never for streaks or badges. */
    importedFrom: text('imported_from').$type<OtherImportApp>(),
  },
  (table) => [
    // Also the history's index: newest first is a backward scan.
    uniqueIndex('moods_user_id_local_date_key').on(table.userId, table.localDate),
    check('moods_score_check', sql.raw(`"score" between 1 and ${MOOD_LEVELS.length}`)),
    check('moods_note_length_check', sql.raw(`char_length("note") <= ${MOOD_NOTE_MAX_LENGTH}`)),
  ],
);

export type MoodRow = typeof moods.$inferSelect;
