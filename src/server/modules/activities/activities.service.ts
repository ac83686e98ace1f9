import type {
  Activity,
  ActivityDay,
  ActivityDayList,
  ActivityList,
  GoodDaysReport,
} from '#contract/activities';
import {
  ACTIVITIES_ACTIVE_MAX,
  ACTIVITIES_TOTAL_MAX,
  type ActivityIcon,
  DEFAULT_ACTIVITIES,
  LIFE_AREAS,
  type LifeArea,
} from '#contract/constants';
import type { ExportActivities } from '#contract/export';
import { retroDayAccess } from '#domain/late-days';
import { type LocalDate, localDay } from '#domain/local-day';
import {
  GOOD_DAYS_MIN_DAYS,
  type GoodDaysDay,
  goodDaysComparison,
  goodDaysSentence,
} from '#domain/reports/good-days';
import { periodRange } from '#domain/reports/periods';
import type { Database } from '#server/db/client';
import { AppError } from '#server/lib/app-error';
import { now as clockNow } from '#server/lib/clock';
import { type CalendarSettings, todayFor } from '#server/modules/profile/profile.service';
import { type ActivityRecord, createActivityQueries } from './activities.queries';

export type ActivityUser = CalendarSettings & { id: string; createdAt: Date };

function toActivity(record: ActivityRecord): Activity {
  return {
    id: record.id,
    name: record.name,
    icon: record.icon,
    position: record.position,
    archived: record.archivedAt !== null,
  };
}

function sameName(a: string, b: string): boolean {
  return a.toLocaleLowerCase('en') === b.toLocaleLowerCase('en');
}

function refuse(path: string, message: string): never {
  throw new AppError('VALIDATION_FAILED', message, [{ path, message }]);
}

/**
 * Activities (decision record 046): each person's short list, created with the defaults the first
 * time it is read, and the ones ticked on each local day. Ticks earn no streaks and no badges.
 */
