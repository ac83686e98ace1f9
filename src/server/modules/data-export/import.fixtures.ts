import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { journalEntries, moods } from '#server/db/schema';
import { TEST_NOW } from '#server/test/pinned-clock';
import type { TestClient } from '#server/test/test-app';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The local date `days` days before the pinned test day (UTC). */
export const daysBefore = (days: number) =>
  new Date(TEST_NOW.getTime() - days * DAY_MS).toISOString().slice(0, 10);

export interface ExportShape {
  /** Moods on this many days, one a day, ending `lastDaysAgo` days before today. */
  moods?: number;
  /** Journal entries, one a day over the same days. */
  entries?: number;
  lastDaysAgo?: number;
}

/**
 * An export file as GET /api/export writes it, for an account in UTC that logged a mood (and
 * wrote an entry) every day; ids are new on every call.
 */
export function exportFile({ moods: moodCount = 0, entries = 0, lastDaysAgo = 0 }: ExportShape) {
  const day = (i: number) => daysBefore(lastDaysAgo + i);
  const at = (date: string) => `${date}T20:00:00.000Z`;
  return {
    format: 'daily-retro-export',
    version: 1,
    exportedAt: TEST_NOW.toISOString(),
    profile: {
      username: 'elsewhere',
      email: null,
      timezone: 'UTC',
      dayStartHour: 0,
      weekStart: 'monday',
      createdAt: '2020-01-01T00:00:00.000Z',
    },
    customization: null,
    reminders: null,
    journalEntries: Array.from({ length: entries }, (_, i) => ({
      id: randomUUID(),
      date: day(i),
      title: `Day ${i}`,
      body: 'Walked by the river and thought about the week ahead.',
      tags: ['walk'],
      promptQuestionId: null,
      createdAt: at(day(i)),
      updatedAt: at(day(i)),
      deletedAt: null,
    })),
    moods: Array.from({ length: moodCount }, (_, i) => ({
      id: randomUUID(),
      date: day(i),
      score: 1 + (i % 5),
      note: null,
      createdAt: at(day(i)),
      updatedAt: at(day(i)),
    })),
    retros: [] as unknown[],
    streaks: [] as unknown[],
    badges: [] as unknown[],
    challenges: [] as unknown[],
    feedback: [] as unknown[],
  };
}

export const importFile = (client: TestClient, payload: unknown) =>
  client.request({ method: 'POST', url: '/api/import', payload: payload as object });

/** How many moods and journal entries the user has, read straight from the database. */
export async function recordCounts(db: Database, userId: string) {
  const [moodRows] = await db.select({ n: count() }).from(moods).where(eq(moods.userId, userId));
  const [entryRows] = await db
    .select({ n: count() })
    .from(journalEntries)
    .where(eq(journalEntries.userId, userId));
  return { moods: moodRows?.n ?? 0, entries: entryRows?.n ?? 0 };
}
