import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { OtherImportApp } from '#contract/constants';
import type { AccountImport } from '#contract/export';
import { challengeEndDate } from '#domain/challenge-days';
import { markdownPlainText } from '#domain/markdown/plain-text';
import { journalEntries, moods, retroAnswers, retroRatings, retros, userChallenges } from '#server/db/schema';
import { now } from '#server/lib/clock';
import { resolveIds } from './import-ids';
import { type ImportRun, loopBusy, type Transaction } from './import-run';

/**
 * Records per batch (one short transaction each), so that a batch takes some 20 to 30 ms on the
 * embedded database, where every other request's query waits for it: a journal entry costs most
 * (its search document, two GIN indexes and the admin's daily totals), a mood least. Twice these
 * sizes gave other users' requests a worse p99 during `npm run bench:import` for no faster import.
 */
export const IMPORT_BATCH_SIZE = { journal: 25, moods: 125, retros: 25, challenges: 50 } as const;

export interface Tally {
  added: number;
  skipped: number;
}

const date = (value: string | null) => (value === null ? null : new Date(value));

/**
 * Writes `items` batch by batch; `write` returns how many of its batch it added. `prepare` works out
 * what a batch needs before its transaction opens (on the embedded database every other query waits
 * for an open one).
 */
async function inBatches<T, P = T>(
  run: ImportRun,
  items: T[],
  size: number,
  write: (tx: Transaction, part: P[]) => Promise<number>,
  prepare: (item: T) => P = (item) => item as unknown as P,
): Promise<Tally> {
  let added = 0;
  let busyMs = 0;
  for (let i = 0; i < items.length; i += size) {
    await run.checkpoint(busyMs);
    const busy = loopBusy();
    const part = items.slice(i, i + size).map(prepare);
    added += await run.batch((tx) => write(tx, part));
    busyMs = busy();
  }
  return { added, skipped: items.length - added };
}

/**
 * Journal entries by id: one the account has (under its own id or its replacement) is skipped.
 * `importedFrom` names another app the entries come from: they never count for streaks or badges.
 */
export function importJournal(
  run: ImportRun,
  entries: AccountImport['journalEntries'],
  importedFrom: OtherImportApp | null = null,
): Promise<Tally> {
  const { userId } = run;
  const withText = (entry: (typeof entries)[number]) => ({
    ...entry,
    bodyText: markdownPlainText(entry.body),
  });
  return inBatches(
    run,
    entries,
    IMPORT_BATCH_SIZE.journal,
    async (tx, part: ReturnType<typeof withText>[]) => {
      const ids = await resolveIds(
        tx,
        journalEntries,
        userId,
        part.map((e) => e.id),
      );
      const fresh = part.filter((e) => !ids.present(e.id));
      if (fresh.length === 0) return 0;
      const rows = await tx
        .insert(journalEntries)
        .values(
          fresh.map((e) => ({
            id: ids.idFor(e.id),
            userId,
            localDate: e.date,
            title: e.title,
            body: e.body,
            bodyText: e.bodyText,
            tags: e.tags,
            promptQuestionId: e.promptQuestionId,
            createdAt: new Date(e.createdAt),
            updatedAt: new Date(e.updatedAt),
            deletedAt: date(e.deletedAt),
            importedFrom,
          })),
        )
        // A repeated id in the file, or one another account's import took a moment ago: not twice.
        .onConflictDoNothing()
        .returning({ id: journalEntries.id });
      return rows.length;
    },
    withText,
  );
}

/** Moods by id and by date: a day that has a mood keeps it. `importedFrom` as for journal entries. */
export async function importMoods(
  run: ImportRun,
  items: AccountImport['moods'],
  importedFrom: OtherImportApp | null = null,
): Promise<Tally> {
  const { userId } = run;
  const rows = await run.db.select({ date: moods.localDate }).from(moods).where(eq(moods.userId, userId));
  const dates = new Set(rows.map((r) => r.date));
  return inBatches(run, items, IMPORT_BATCH_SIZE.moods, async (tx, part) => {
    const ids = await resolveIds(
      tx,
      moods,
      userId,
      part.map((m) => m.id),
    );
    const fresh = part.filter((m) => !ids.present(m.id) && !dates.has(m.date) && dates.add(m.date));
    if (fresh.length === 0) return 0;
    const inserted = await tx
      .insert(moods)
      .values(
        fresh.map((m) => ({
          id: ids.idFor(m.id),
          userId,
          localDate: m.date,
          score: m.score,
          note: m.note,
          createdAt: new Date(m.createdAt),
          updatedAt: new Date(m.updatedAt),
          importedFrom,
        })),
      )
      // A mood the user logged for today while the import ran wins over the file's.
      .onConflictDoNothing()
      .returning({ id: moods.id });
    return inserted.length;
  });
}

