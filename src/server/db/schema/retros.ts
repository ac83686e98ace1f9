import { sql } from 'drizzle-orm';
import {
  check,
  date,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { AREA_RATING_MAX, AREA_RATING_MIN, LIFE_AREAS, RETRO_ANSWER_MAX_LENGTH } from '#contract/constants';
import { questions } from './questions';
import { users } from './users';

/** One daily retro per user and local day, with the questions chosen for that day. */
export const retros = pgTable(
  'retros',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    localDate: date('local_date', { mode: 'string' }).notNull(),
    /** The day's questions, in the order they are asked; fixed once the retro exists. */
    questionIds: integer('question_ids').array().notNull(),
    /** The first time anything was saved in it; a retro only opened is not in the history. */
    startedAt: timestamp('started_at', { withTimezone: true, precision: 3 }),
    completedAt: timestamp('completed_at', { withTimezone: true, precision: 3 }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    /** Set when the retro came in with an import: it counts for reports, never as use that earns a referral. */
    importedAt: timestamp('imported_at', { withTimezone: true, precision: 3 }),
  },
  // Also the history's index: newest-first pages are a backward scan of (user_id, local_date).
  (table) => [uniqueIndex('retros_user_id_local_date_key').on(table.userId, table.localDate)],
);

export const retroAnswers = pgTable(
  'retro_answers',
  {
    retroId: uuid('retro_id')
      .notNull()
      .references(() => retros.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id),
    text: text('text').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.retroId, table.questionId] }),
    check('retro_answers_text_length_check', sql.raw(`char_length("text") <= ${RETRO_ANSWER_MAX_LENGTH}`)),
  ],
);

export const retroRatings = pgTable(
  'retro_ratings',
  {
    retroId: uuid('retro_id')
      .notNull()
      .references(() => retros.id, { onDelete: 'cascade' }),
    area: text('area', { enum: LIFE_AREAS }).notNull(),
    rating: smallint('rating').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.retroId, table.area] }),
    check('retro_ratings_area_check', sql.raw(`"area" in (${LIFE_AREAS.map((a) => `'${a}'`).join(', ')})`)),
    check(
      'retro_ratings_rating_check',
      sql.raw(`"rating" between ${AREA_RATING_MIN} and ${AREA_RATING_MAX}`),
    ),
  ],
);
