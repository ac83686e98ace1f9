import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { JOURNAL_BODY_MAX_LENGTH, JOURNAL_TITLE_MAX_LENGTH, type OtherImportApp } from '#contract/constants';
import { questions } from './questions';
import { users } from './users';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Journal entries. Deleting sets deleted_at (the entry can be restored for 30 days, then a sweep
 * removes it). `search` is kept by PostgreSQL from title (weight A), tags (A) and the body's plain
 * text (B) with the English configuration; journal_search_document() is created in a migration. An
 * entry's mood is the mood logged on its day, joined on (user_id, local_date).
 */
export const journalEntries = pgTable(
  'journal_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    localDate: date('local_date', { mode: 'string' }).notNull(),
    /**
     * The local day the entry was given its date on (written, or re-dated): it counts for its day's
     * streak only when that is the day itself or the next (src/domain/late-days.ts). Null for entries
     * from before that rule and imported ones, which count as they did.
     */
    datedOn: date('dated_on', { mode: 'string' }),
    title: text('title'),
    body: text('body').notNull().default(''),
    /**
     * The body's plain text by the journal's Markdown grammar (src/domain/markdown), written with the
     * body: what search indexes and highlights, and what list excerpts are cut from. Null until worked
     * out: entries written before it existed are filled in by a job (src/server/jobs), and until then
     * search reads the body itself.
     */
    bodyText: text('body_text'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    /** The library question the entry reflects on ("reflect on this"). */
    promptQuestionId: integer('prompt_question_id').references(() => questions.id, { onDelete: 'set null' }),
    /**
     * The idempotency key the device made for the draft this entry was created from: a repeated create
     * (its answer was lost) finds this entry instead of writing a second one. Null for entries without one.
     */
    clientKey: text('client_key'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true, precision: 3 }),
    /**
     * The app an entry was imported from (Day One, Daylio, Markdown notes): it counts for reports,
     * never for streaks or badges (decision record 043).
     */
    importedFrom: text('imported_from').$type<OtherImportApp>(),
    /** Words in the body (runs of non-space), kept by PostgreSQL for the progress reports' counts. */
    wordCount: integer('word_count')
      .notNull()
      .generatedAlwaysAs(
        sql`case when btrim("body") = '' then 0 else array_length(regexp_split_to_array(btrim("body"), '\\s+'), 1) end`,
      ),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(sql`journal_search_document("title", coalesce("body_text", "body"), "tags")`),
  },
  (table) => [
    // Newest-first pages: a backward keyset scan of (user_id, local_date, created_at, id), live entries.
    index('journal_entries_user_page_idx')
      .on(table.userId, table.localDate, table.createdAt, table.id)
      .where(sql`${table.deletedAt} is null`),
    // No pending list: an entry is searchable at full index speed as soon as it is saved, without
    // waiting for a vacuum (which never runs on its own in embedded mode). Writes are rare here.
    index('journal_entries_search_idx').using('gin', table.search).with({ fastupdate: false }),
    index('journal_entries_tags_idx').using('gin', table.tags).with({ fastupdate: false }),
    // One entry per draft: NULLs are distinct, so entries without a key never collide.
    uniqueIndex('journal_entries_user_client_key_idx').on(table.userId, table.clientKey),
    // The few entries whose plain text is still to be worked out, found without a scan.
    index('journal_entries_body_text_pending_idx').on(table.id).where(sql`${table.bodyText} is null`),
    index('journal_entries_deleted_at_idx').on(table.deletedAt).where(sql`${table.deletedAt} is not null`),
    check(
      'journal_entries_title_length_check',
      sql.raw(`char_length("title") <= ${JOURNAL_TITLE_MAX_LENGTH}`),
    ),
    check('journal_entries_client_key_length_check', sql`char_length("client_key") <= 64`),
    check('journal_entries_body_length_check', sql.raw(`char_length("body") <= ${JOURNAL_BODY_MAX_LENGTH}`)),
  ],
);

export type JournalEntryRow = typeof journalEntries.$inferSelect;
