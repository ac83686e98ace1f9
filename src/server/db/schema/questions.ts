import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { QUESTION_CATEGORIES } from '#contract/constants';

/** The question library. Seeded by a migration; the daily retro draws from category Regular. */
export const questions = pgTable(
  'questions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    category: text('category', { enum: QUESTION_CATEGORIES }).notNull(),
    text: text('text').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('questions_category_text_key').on(table.category, table.text),
    index('questions_active_category_idx').on(table.category, table.id).where(sql`${table.active}`),
    check(
      'questions_category_check',
      sql.raw(`"category" in (${QUESTION_CATEGORIES.map((category) => `'${category}'`).join(', ')})`),
    ),
  ],
);

export type QuestionRow = typeof questions.$inferSelect;
