import { and, asc, desc, eq, gte, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { ActivityIcon } from '#contract/constants';
import type { LocalDate } from '#domain/local-day';
import type { Database } from '#server/db/client';
import { activities, activityTicks, moods, retroRatings, retros } from '#server/db/schema';

export interface ActivityRecord {
  id: string;
  name: string;
  icon: ActivityIcon;
  position: number;
  archivedAt: Date | null;
}

const activityFields = {
  id: activities.id,
  name: activities.name,
  icon: activities.icon,
  position: activities.position,
  archivedAt: activities.archivedAt,
};

export interface DateRange {
  from?: LocalDate;
  to?: LocalDate;
}

function rangeConditions(column: typeof activityTicks.localDate | typeof moods.localDate, range: DateRange) {
  const conditions: SQL[] = [];
  if (range.from) conditions.push(gte(column, range.from));
  if (range.to) conditions.push(lte(column, range.to));
  return conditions;
}

/** Activities and their ticks of one user: every read is by user_id. */
export function createActivityQueries(db: Database) {
  return {
    async list(userId: string): Promise<ActivityRecord[]> {
      return db
        .select(activityFields)
        .from(activities)
        .where(eq(activities.userId, userId))
        .orderBy(
          sql`${activities.archivedAt} is not null`,
          asc(activities.position),
          asc(activities.createdAt),
        );
    },

    async find(userId: string, id: string): Promise<ActivityRecord | null> {
      const [row] = await db
        .select(activityFields)
        .from(activities)
        .where(and(eq(activities.userId, userId), eq(activities.id, id)));
      return row ?? null;
    },

    /** Adds the given activities after the last one; an existing name (any case) is skipped. */
    async insert(
      userId: string,
      items: readonly { name: string; icon: ActivityIcon }[],
      firstPosition: number,
    ) {
      if (items.length === 0) return [];
      return db
        .insert(activities)
        .values(
          items.map((item, i) => ({ userId, name: item.name, icon: item.icon, position: firstPosition + i })),
        )
        .onConflictDoNothing()
        .returning(activityFields);
    },

    async update(
      userId: string,
      id: string,
      set: { name?: string; icon?: ActivityIcon; archivedAt?: Date | null; position?: number },
    ): Promise<ActivityRecord | null> {
      const [row] = await db
        .update(activities)
        .set(set)
        .where(and(eq(activities.userId, userId), eq(activities.id, id)))
        .returning(activityFields);
      return row ?? null;
    },

    async setPositions(userId: string, ids: readonly string[]): Promise<void> {
      await db.transaction(async (tx) => {
        for (const [position, id] of ids.entries()) {
          await tx
            .update(activities)
            .set({ position })
            .where(and(eq(activities.userId, userId), eq(activities.id, id), isNull(activities.archivedAt)));
        }
      });
    },

    /** Replaces the set ticked on one day. */
    async setDay(userId: string, date: LocalDate, activityIds: readonly string[]): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .delete(activityTicks)
          .where(and(eq(activityTicks.userId, userId), eq(activityTicks.localDate, date)));
        if (activityIds.length > 0) {
          await tx
            .insert(activityTicks)
            .values(activityIds.map((activityId) => ({ userId, localDate: date, activityId })))
            .onConflictDoNothing();
        }
      });
    },

    /** Adds ticks (an import): days already ticked keep what they hold. */
    async addTicks(
      userId: string,
      ticks: readonly { date: LocalDate; activityId: string }[],
    ): Promise<number> {
      if (ticks.length === 0) return 0;
      const added = await db
        .insert(activityTicks)
        .values(ticks.map((t) => ({ userId, localDate: t.date, activityId: t.activityId })))
        .onConflictDoNothing()
        .returning({ date: activityTicks.localDate });
      return added.length;
    },

    /** Ticked days, newest first, each with its activity ids in the list's order. */
    async days(userId: string, range: DateRange & { limit?: number }) {
      const rows = await db
        .select({ date: activityTicks.localDate, activityId: activityTicks.activityId })
        .from(activityTicks)
        .innerJoin(activities, eq(activities.id, activityTicks.activityId))
        .where(and(eq(activityTicks.userId, userId), ...rangeConditions(activityTicks.localDate, range)))
        .orderBy(desc(activityTicks.localDate), asc(activities.position));
      const days = new Map<LocalDate, string[]>();
      for (const row of rows) {
        const ids = days.get(row.date) ?? [];
        if (ids.length === 0) {
          if (range.limit !== undefined && days.size >= range.limit) break;
          days.set(row.date, ids);
        }
        ids.push(row.activityId);
      }
      return [...days].map(([date, activityIds]) => ({ date, activityIds }));
    },

    async idsOwned(userId: string, ids: readonly string[]): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: activities.id })
        .from(activities)
        .where(and(eq(activities.userId, userId), inArray(activities.id, [...ids])));
      return rows.map((row) => row.id);
    },

    async moods(userId: string, range: DateRange) {
      return db
        .select({ date: moods.localDate, score: moods.score })
        .from(moods)
        .where(and(eq(moods.userId, userId), ...rangeConditions(moods.localDate, range)));
    },

    async ratings(userId: string, range: DateRange) {
      const conditions: SQL[] = [eq(retros.userId, userId)];
      if (range.from) conditions.push(gte(retros.localDate, range.from));
      if (range.to) conditions.push(lte(retros.localDate, range.to));
      return db
        .select({ date: retros.localDate, area: retroRatings.area, rating: retroRatings.rating })
        .from(retroRatings)
        .innerJoin(retros, eq(retros.id, retroRatings.retroId))
        .where(and(...conditions));
    },

    async firstTick(userId: string): Promise<LocalDate | null> {
      const [row] = await db
        .select({ date: sql<LocalDate | null>`min(${activityTicks.localDate})` })
        .from(activityTicks)
        .where(eq(activityTicks.userId, userId));
      return row?.date ?? null;
    },
  };
}
