import { setImmediate as yieldToRequests } from 'node:timers/promises';
import { JOURNAL_EARLIEST_DATE, JOURNAL_RESTORE_WINDOW_MS } from '#contract/constants';
import type {
  CreateJournalEntryBody,
  DeletedJournalEntry,
  JournalEntry,
  JournalEntrySummary,
  JournalListQuery,
  JournalOnThisDay,
  JournalPage,
  JournalTags,
  RecentlyDeletedEntries,
  UpdateJournalEntryBody,
} from '#contract/journal';
import { moodLevelOf } from '#contract/moods';
import type { LocalDate } from '#domain/local-day';
import { markdownExcerpt, markdownPlainText } from '#domain/markdown/plain-text';
import { onThisDayMonthDays, yearsBefore } from '#domain/on-this-day';
import { truncate } from '#domain/text';
import type { Database } from '#server/db/client';
import { AppError } from '#server/lib/app-error';
import { type ActivityLog, afterActivity } from '#server/modules/gamification/activity';
import { type DaySettings, todayFor } from '#server/modules/profile/profile.service';
import { getQuestion } from '#server/modules/questions/questions.service';
import { createJournalQueries, type EntryRow, type SummaryRow } from './journal.queries';
import { decodeCursor, encodeCursor } from './journal-cursor';

export type JournalUser = DaySettings & { id: string };

const EXCERPT_LENGTH = 200;
/** Entries whose plain text is worked out in one go by fillMissingBodyText. */
const BODY_TEXT_BATCH = 100;
const notFound = () => new AppError('NOT_FOUND', 'Journal entry not found');

const moodLevel = (score: number | null) => (score === null ? null : moodLevelOf(score));

