import type { ProgressReport, ProgressReportQuery, YearInPixels } from '#contract/reports';
import { type LocalDate, localDay } from '#domain/local-day';
import { earlierDate } from '#domain/reports/periods';
import { buildReport, reportWindow } from '#domain/reports/report';
import { yearInPixels, yearRange } from '#domain/reports/year-in-pixels';
import type { Database } from '#server/db/client';
import { now as clockNow } from '#server/lib/clock';
import { type CalendarSettings, todayFor } from '#server/modules/profile/profile.service';
import { createReportQueries } from './reports.queries';

export type ReportUser = CalendarSettings & { id: string; createdAt: Date };

/** The user's first local day: the day the account was made, or an earlier record's date. */
function firstDayOf(user: ReportUser, firstRecord: LocalDate | null): LocalDate {
  const joined = localDay(user.createdAt, user.timezone, user.dayStartHour);
  return firstRecord === null ? joined : earlierDate(joined, firstRecord);
}

/** Progress reports (DESIGN.md section 4): the records are read once, the figures are pure rules. */
export function createReportService(db: Database) {
  const queries = createReportQueries(db);

  return {
    async report(user: ReportUser, query: ProgressReportQuery, now = clockNow()): Promise<ProgressReport> {
      const today = todayFor(user, now);
      const base = { period: query.timePeriod, offset: query.offset, today, weekStart: user.weekStart };
      const window = reportWindow(base);
      const [records, earlierRatings, firstRecord] = await Promise.all([
        queries.dayRecords(user.id, window.from, window.to),
        window.from === null ? undefined : queries.ratingsBefore(user.id, window.from),
        queries.firstRecordDate(user.id),
      ]);
      const firstDay = firstDayOf(user, firstRecord);
      const draft = buildReport(records, [], { ...base, firstDay }, earlierRatings);
      // The tags need the period's dates, which for all time depend on the first record.
      const topTags = await queries.topTags(user.id, draft.from, draft.to);
      return { ...draft, topTags };
    },

    async yearInPixels(user: ReportUser, year: number): Promise<YearInPixels> {
      const { from, to } = yearRange(year);
      const [records, firstRecord] = await Promise.all([
        queries.dayRecords(user.id, from, to),
        queries.firstRecordDate(user.id),
      ]);
      const firstYear = Number(firstDayOf(user, firstRecord).slice(0, 4));
      return { year, firstYear, days: yearInPixels(records, year) };
    },
  };
}
