import { sql } from 'drizzle-orm';
import { LIFE_AREAS, type LifeArea, TOP_TAGS_LIMIT } from '#contract/constants';
import type { LocalDate } from '#domain/local-day';
import type { DayRecord } from '#domain/reports/day-record';
import type { TagCount } from '#domain/reports/report';
import { type DatedRating, STRENGTH_WINDOW_RATINGS } from '#domain/reports/strength';
import type { Database } from '#server/db/client';

/** Dates before any record: the lower bound of "from the first record". */
const BEGINNING: LocalDate = '0001-01-01';

interface DayRow extends Record<string, unknown> {
  date: string;
  retro: 'completed' | 'started' | null;
  mood: number | null;
  entries: number | null;
  words: number | null;
  Spiritual: number | null;
  Relationships: number | null;
  Health: number | null;
  Productivity: number | null;
}

const areaColumns = sql.raw(
  LIFE_AREAS.map((area) => `max(rr.rating) filter (where rr.area = '${area}') as "${area}"`).join(', '),
);

/** Rows come back as plain objects from both drivers (pg and PGlite). */
function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

function toRecord(row: DayRow): DayRecord {
  const ratings: Partial<Record<LifeArea, number>> = {};
  for (const area of LIFE_AREAS) {
    const rating = row[area];
    if (rating !== null) ratings[area] = Number(rating);
  }
  return {
    date: row.date,
    retro: row.retro,
    ratings,
    mood: row.mood === null ? null : Number(row.mood),
    journalEntries: Number(row.entries ?? 0),
    words: Number(row.words ?? 0),
  };
}

/**
 * The reads of a report, each one statement over the (user_id, local_date) indexes of retros, moods
 * and journal entries.
 */
export function createReportQueries(db: Database) {
  return {
    /**
     * What the user did on each date of the range (from null: from the first record), oldest first:
     * the retro's state and ratings, the mood, and the journal entries with their words. A retro only
     * opened, with nothing saved, is no record.
     */
    async dayRecords(userId: string, from: LocalDate | null, to: LocalDate): Promise<DayRecord[]> {
      const start = from ?? BEGINNING;
      const result = await db.execute(sql`
        with r as (
          select r.local_date as date,
            case when r.completed_at is not null then 'completed' else 'started' end as retro,
            ${areaColumns}
          from retros r left join retro_ratings rr on rr.retro_id = r.id
          where r.user_id = ${userId} and r.local_date between ${start} and ${to}
            and (r.started_at is not null or r.completed_at is not null)
          group by r.id
        ), m as (
          select local_date as date, score from moods
          where user_id = ${userId} and local_date between ${start} and ${to}
        ), j as (
          select local_date as date, count(*)::int as entries, sum(word_count)::int as words
          from journal_entries
          where user_id = ${userId} and deleted_at is null and local_date between ${start} and ${to}
          group by local_date
        )
        select to_char(coalesce(r.date, m.date, j.date), 'YYYY-MM-DD') as date, r.retro,
          ${sql.raw(LIFE_AREAS.map((area) => `r."${area}"`).join(', '))},
          m.score as mood, j.entries, j.words
        from r full join m on m.date = r.date
          full join j on j.date = coalesce(r.date, m.date)
        order by 1`);
      return rowsOf<DayRow>(result).map(toRecord);
    },

    /**
     * Each area's last STRENGTH_WINDOW_RATINGS ratings dated before `before`, however old, oldest
     * first: what the strength needs from before a report's window. One statement; per area it walks
     * the (user_id, local_date) index of retros backwards and stops at the window's count.
     */
    async ratingsBefore(userId: string, before: LocalDate): Promise<Record<LifeArea, DatedRating[]>> {
      const result = await db.execute(sql`
        select a.area, to_char(x.local_date, 'YYYY-MM-DD') as date, x.rating
        from (values ${sql.raw(LIFE_AREAS.map((area) => `('${area}')`).join(', '))}) as a(area)
        cross join lateral (
          select r.local_date, rr.rating
          from retros r join retro_ratings rr on rr.retro_id = r.id and rr.area = a.area
          where r.user_id = ${userId} and r.local_date < ${before}
            and (r.started_at is not null or r.completed_at is not null)
          order by r.local_date desc
          limit ${STRENGTH_WINDOW_RATINGS}
        ) x
        order by x.local_date`);
      const ratings = Object.fromEntries(
        LIFE_AREAS.map((area): [LifeArea, DatedRating[]] => [area, []]),
      ) as Record<LifeArea, DatedRating[]>;
      for (const row of rowsOf<{ area: LifeArea; date: string; rating: number }>(result)) {
        ratings[row.area]?.push({ date: row.date, rating: Number(row.rating) });
      }
      return ratings;
    },

    /** The most used tags of the user's live entries in the range, most used first. */
    async topTags(userId: string, from: LocalDate, to: LocalDate): Promise<TagCount[]> {
      const result = await db.execute(sql`
        select tag, count(*)::int as count
        from journal_entries, unnest(tags) as tag
        where user_id = ${userId} and deleted_at is null and local_date between ${from} and ${to}
        group by tag order by count(*) desc, tag limit ${TOP_TAGS_LIMIT}`);
      return rowsOf<TagCount>(result).map((row) => ({ tag: row.tag, count: Number(row.count) }));
    },

    /** The earliest date of any retro, mood or live journal entry of the user, or null. */
    async firstRecordDate(userId: string): Promise<LocalDate | null> {
      const result = await db.execute(sql`
        select to_char(least(
          (select min(local_date) from retros where user_id = ${userId}
            and (started_at is not null or completed_at is not null)),
          (select min(local_date) from moods where user_id = ${userId}),
          (select min(local_date) from journal_entries where user_id = ${userId} and deleted_at is null)
        ), 'YYYY-MM-DD') as first`);
      return rowsOf<{ first: string | null }>(result)[0]?.first ?? null;
    },
  };
}
