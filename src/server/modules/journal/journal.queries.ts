import {
  and,
  arrayContains,
  desc,
  eq,
  gt,
  gte,
  isNotNull,
  isNull,
  lt,
  lte,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import { JOURNAL_RESTORE_WINDOW_MS } from '#contract/constants';
import type { Database } from '#server/db/client';
import { journalEntries, moods } from '#server/db/schema';
import type { JournalCursor } from './journal-cursor';

/** How much of a body's text a list needs to make its excerpt. */
const EXCERPT_SOURCE_LENGTH = 600;
const excerptSource = sql.raw(String(EXCERPT_SOURCE_LENGTH));
/** A bound on what "Recently deleted" lists; deleting more within 30 days is rare, and the oldest go first. */
const RECENTLY_DELETED_LIMIT = 200;
const restoreWindow = sql.raw(`interval '${JOURNAL_RESTORE_WINDOW_MS / 1000} seconds'`);

/**
 * An entry shows the mood of its day. Moods hold one row per (user, local day) under a unique
 * index, so reads left-join it (one lookup per row, inside the same query).
 */
const dayMood = and(eq(moods.userId, journalEntries.userId), eq(moods.localDate, journalEntries.localDate));

const ownFields = {
  id: journalEntries.id,
  date: journalEntries.localDate,
  title: journalEntries.title,
  body: journalEntries.body,
  tags: journalEntries.tags,
  promptQuestionId: journalEntries.promptQuestionId,
  createdAt: journalEntries.createdAt,
  updatedAt: journalEntries.updatedAt,
};

const entryFields = { ...ownFields, moodId: moods.id, moodScore: moods.score };

/**
 * RETURNING cannot join, so a written entry reads its day's mood with the same index lookup in a
 * subquery: still one statement per write. Names are spelled out because a single-table statement
 * renders columns unqualified, which inside the subquery would all mean the moods row.
 */
const dayMoodOf = (column: 'id' | 'score') =>
  sql`(select m.${sql.identifier(column)} from "moods" m where m."user_id" = "journal_entries"."user_id" and m."local_date" = "journal_entries"."local_date")`;
const writtenFields = {
  ...ownFields,
  moodId: dayMoodOf('id') as SQL<string | null>,
  moodScore: dayMoodOf('score') as SQL<number | null>,
};

const summaryFields = {
  id: journalEntries.id,
  date: journalEntries.localDate,
  title: journalEntries.title,
  /** The start of the body's plain text; null when it is still to be worked out (then `bodyStart` is there). */
  bodyTextStart: sql<string | null>`left(${journalEntries.bodyText}, ${excerptSource})`,
  bodyStart: sql<
    string | null
  >`case when ${journalEntries.bodyText} is null then left(${journalEntries.body}, ${excerptSource}) end`,
  tags: journalEntries.tags,
  moodScore: moods.score,
  createdAt: journalEntries.createdAt,
  updatedAt: journalEntries.updatedAt,
};

export type EntryRow = NonNullable<Awaited<ReturnType<JournalQueries['findLive']>>>;
export type SummaryRow = Awaited<ReturnType<JournalQueries['page']>>[number];

const live = (userId: string | Placeholder) =>
  and(eq(journalEntries.userId, userId), isNull(journalEntries.deletedAt));

export interface PageFilter {
  cursor?: JournalCursor;
  tag?: string;
  from?: string;
  to?: string;
  limit: number;
}

export interface EntryChanges {
  title?: string | null;
  body?: string;
  bodyText?: string;
  tags?: string[];
  localDate?: string;
  datedOn?: string;
}

export function createJournalQueries(db: Database) {
  // The first page of the journal is its busiest read: prepared once.
  const firstPage = db
    .select(summaryFields)
    .from(journalEntries)
    .leftJoin(moods, dayMood)
    .where(live(sql.placeholder('userId')))
    .orderBy(desc(journalEntries.localDate), desc(journalEntries.createdAt), desc(journalEntries.id))
    .limit(sql.placeholder('limit'))
    .prepare('journal_first_page');

  return {
    async insert(values: {
      userId: string;
      localDate: string;
      datedOn: string;
      title: string | null;
      body: string;
      bodyText: string;
      tags: string[];
      promptQuestionId: number | null;
      clientKey: string | null;
    }) {
      // A repeated key inserts nothing (the unique index on user and key), and the caller reads the first.
      const [row] = await db
        .insert(journalEntries)
        .values(values)
        .onConflictDoNothing({ target: [journalEntries.userId, journalEntries.clientKey] })
        .returning(writtenFields);
      return row ?? null;
    },

    /** The entry this user created with this idempotency key, deleted or not. */
    async findByClientKey(userId: string, clientKey: string) {
      const [row] = await db
        .select({ ...entryFields, deletedAt: journalEntries.deletedAt })
        .from(journalEntries)
        .leftJoin(moods, dayMood)
        .where(and(eq(journalEntries.userId, userId), eq(journalEntries.clientKey, clientKey)));
      return row ?? null;
    },

    async findLive(userId: string, id: string) {
      const [row] = await db
        .select(entryFields)
        .from(journalEntries)
        .leftJoin(moods, dayMood)
        .where(and(eq(journalEntries.id, id), live(userId)));
      return row ?? null;
    },

    async update(userId: string, id: string, changes: EntryChanges) {
      const [row] = await db
        .update(journalEntries)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(and(eq(journalEntries.id, id), live(userId)))
        .returning(writtenFields);
      return row ?? null;
    },

    async softDelete(userId: string, id: string) {
      const [row] = await db
        .update(journalEntries)
        .set({ deletedAt: sql`now()` })
        .where(and(eq(journalEntries.id, id), live(userId)))
        .returning({ id: journalEntries.id, deletedAt: journalEntries.deletedAt });
      return row?.deletedAt ? { id: row.id, deletedAt: row.deletedAt } : null;
    },

    /** Brings back an entry deleted within the restore window; a live entry is returned as it is. */
    async restore(userId: string, id: string) {
      const [row] = await db
        .update(journalEntries)
        .set({ deletedAt: null })
        .where(
          and(
            eq(journalEntries.id, id),
            eq(journalEntries.userId, userId),
            isNotNull(journalEntries.deletedAt),
            gt(journalEntries.deletedAt, sql`now() - ${restoreWindow}`),
          ),
        )
        .returning(writtenFields);
      return row ?? null;
    },

    /** Newest first: (local_date, created_at, id) descending, after the cursor when there is one. */
    async page(userId: string, filter: PageFilter) {
      if (!filter.cursor && !filter.tag && !filter.from && !filter.to) {
        return firstPage.execute({ userId, limit: filter.limit });
      }
      const conditions: (SQL | undefined)[] = [live(userId)];
      if (filter.cursor) {
        const { date, createdAt, id } = filter.cursor;
        conditions.push(
          sql`(${journalEntries.localDate}, ${journalEntries.createdAt}, ${journalEntries.id}) < (${date}::date, ${createdAt.toISOString()}::timestamptz, ${id}::uuid)`,
        );
      }
      if (filter.tag) conditions.push(arrayContains(journalEntries.tags, [filter.tag]));
      if (filter.from) conditions.push(gte(journalEntries.localDate, filter.from));
      if (filter.to) conditions.push(lte(journalEntries.localDate, filter.to));
      return db
        .select(summaryFields)
        .from(journalEntries)
        .leftJoin(moods, dayMood)
        .where(and(...conditions))
        .orderBy(desc(journalEntries.localDate), desc(journalEntries.createdAt), desc(journalEntries.id))
        .limit(filter.limit);
    },

    async tagCounts(userId: string) {
      const result = await db.execute(sql`
        select t.tag, count(*)::int as count
        from journal_entries e cross join lateral unnest(e.tags) as t(tag)
        where e.user_id = ${userId} and e.deleted_at is null
        group by t.tag
        order by count(*) desc, t.tag`);
      return (result as unknown as { rows: { tag: string; count: number }[] }).rows;
    },

    /** Entries on any of the month-days (MM-DD) before a date, newest first. */
    async onMonthDays(userId: string, monthDays: string[], before: string) {
      return db
        .select(summaryFields)
        .from(journalEntries)
        .leftJoin(moods, dayMood)
        .where(
          and(
            live(userId),
            lt(journalEntries.localDate, before),
            sql`to_char(${journalEntries.localDate}, 'MM-DD') = any(${sql.param(monthDays)}::text[])`,
          ),
        )
        .orderBy(desc(journalEntries.localDate), desc(journalEntries.createdAt))
        .limit(50);
    },

    /** Entries deleted within the restore window, most recently deleted first. */
    recentlyDeleted(userId: string) {
      return db
        .select({ ...summaryFields, deletedAt: sql<Date>`${journalEntries.deletedAt}` })
        .from(journalEntries)
        .leftJoin(moods, dayMood)
        .where(
          and(
            eq(journalEntries.userId, userId),
            isNotNull(journalEntries.deletedAt),
            gt(journalEntries.deletedAt, sql`now() - ${restoreWindow}`),
          ),
        )
        .orderBy(desc(journalEntries.deletedAt), desc(journalEntries.id))
        .limit(RECENTLY_DELETED_LIMIT);
    },

    /** Entries whose body's plain text is still to be worked out (written before it was kept). */
    pendingBodyText(limit: number) {
      return db
        .select({ id: journalEntries.id, body: journalEntries.body })
        .from(journalEntries)
        .where(isNull(journalEntries.bodyText))
        .limit(limit);
    },

    /** Stores worked-out plain texts; one the user has rewritten since (it has a text now) is left alone. */
    async setBodyTexts(texts: { id: string; bodyText: string }[]) {
      if (texts.length === 0) return;
      await db.execute(sql`
        update journal_entries j set body_text = t.body_text
        from unnest(${sql.param(texts.map((t) => t.id))}::uuid[], ${sql.param(texts.map((t) => t.bodyText))}::text[])
          as t(id, body_text)
        where j.id = t.id and j.body_text is null`);
    },

    /** Removes entries deleted longer ago than the restore window. */
    async purgeDeleted() {
      await db
        .delete(journalEntries)
        .where(
          and(
            isNotNull(journalEntries.deletedAt),
            lt(journalEntries.deletedAt, sql`now() - ${restoreWindow}`),
          ),
        );
    },
  };
}

export type JournalQueries = ReturnType<typeof createJournalQueries>;
