import { createHash } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AccountImport, ImportReport } from '../../../contract/export';
import type { Database } from '../../db/client';
import {
  badges,
  challenges,
  customizations,
  journalEntries,
  moods,
  questions,
  reminderSettings,
  retroAnswers,
  retroRatings,
  retros,
  streaks,
  userBadges,
  userChallenges,
  users,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { now } from '../../lib/clock';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Rows per statement: well under PostgreSQL's 65,535 parameters for the widest table. */
const CHUNK = 500;

function chunks<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

const date = (value: string | null) => (value === null ? null : new Date(value));
const timeToMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The owner of each of these ids that some user already uses. */
async function owners(
  tx: Transaction,
  table: typeof journalEntries | typeof moods | typeof retros | typeof userChallenges,
  ids: string[],
) {
  const owner = new Map<string, string>();
  for (const part of chunks(ids)) {
    const rows = await tx
      .select({ id: table.id, userId: table.userId })
      .from(table)
      .where(inArray(table.id, part));
    for (const row of rows) owner.set(row.id, row.userId);
  }
  return owner;
}

/** RFC 9562 UUID version 5: the SHA-1 name-based UUID of `name` in the namespace `namespace`. */
export function uuidV5(namespace: string, name: string): string {
  const hash = createHash('sha1')
    .update(Buffer.from(namespace.replace(/-/g, ''), 'hex'))
    .update(name, 'utf8')
    .digest();
  hash[6] = ((hash[6] ?? 0) & 0x0f) | 0x50;
  hash[8] = ((hash[8] ?? 0) & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The id each record gets in this account: its own, unless another account already uses it; then
 * a UUID v5 of this user's id and the original id, the same on every import, so a file from an
 * account that still exists can be imported again without adding its records twice. `present`
 * tells which of them this account already has.
 */
async function resolveIds(
  tx: Transaction,
  table: typeof journalEntries | typeof moods | typeof retros | typeof userChallenges,
  userId: string,
  ids: string[],
) {
  const owner = await owners(tx, table, ids);
  const target = new Map<string, string>();
  for (const id of ids) {
    const used = owner.get(id);
    target.set(id, used === undefined || used === userId ? id : uuidV5(userId, id));
  }
  const replacements = [...target.values()].filter((id) => !owner.has(id));
  for (const [id, user] of await owners(tx, table, replacements)) owner.set(id, user);
  return {
    idFor: (id: string) => target.get(id) ?? id,
    present: (id: string) => owner.get(target.get(id) ?? id) === userId,
  };
}

/** Every question, badge and challenge the file names must exist here, or nothing is imported. */
async function assertKnownReferences(tx: Transaction, data: AccountImport) {
  const questionIds = new Set<number>();
  for (const retro of data.retros) {
    for (const id of retro.questionIds) questionIds.add(id);
    for (const answer of retro.answers) questionIds.add(answer.questionId);
  }
  for (const entry of data.journalEntries)
    if (entry.promptQuestionId !== null) questionIds.add(entry.promptQuestionId);
  const missing: string[] = [];
  const known = async <T extends string | number>(
    wanted: Set<T>,
    load: (ids: T[]) => Promise<{ id: T }[]>,
    label: string,
  ) => {
    if (wanted.size === 0) return;
    const found = new Set((await load([...wanted])).map((row) => row.id));
    for (const id of wanted) if (!found.has(id)) missing.push(`${label} ${id}`);
  };
  await known(
    questionIds,
    (ids) => tx.select({ id: questions.id }).from(questions).where(inArray(questions.id, ids)),
    'question',
  );
  await known(
    new Set(data.badges.map((b) => b.badgeId)),
    (ids) => tx.select({ id: badges.id }).from(badges).where(inArray(badges.id, ids)),
    'badge',
  );
  await known(
    new Set(data.challenges.map((c) => c.challengeId)),
    (ids) => tx.select({ id: challenges.id }).from(challenges).where(inArray(challenges.id, ids)),
    'challenge',
  );
  if (missing.length > 0) {
    throw new AppError(
      'BAD_REQUEST',
      `The file refers to what this server does not have: ${missing.slice(0, 5).join(', ')}`,
    );
  }
}

/**
 * Adds what the file holds and the account lacks, in one transaction: journal entries and
 * challenges by id, moods and retros by date (one a day), badges and streaks by kind, customization
 * and reminders only when the account has none; feedback never. A second import of the same file
 * adds nothing, also when the account it came from still exists.
 */
export function importAccount(db: Database, userId: string, data: AccountImport): Promise<ImportReport> {
  return db.transaction(async (tx) => {
    await assertKnownReferences(tx, data);
    return {
      journalEntries: await importJournal(tx, userId, data.journalEntries),
      moods: await importMoods(tx, userId, data.moods),
      retros: await importRetros(tx, userId, data.retros),
      badges: await importBadges(tx, userId, data.badges),
      challenges: await importChallenges(tx, userId, data.challenges),
      streaks: await importStreaks(tx, userId, data.streaks),
      customization: await importCustomization(tx, userId, data.customization),
      reminders: await importReminders(tx, userId, data.reminders),
      profile: await importProfileSettings(tx, userId, data.profile),
      // Feedback was sent to the team once; importing it would send it again (docs/export-format.md).
      feedback: { added: 0, skipped: data.feedback?.length ?? 0 },
    };
  });
}

async function importJournal(tx: Transaction, userId: string, entries: AccountImport['journalEntries']) {
  const ids = await resolveIds(
    tx,
    journalEntries,
    userId,
    entries.map((e) => e.id),
  );
  const fresh = entries.filter((e) => !ids.present(e.id));
  const unique = [...new Map(fresh.map((e) => [ids.idFor(e.id), e])).values()];
  for (const part of chunks(unique)) {
    await tx.insert(journalEntries).values(
      part.map((e) => ({
        id: ids.idFor(e.id),
        userId,
        localDate: e.date,
        title: e.title,
        body: e.body,
        tags: e.tags,
        promptQuestionId: e.promptQuestionId,
        createdAt: new Date(e.createdAt),
        updatedAt: new Date(e.updatedAt),
        deletedAt: date(e.deletedAt),
      })),
    );
  }
  return { added: unique.length, skipped: entries.length - unique.length };
}

async function existingDates(tx: Transaction, table: typeof moods, userId: string) {
  const rows = await tx.select({ date: table.localDate }).from(table).where(eq(table.userId, userId));
  return new Set(rows.map((r) => r.date));
}

async function importMoods(tx: Transaction, userId: string, items: AccountImport['moods']) {
  const dates = await existingDates(tx, moods, userId);
  const ids = await resolveIds(
    tx,
    moods,
    userId,
    items.map((m) => m.id),
  );
  const fresh = items.filter((m) => !ids.present(m.id) && !dates.has(m.date) && dates.add(m.date));
  for (const part of chunks(fresh)) {
    await tx.insert(moods).values(
      part.map((m) => ({
        id: ids.idFor(m.id),
        userId,
        localDate: m.date,
        score: m.score,
        note: m.note,
        createdAt: new Date(m.createdAt),
        updatedAt: new Date(m.updatedAt),
      })),
    );
  }
  return { added: fresh.length, skipped: items.length - fresh.length };
}

/**
 * The account's retros that hold something. Opening the app makes today's retro, empty, before
 * anything is imported: an empty one gives way to the file's retro of that day.
 */
async function retroDatesWithContent(tx: Transaction, userId: string, importedDates: Set<string>) {
  const rows = await tx
    .select({
      id: retros.id,
      date: retros.localDate,
      empty: sql<boolean>`${retros.completedAt} is null
        and not exists (select 1 from ${retroAnswers} where ${retroAnswers.retroId} = ${retros.id})
        and not exists (select 1 from ${retroRatings} where ${retroRatings.retroId} = ${retros.id})`,
    })
    .from(retros)
    .where(eq(retros.userId, userId));
  const giveWay = rows.filter((r) => r.empty && importedDates.has(r.date)).map((r) => r.id);
  if (giveWay.length > 0) await tx.delete(retros).where(inArray(retros.id, giveWay));
  return new Set(rows.filter((r) => !giveWay.includes(r.id)).map((r) => r.date));
}

async function importRetros(tx: Transaction, userId: string, items: AccountImport['retros']) {
  const dates = await retroDatesWithContent(tx, userId, new Set(items.map((r) => r.date)));
  const ids = await resolveIds(
    tx,
    retros,
    userId,
    items.map((r) => r.id),
  );
  const fresh = items.filter((r) => !ids.present(r.id) && !dates.has(r.date) && dates.add(r.date));
  const at = now();
  for (const part of chunks(fresh)) {
    const rows = part.map((r) => ({ ...r, id: ids.idFor(r.id) }));
    await tx.insert(retros).values(
      rows.map((r) => ({
        id: r.id,
        userId,
        localDate: r.date,
        questionIds: r.questionIds,
        startedAt: date(r.startedAt),
        completedAt: date(r.completedAt),
        createdAt: at,
        updatedAt: at,
      })),
    );
    const answers = rows.flatMap((r) =>
      r.answers.map((a) => ({ retroId: r.id, questionId: a.questionId, text: a.text })),
    );
    const ratings = rows.flatMap((r) =>
      r.ratings.map((x) => ({ retroId: r.id, area: x.area, rating: x.rating })),
    );
    for (const answerPart of chunks(answers))
      await tx.insert(retroAnswers).values(answerPart).onConflictDoNothing();
    for (const ratingPart of chunks(ratings))
      await tx.insert(retroRatings).values(ratingPart).onConflictDoNothing();
  }
  return { added: fresh.length, skipped: items.length - fresh.length };
}

async function importBadges(tx: Transaction, userId: string, items: AccountImport['badges']) {
  let added = 0;
  for (const part of chunks(items)) {
    const inserted = await tx
      .insert(userBadges)
      .values(
        part.map((b) => ({
          userId,
          badgeId: b.badgeId,
          awardedAt: new Date(b.awardedAt),
          awardedDate: b.awardedDate,
          // Already celebrated where it was earned: no "new badge" toast after an import.
          notifiedAt: new Date(b.awardedAt),
        })),
      )
      .onConflictDoNothing()
      .returning({ badgeId: userBadges.badgeId });
    added += inserted.length;
  }
  return { added, skipped: items.length - added };
}

async function importChallenges(tx: Transaction, userId: string, items: AccountImport['challenges']) {
  const ids = await resolveIds(
    tx,
    userChallenges,
    userId,
    items.map((c) => c.id),
  );
  const open = await tx
    .select({ challengeId: userChallenges.challengeId })
    .from(userChallenges)
    .where(and(eq(userChallenges.userId, userId), isNull(userChallenges.completedAt)));
  const openIds = new Set(open.map((c) => c.challengeId));
  const seen = new Set<string>();
  const fresh = items.filter((c) => {
    const id = ids.idFor(c.id);
    if (ids.present(c.id) || seen.has(id)) return false;
    seen.add(id);
    if (c.completedAt !== null) return true;
    // One open run of a challenge at a time: an open one the account already has wins.
    if (openIds.has(c.challengeId)) return false;
    openIds.add(c.challengeId);
    return true;
  });
  for (const part of chunks(fresh)) {
    await tx.insert(userChallenges).values(
      part.map((c) => ({
        id: ids.idFor(c.id),
        userId,
        challengeId: c.challengeId,
        assignedAt: new Date(c.assignedAt),
        startDate: c.startDate,
        completedAt: date(c.completedAt),
        completedDate: c.completedDate,
        notes: c.notes,
        checkedDays: [...new Set(c.checkedDays)].sort(),
      })),
    );
  }
  return { added: fresh.length, skipped: items.length - fresh.length };
}

/** A streak is taken from the file only where the account has none yet (or one never started). */
async function importStreaks(tx: Transaction, userId: string, items: AccountImport['streaks']) {
  let added = 0;
  for (const s of items) {
    const values = {
      currentLength: s.currentLength,
      longestLength: s.longestLength,
      lastActiveDate: s.lastActiveDate,
      runStartDate: s.runStartDate,
      freezesAvailable: s.freezesAvailable,
      frozenDates: s.frozenDates,
      computedFor: null,
      updatedAt: now(),
    };
    const written = await tx
      .insert(streaks)
      .values({ userId, streakId: s.streakId, ...values })
      .onConflictDoUpdate({
        target: [streaks.userId, streaks.streakId],
        set: values,
        setWhere: sql`${streaks.longestLength} = 0 and ${streaks.lastActiveDate} is null`,
      })
      .returning({ streakId: streaks.streakId });
    added += written.length;
  }
  return { added, skipped: items.length - added };
}

async function importCustomization(tx: Transaction, userId: string, item: AccountImport['customization']) {
  if (!item) return { added: 0, skipped: 0 };
  const written = await tx
    .insert(customizations)
    .values({ userId, ...item, updatedAt: now() })
    .onConflictDoNothing()
    .returning({ userId: customizations.userId });
  return { added: written.length, skipped: 1 - written.length };
}

async function importReminders(tx: Transaction, userId: string, item: AccountImport['reminders']) {
  if (!item) return { added: 0, skipped: 0 };
  const written = await tx
    .insert(reminderSettings)
    .values({
      userId,
      enabled: item.enabled,
      minutes: timeToMinutes(item.time),
      days: item.days,
      savedTimezone: item.timezone,
      updatedAt: now(),
    })
    .onConflictDoNothing()
    .returning({ userId: reminderSettings.userId });
  return { added: written.length, skipped: 1 - written.length };
}

/** The day settings come along, so dates and streaks mean what they meant where the file came from. */
async function importProfileSettings(tx: Transaction, userId: string, profile: AccountImport['profile']) {
  const changed = await tx
    .update(users)
    .set({
      timezone: profile.timezone,
      dayStartHour: profile.dayStartHour,
      weekStart: profile.weekStart,
      updatedAt: now(),
    })
    .where(
      and(
        eq(users.id, userId),
        sql`(${users.timezone}, ${users.dayStartHour}, ${users.weekStart}) is distinct from (${profile.timezone}, ${profile.dayStartHour}::smallint, ${profile.weekStart})`,
      ),
    )
    .returning({ id: users.id });
  return { added: changed.length, skipped: 1 - changed.length };
}
