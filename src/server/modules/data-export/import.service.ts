import { eq, inArray } from 'drizzle-orm';
import type { AccountImport, ImportReport } from '#contract/export';
import type { Database } from '#server/db/client';
import { challenges, questions, users } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { createActivityService } from '#server/modules/activities/activities.service';
import { importChallenges, importJournal, importMoods, importRetros } from './import-records';
import { recomputeRewards } from './import-rewards';
import { withImportRun } from './import-run';
import { importSettings } from './import-settings';

/**
 * Every question and challenge the file names must exist here, or nothing is imported; returns each
 * challenge's length in days. Badges are not checked: the file's badges are never imported.
 */
async function assertKnownReferences(db: Database, data: AccountImport) {
  const questionIds = new Set<number>();
  for (const retro of data.retros) {
    for (const id of retro.questionIds) questionIds.add(id);
    for (const answer of retro.answers) questionIds.add(answer.questionId);
  }
  for (const entry of data.journalEntries)
    if (entry.promptQuestionId !== null) questionIds.add(entry.promptQuestionId);
  const challengeIds = new Set(data.challenges.map((c) => c.challengeId));
  const missing: string[] = [];
  const foundQuestions =
    questionIds.size === 0
      ? []
      : await db
          .select({ id: questions.id })
          .from(questions)
          .where(inArray(questions.id, [...questionIds]));
  const known = new Set(foundQuestions.map((q) => q.id));
  for (const id of questionIds) if (!known.has(id)) missing.push(`question ${id}`);
  const foundChallenges =
    challengeIds.size === 0
      ? []
      : await db
          .select({ id: challenges.id, durationDays: challenges.durationDays })
          .from(challenges)
          .where(inArray(challenges.id, [...challengeIds]));
  const durations = new Map(foundChallenges.map((c) => [c.id, c.durationDays]));
  for (const id of challengeIds) if (!durations.has(id)) missing.push(`challenge ${id}`);
  if (missing.length > 0) {
    throw new AppError(
      'BAD_REQUEST',
      `The file refers to what this server does not have: ${missing.slice(0, 5).join(', ')}`,
    );
  }
  return durations;
}

export interface ImportOptions {
  /** Aborted when the server stops: the import ends after the batch it is writing. */
  signal: AbortSignal;
}

/**
 * Adds what the file holds and the account lacks: journal entries and challenges by id, moods and
 * retros by date (one a day), customization and reminders only when the account has none; feedback
 * never; streaks and badges never (they are recomputed from the records by the normal rules).
 *
 * Everything is checked before the first write, so a file with anything wrong writes nothing. Then
 * the records are written in batches, each its own short transaction, with the event loop free in
 * between, so other people's requests run while a large file imports (on the embedded database a
 * transaction holds its only connection). One import per user at a time (import-run.ts). A second
 * import of the same file adds nothing, also when the account it came from still exists, and also
 * after an import stopped part way (a restart): it adds what the first did not.
 */
export async function importAccount(
  db: Database,
  userId: string,
  data: AccountImport,
  { signal }: ImportOptions,
): Promise<ImportReport> {
  const durations = await assertKnownReferences(db, data);
  return withImportRun(db, userId, signal, async (run) => {
    const journal = await importJournal(run, data.journalEntries);
    const moods = await importMoods(run, data.moods);
    const retros = await importRetros(run, data.retros);
    const challengeTally = await importChallenges(run, data.challenges, durations);
    await run.checkpoint();
    // Ticks earn nothing: no streak or badge follows them (decision record 046).
    const activities = data.activities
      ? await createActivityService(db).importAll(userId, data.activities)
      : { added: 0, skipped: 0 };
    await run.checkpoint();
    const settings = await run.batch((tx) => importSettings(tx, userId, data));
    await run.checkpoint();
    // Read after the settings: streak views and badge dates use the day settings just imported.
    const [user] = await db
      .select({ id: users.id, timezone: users.timezone, dayStartHour: users.dayStartHour })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) throw new AppError('UNAUTHENTICATED', 'You are not signed in');
    const rewards = await recomputeRewards(db, user, data, (ms) => run.checkpoint(ms));
    return {
      journalEntries: journal,
      moods,
      retros,
      badges: rewards.badges,
      challenges: challengeTally,
      streaks: rewards.streaks,
      ...settings,
      // Feedback was sent to the team once; importing it would send it again (docs/export-format.md).
      feedback: { added: 0, skipped: data.feedback?.length ?? 0 },
      activities,
    };
  });
}