export function createActivityService(db: Database) {
  const queries = createActivityQueries(db);

  async function listRecords(userId: string): Promise<ActivityRecord[]> {
    const records = await queries.list(userId);
    if (records.length > 0) return records;
    await queries.insert(userId, DEFAULT_ACTIVITIES, 0);
    return queries.list(userId);
  }

  async function owned(userId: string, id: string): Promise<ActivityRecord> {
    const record = await queries.find(userId, id);
    if (!record) throw new AppError('NOT_FOUND', 'Activity not found');
    return record;
  }

  return {
    async list(userId: string): Promise<ActivityList> {
      return { activities: (await listRecords(userId)).map(toActivity) };
    },

    async create(userId: string, body: { name: string; icon: ActivityIcon }): Promise<Activity> {
      const records = await listRecords(userId);
      if (records.some((r) => sameName(r.name, body.name))) refuse('name', `You already have “${body.name}”`);
      const active = records.filter((r) => r.archivedAt === null);
      if (active.length >= ACTIVITIES_ACTIVE_MAX) {
        refuse('name', `You can keep up to ${ACTIVITIES_ACTIVE_MAX} activities: archive one to add another`);
      }
      if (records.length >= ACTIVITIES_TOTAL_MAX) {
        refuse('name', `You can have up to ${ACTIVITIES_TOTAL_MAX} activities, archived ones included`);
      }
      const last = Math.max(-1, ...active.map((r) => r.position));
      const [created] = await queries.insert(userId, [body], last + 1);
      if (!created) refuse('name', `You already have “${body.name}”`);
      return toActivity(created);
    },

    async update(
      userId: string,
      id: string,
      body: { name?: string; icon?: ActivityIcon; archived?: boolean },
    ): Promise<Activity> {
      const record = await owned(userId, id);
      const records = await queries.list(userId);
      if (body.name !== undefined && records.some((r) => r.id !== id && sameName(r.name, body.name ?? ''))) {
        refuse('name', `You already have “${body.name}”`);
      }
      const set: Parameters<typeof queries.update>[2] = { name: body.name, icon: body.icon };
      if (body.archived === true && record.archivedAt === null) set.archivedAt = clockNow();
      if (body.archived === false && record.archivedAt !== null) {
        const active = records.filter((r) => r.archivedAt === null);
        if (active.length >= ACTIVITIES_ACTIVE_MAX) {
          refuse('archived', `You can keep up to ${ACTIVITIES_ACTIVE_MAX} activities: archive one first`);
        }
        set.archivedAt = null;
        set.position = Math.max(-1, ...active.map((r) => r.position)) + 1;
      }
      const updated = await queries.update(userId, id, set);
      if (!updated) throw new AppError('NOT_FOUND', 'Activity not found');
      return toActivity(updated);
    },

    async reorder(userId: string, ids: readonly string[]): Promise<ActivityList> {
      const active = (await listRecords(userId)).filter((r) => r.archivedAt === null).map((r) => r.id);
      const sent = new Set(ids);
      if (sent.size !== ids.length || sent.size !== active.length || active.some((id) => !sent.has(id))) {
        refuse('ids', 'Send every active activity exactly once');
      }
      await queries.setPositions(userId, ids);
      return { activities: (await queries.list(userId)).map(toActivity) };
    },

    /** Sets what was ticked on a day: today, or yesterday until today ends (decision record 036). */
    async setDay(user: ActivityUser, date: LocalDate, activityIds: readonly string[], now = clockNow()) {
      const today = todayFor(user, now);
      const firstDay = localDay(user.createdAt, user.timezone, user.dayStartHour);
      const access = retroDayAccess(date, today, firstDay);
      if (access === 'future') refuse('date', 'That day has not come yet');
      if (access === 'closed') refuse('date', 'Activities can be ticked for today and yesterday only');
      const unique = [...new Set(activityIds)];
      const mine = await queries.idsOwned(user.id, unique);
      if (mine.length !== unique.length) throw new AppError('NOT_FOUND', 'Activity not found');
      await queries.setDay(user.id, date, unique);
      const [day] = await queries.days(user.id, { from: date, to: date });
      return day ?? { date, activityIds: [] };
    },

    async day(userId: string, date: LocalDate): Promise<ActivityDay> {
      const [day] = await queries.days(userId, { from: date, to: date });
      return day ?? { date, activityIds: [] };
    },

    async days(
      userId: string,
      range: { from?: LocalDate; to?: LocalDate; limit: number },
    ): Promise<ActivityDayList> {
      return queries.days(userId, range);
    },

    /** Every activity and every ticked day, for the export. */
    async exportAll(userId: string): Promise<ExportActivities> {
      const [records, days] = await Promise.all([queries.list(userId), queries.days(userId, {})]);
      const names = new Map(records.map((r) => [r.id, r.name]));
      return {
        activities: records.map((r) => ({ name: r.name, icon: r.icon, archived: r.archivedAt !== null })),
        days: days.reverse().map((day) => ({
          date: day.date,
          activities: day.activityIds.map((id) => names.get(id) ?? '').filter(Boolean),
        })),
      };
    },

    /**
     * Brings in an export's activities and days: activities are matched by name (new ones are added,
     * archived as they were), days already ticked keep what they hold. No streak or badge follows.
     */
    async importAll(
      userId: string,
      data: {
        activities: { name: string; icon: ActivityIcon; archived: boolean }[];
        days: { date: LocalDate; activities: string[] }[];
      },
    ): Promise<{ added: number; skipped: number }> {
      // The file's list is taken as it is: an account without one gets no defaults on top of it.
      const existing = await queries.list(userId);
      const byName = new Map(existing.map((r) => [r.name.toLocaleLowerCase('en'), r.id]));
      const fresh = data.activities.filter((a) => !byName.has(a.name.toLocaleLowerCase('en')));
      const room = Math.max(0, ACTIVITIES_TOTAL_MAX - existing.length);
      const last = Math.max(-1, ...existing.map((r) => r.position));
      const added = await queries.insert(userId, fresh.slice(0, room), last + 1);
      for (const record of added) {
        byName.set(record.name.toLocaleLowerCase('en'), record.id);
        const source = fresh.find((a) => sameName(a.name, record.name));
        if (source?.archived) await queries.update(userId, record.id, { archivedAt: clockNow() });
      }
      const ticks = data.days.flatMap((day) =>
        day.activities.flatMap((name) => {
          const activityId = byName.get(name.toLocaleLowerCase('en'));
          return activityId ? [{ date: day.date, activityId }] : [];
        }),
      );
      const total = data.days.reduce((sum, day) => sum + day.activities.length, 0);
      // Split in batches, so a long history never makes one huge statement.
      let inserted = 0;
      for (let i = 0; i < ticks.length; i += 1000)
        inserted += await queries.addTicks(userId, ticks.slice(i, i + 1000));
      return { added: inserted, skipped: total - inserted };
    },

    async goodDays(
      user: ActivityUser,
      period: 'month' | 'year' | 'all',
      now = clockNow(),
    ): Promise<GoodDaysReport> {
      const today = todayFor(user, now);
      const firstTick = await queries.firstTick(user.id);
      const range = periodRange(period, today, {
        weekStart: user.weekStart,
        offset: 0,
        firstDate: firstTick,
      });
      const [records, days, moods, ratings] = await Promise.all([
        queries.list(user.id),
        queries.days(user.id, range),
        queries.moods(user.id, range),
        queries.ratings(user.id, range),
      ]);
      const byDate = new Map<LocalDate, GoodDaysDay>();
      const dayOf = (date: LocalDate) => {
        let day = byDate.get(date);
        if (!day) {
          day = { date, activityIds: [], mood: null, ratings: {} };
          byDate.set(date, day);
        }
        return day;
      };
      for (const d of days) dayOf(d.date).activityIds = d.activityIds;
      for (const m of moods) dayOf(m.date).mood = m.score;
      for (const r of ratings) dayOf(r.date).ratings[r.area as LifeArea] = r.rating;
      const shown = records.filter(
        (r) => r.archivedAt === null || days.some((d) => d.activityIds.includes(r.id)),
      );
      const comparisons = goodDaysComparison(shown, [...byDate.values()], LIFE_AREAS);
      return {
        from: range.from,
        to: range.to,
        minDays: GOOD_DAYS_MIN_DAYS,
        activities: comparisons.map((c) => ({
          activityId: c.activityId,
          name: c.name,
          icon: records.find((r) => r.id === c.activityId)?.icon ?? 'heart',
          comparisons: c.measures.map((m) => ({ ...m, sentence: goodDaysSentence(c.name, m) })),
        })),
      };
    },
  };
}