/** A retro only opened (the app makes today's on the first visit): the file's retro of that day replaces it. */
const emptyRetro = sql`${retros.completedAt} is null
  and not exists (select 1 from ${retroAnswers} where ${retroAnswers.retroId} = ${retros.id})
  and not exists (select 1 from ${retroRatings} where ${retroRatings.retroId} = ${retros.id})`;

/** Retros by id and by date, with their answers and ratings in the same batch: a day with a retro keeps it. */
export async function importRetros(run: ImportRun, items: AccountImport['retros']): Promise<Tally> {
  const { userId } = run;
  const kept = await run.db
    .select({ date: retros.localDate })
    .from(retros)
    .where(and(eq(retros.userId, userId), sql`not (${emptyRetro})`));
  const dates = new Set(kept.map((r) => r.date));
  const at = now();
  return inBatches(run, items, IMPORT_BATCH_SIZE.retros, async (tx, part) => {
    const ids = await resolveIds(
      tx,
      retros,
      userId,
      part.map((r) => r.id),
    );
    const fresh = part.filter((r) => !ids.present(r.id) && !dates.has(r.date) && dates.add(r.date));
    if (fresh.length === 0) return 0;
    await tx.delete(retros).where(
      and(
        eq(retros.userId, userId),
        inArray(
          retros.localDate,
          fresh.map((r) => r.date),
        ),
        emptyRetro,
      ),
    );
    const inserted = await tx
      .insert(retros)
      .values(
        fresh.map((r) => ({
          id: ids.idFor(r.id),
          userId,
          localDate: r.date,
          questionIds: r.questionIds,
          startedAt: date(r.startedAt),
          completedAt: date(r.completedAt),
          createdAt: at,
          updatedAt: at,
          importedAt: at,
        })),
      )
      // A retro the user started today while the import ran wins over the file's.
      .onConflictDoNothing()
      .returning({ id: retros.id });
    const written = new Set(inserted.map((r) => r.id));
    const mine = fresh.map((r) => ({ ...r, id: ids.idFor(r.id) })).filter((r) => written.has(r.id));
    const answers = mine.flatMap((r) =>
      r.answers.map((a) => ({ retroId: r.id, questionId: a.questionId, text: a.text })),
    );
    const ratings = mine.flatMap((r) =>
      r.ratings.map((x) => ({ retroId: r.id, area: x.area, rating: x.rating })),
    );
    if (answers.length > 0) await tx.insert(retroAnswers).values(answers).onConflictDoNothing();
    if (ratings.length > 0) await tx.insert(retroRatings).values(ratings).onConflictDoNothing();
    return inserted.length;
  });
}

/**
 * A challenge's completion is kept only where this app's own rule allows it: completed on or after
 * its last day (challenge-days.ts). One that breaks the rule comes in as still open, for the user to
 * complete, so an edited file cannot count a completion (or the badges counting them) early.
 */
function keptCompletion(challenge: AccountImport['challenges'][number], durationDays: number | undefined) {
  const { completedAt, completedDate, startDate } = challenge;
  if (completedAt === null || completedDate === null || durationDays === undefined) return null;
  if (completedDate < challengeEndDate(startDate, durationDays)) return null;
  return { completedAt: new Date(completedAt), completedDate };
}

/** Challenges by id, with their notes and ticked days; one open run of a challenge at a time. */
export async function importChallenges(
  run: ImportRun,
  items: AccountImport['challenges'],
  durations: ReadonlyMap<string, number>,
): Promise<Tally> {
  const { userId } = run;
  const open = await run.db
    .select({ challengeId: userChallenges.challengeId })
    .from(userChallenges)
    .where(and(eq(userChallenges.userId, userId), isNull(userChallenges.completedAt)));
  const openIds = new Set(open.map((c) => c.challengeId));
  return inBatches(run, items, IMPORT_BATCH_SIZE.challenges, async (tx, part) => {
    const ids = await resolveIds(
      tx,
      userChallenges,
      userId,
      part.map((c) => c.id),
    );
    const fresh = part.flatMap((c) => {
      if (ids.present(c.id)) return [];
      const completion = keptCompletion(c, durations.get(c.challengeId));
      if (completion === null) {
        // An open one the account already has wins.
        if (openIds.has(c.challengeId)) return [];
        openIds.add(c.challengeId);
      }
      return [{ ...c, completion }];
    });
    if (fresh.length === 0) return 0;
    const inserted = await tx
      .insert(userChallenges)
      .values(
        fresh.map((c) => ({
          id: ids.idFor(c.id),
          userId,
          challengeId: c.challengeId,
          assignedAt: new Date(c.assignedAt),
          startDate: c.startDate,
          completedAt: c.completion?.completedAt ?? null,
          completedDate: c.completion?.completedDate ?? null,
          notes: c.notes,
          checkedDays: [...new Set(c.checkedDays)].sort(),
        })),
      )
      // A repeated id, or an open run the user took on while the import ran: not twice.
      .onConflictDoNothing()
      .returning({ id: userChallenges.id });
    return inserted.length;
  });
}