function toEntry(row: EntryRow): JournalEntry {
  return {
    id: row.id,
    date: row.date,
    title: row.title,
    body: row.body,
    tags: row.tags,
    moodId: row.moodId,
    mood: moodLevel(row.moodScore),
    promptQuestionId: row.promptQuestionId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toSummary(row: SummaryRow): JournalEntrySummary {
  return {
    id: row.id,
    date: row.date,
    title: row.title,
    excerpt:
      row.bodyTextStart === null
        ? markdownExcerpt(row.bodyStart ?? '', EXCERPT_LENGTH)
        : truncate(row.bodyTextStart, EXCERPT_LENGTH),
    tags: row.tags,
    mood: moodLevel(row.moodScore),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** An entry found by its idempotency key; a deleted one is gone for the user. */
function liveEntry(row: EntryRow & { deletedAt: Date | null }): JournalEntry {
  if (row.deletedAt !== null) throw notFound();
  return toEntry(row);
}

/** A prompt must be a question the library still offers; anything else is the caller's mistake. */
async function assertPromptQuestion(db: Database, id: number | undefined): Promise<void> {
  if (id === undefined) return;
  try {
    await getQuestion(db, id);
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'NOT_FOUND') throw error;
    const message = 'That question is not in the library';
    throw new AppError('VALIDATION_FAILED', message, [{ path: 'promptQuestionId', message }]);
  }
}

/** An entry's date: not after today, not before JOURNAL_EARLIEST_DATE (remembered days are welcome). */
function assertEntryDate(date: LocalDate | undefined, user: JournalUser): void {
  if (date === undefined) return;
  const message =
    date > todayFor(user)
      ? 'An entry cannot be dated after today'
      : date < JOURNAL_EARLIEST_DATE
        ? `An entry cannot be dated before ${JOURNAL_EARLIEST_DATE.slice(0, 4)}`
        : null;
  if (message) throw new AppError('VALIDATION_FAILED', message, [{ path: 'date', message }]);
}

/**
 * Journal entries of one user. Another user's entry is "not found", never "forbidden". Deleting
 * keeps the entry restorable for JOURNAL_RESTORE_WINDOW_MS; a sweep removes it after that. A write
 * that changes the days written on (a new entry, a new date, a delete, a restore) brings the journal
 * streak and badges up to date (afterActivity); `log` hears when that follow-up fails.
 */
export function createJournalService(db: Database, log: ActivityLog) {
  const queries = createJournalQueries(db);
  const followUp = (user: JournalUser) => afterActivity(db, user, 'journal', { log });

  return {
    async list(user: JournalUser, query: JournalListQuery): Promise<JournalPage> {
      const cursor = query.cursor ? decodeCursor(query.cursor) : undefined;
      const rows = await queries.page(user.id, { ...query, cursor, limit: query.limit + 1 });
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        items: page.map(toSummary),
        nextCursor:
          rows.length > query.limit && last
            ? encodeCursor({ date: last.date, createdAt: last.createdAt, id: last.id })
            : null,
      };
    },

    async recent(userId: string, count: number): Promise<JournalEntrySummary[]> {
      return (await queries.page(userId, { limit: count })).map(toSummary);
    },

    /**
     * Creates an entry, once per idempotency key: a repeat with a key already used returns the entry
     * made with it (`created: false`); one since deleted is not found, and the device keeps its draft.
     */
    async create(
      user: JournalUser,
      body: CreateJournalEntryBody,
    ): Promise<{ entry: JournalEntry; created: boolean }> {
      const clientKey = body.idempotencyKey ?? null;
      if (clientKey !== null) {
        const existing = await queries.findByClientKey(user.id, clientKey);
        if (existing) return { entry: liveEntry(existing), created: false };
      }
      assertEntryDate(body.date, user);
      await assertPromptQuestion(db, body.promptQuestionId);
      const row = await queries.insert({
        userId: user.id,
        localDate: body.date ?? todayFor(user),
        // The day it was dated on: an entry dated more than a day back never joins an old run.
        datedOn: todayFor(user),
        title: body.title ?? null,
        body: body.body,
        bodyText: markdownPlainText(body.body),
        tags: body.tags,
        promptQuestionId: body.promptQuestionId ?? null,
        clientKey,
      });
      if (row) {
        await followUp(user);
        return { entry: toEntry(row), created: true };
      }
      // Two requests with one key at once: the other one inserted it.
      const raced = clientKey === null ? null : await queries.findByClientKey(user.id, clientKey);
      if (!raced) throw new Error('insert returned no row');
      return { entry: liveEntry(raced), created: false };
    },

    async get(userId: string, id: string): Promise<JournalEntry> {
      const row = await queries.findLive(userId, id);
      if (!row) throw notFound();
      return toEntry(row);
    },

    async update(user: JournalUser, id: string, body: UpdateJournalEntryBody): Promise<JournalEntry> {
      assertEntryDate(body.date, user);
      const current = await queries.findLive(user.id, id);
      if (!current) throw notFound();
      const redated = body.date !== undefined && body.date !== current.date;
      const title = body.title === undefined ? current.title : body.title;
      const text = body.body ?? current.body;
      if (!title?.trim() && !text.trim()) {
        const message = 'Write something before saving';
        throw new AppError('VALIDATION_FAILED', message, [{ path: 'body', message }]);
      }
      const row = await queries.update(user.id, id, {
        title: body.title,
        body: body.body,
        bodyText: body.body === undefined ? undefined : markdownPlainText(body.body),
        tags: body.tags,
        localDate: body.date,
        // A new date is dated today: moved to a day before yesterday, the entry no longer counts
        // for a streak (docs/decisions/036-finish-yesterday.md).
        datedOn: redated ? todayFor(user) : undefined,
      });
      if (!row) throw notFound();
      // Only a new date can change the days the journal streak counts.
      if (redated) await followUp(user);
      return toEntry(row);
    },

    async remove(user: JournalUser, id: string): Promise<DeletedJournalEntry> {
      const deleted = await queries.softDelete(user.id, id);
      if (!deleted) throw notFound();
      await followUp(user);
      return {
        id: deleted.id,
        deletedAt: deleted.deletedAt.toISOString(),
        restorableUntil: new Date(deleted.deletedAt.getTime() + JOURNAL_RESTORE_WINDOW_MS).toISOString(),
      };
    },

    async restore(user: JournalUser, id: string): Promise<JournalEntry> {
      const restored = await queries.restore(user.id, id);
      if (restored) {
        await followUp(user);
        return toEntry(restored);
      }
      // Restoring an entry that is not deleted changes nothing.
      const liveRow = await queries.findLive(user.id, id);
      if (!liveRow) throw notFound();
      return toEntry(liveRow);
    },

    async recentlyDeleted(userId: string): Promise<RecentlyDeletedEntries> {
      const rows = await queries.recentlyDeleted(userId);
      return {
        items: rows.map((row) => {
          const deletedAt = new Date(row.deletedAt);
          return {
            ...toSummary(row),
            deletedAt: deletedAt.toISOString(),
            restorableUntil: new Date(deletedAt.getTime() + JOURNAL_RESTORE_WINDOW_MS).toISOString(),
          };
        }),
      };
    },

    async tags(userId: string): Promise<JournalTags> {
      return { items: await queries.tagCounts(userId) };
    },

    async onThisDay(user: JournalUser): Promise<JournalOnThisDay> {
      const today = todayFor(user);
      const rows = await queries.onMonthDays(user.id, onThisDayMonthDays(today), today);
      return {
        date: today,
        items: rows.map((row) => ({ ...toSummary(row), yearsAgo: yearsBefore(row.date, today) })),
      };
    },

    purgeDeleted: () => queries.purgeDeleted(),

    /**
     * Works out the plain text of entries written before it was kept, a batch at a time, letting
     * requests in between; how many it filled in. Until then search and excerpts read the body.
     */
    async fillMissingBodyText(): Promise<number> {
      let filled = 0;
      for (;;) {
        const rows = await queries.pendingBodyText(BODY_TEXT_BATCH);
        if (rows.length === 0) return filled;
        await queries.setBodyTexts(
          rows.map((row) => ({ id: row.id, bodyText: markdownPlainText(row.body) })),
        );
        filled += rows.length;
        await yieldToRequests();
      }
    },
  };
}

export type JournalService = ReturnType<typeof createJournalService>;
