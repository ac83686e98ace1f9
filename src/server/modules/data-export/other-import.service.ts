import { and, eq, inArray } from 'drizzle-orm';
import type { OtherImportApp } from '#contract/constants';
import type { AccountImport } from '#contract/export';
import type { OtherImportReport } from '#contract/other-import';
import { type ImportedRecords, SKIP_REASONS } from '#domain/journal-import';
import type { Database } from '#server/db/client';
import { journalEntries, moods, users } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { uuidV5 } from './import-ids';
import { importJournal, importMoods } from './import-records';
import { withImportRun } from './import-run';
import { type OtherImportInput, readOtherImport } from './other-import-files';

/** Ids looked up per statement in a preview. */
const LOOKUP_CHUNK = 1000;

/**
 * Each record's id in this account: a UUID v5 of the user and the record's source id, the same on
 * every import of the same file, so importing it again finds what is already here.
 */
function rowsOf(userId: string, app: OtherImportApp, records: ImportedRecords) {
  const entries: AccountImport['journalEntries'] = records.entries.map((e) => ({
    id: uuidV5(userId, `${app}:entry:${e.sourceId}`),
    date: e.date,
    title: e.title,
    body: e.body,
    tags: e.tags,
    promptQuestionId: null,
    createdAt: e.createdAt,
    updatedAt: e.updatedAt,
    deletedAt: null,
  }));
  const moodRows: AccountImport['moods'] = records.moods.map((m) => ({
    id: uuidV5(userId, `${app}:mood:${m.sourceId}`),
    date: m.date,
    score: m.score,
    note: null,
    createdAt: m.createdAt,
    updatedAt: m.createdAt,
  }));
  return { entries, moods: moodRows };
}

/** How many of the entries and moods the account lacks: what an import would add. */
async function wouldAdd(db: Database, userId: string, rows: ReturnType<typeof rowsOf>) {
  let present = 0;
  for (let i = 0; i < rows.entries.length; i += LOOKUP_CHUNK) {
    const ids = rows.entries.slice(i, i + LOOKUP_CHUNK).map((e) => e.id);
    const found = await db
      .select({ id: journalEntries.id })
      .from(journalEntries)
      .where(and(eq(journalEntries.userId, userId), inArray(journalEntries.id, ids)));
    present += found.length;
  }
  const days = await db.select({ date: moods.localDate }).from(moods).where(eq(moods.userId, userId));
  const taken = new Set(days.map((d) => d.date));
  return {
    entries: rows.entries.length - present,
    moods: rows.moods.filter((m) => !taken.has(m.date)).length,
  };
}

function dateRange(rows: ReturnType<typeof rowsOf>) {
  const dates = [...rows.entries.map((e) => e.date), ...rows.moods.map((m) => m.date)].sort();
  return { firstDate: dates[0] ?? null, lastDate: dates.at(-1) ?? null };
}

export interface OtherImportOptions {
  preview: boolean;
  /** Aborted when the server stops: the import ends after the batch it is writing. */
  signal: AbortSignal;
}

/**
 * Reads another app's export and, unless previewing, adds what the account lacks: journal entries by
 * their source id, moods by day (a day that has a mood keeps it). Everything is read and checked
 * before the first write, in the app's own import's short batches, one import per account at a time.
 * Imported records are marked with their app: they count for reports and never for streaks,
 * freezes or badges, so nothing is recomputed or awarded (decision record 043).
 */
export async function importFromOtherApp(
  db: Database,
  userId: string,
  input: Omit<OtherImportInput, 'timeZone'>,
  { preview, signal }: OtherImportOptions,
): Promise<OtherImportReport> {
  const [user] = await db.select({ timezone: users.timezone }).from(users).where(eq(users.id, userId));
  if (!user) throw new AppError('UNAUTHENTICATED', 'You are not signed in');
  const records = await readOtherImport({ ...input, timeZone: user.timezone });
  const rows = rowsOf(userId, input.app, records);
  const added = preview
    ? await wouldAdd(db, userId, rows)
    : await withImportRun(db, userId, signal, async (run) => ({
        entries: (await importJournal(run, rows.entries, input.app)).added,
        moods: (await importMoods(run, rows.moods, input.app)).added,
      }));
  return {
    app: input.app,
    preview,
    ...dateRange(rows),
    entries: { found: rows.entries.length, added: added.entries },
    moods: { found: rows.moods.length, added: added.moods },
    skipped: records.skipped.map((s) => ({ ...s, message: SKIP_REASONS[s.reason] })),
    moodNames: records.moodNames,
  };
}
