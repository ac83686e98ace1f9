import { and, between, eq, gt, gte, lt, lte, sql } from 'drizzle-orm';
import type { Analytics, AnalyticsDay, FeedbackTally } from '#contract/admin';
import { FEEDBACK_KINDS, FEEDBACK_STATUSES } from '#contract/constants';
import {
  cohortWeeks,
  daysFrom,
  periodPeopleFromDays,
  periodTotals,
  retentionRow,
  shownFigure,
} from '#domain/admin/analytics-rules';
import { addDays, calendarDate, type LocalDate } from '#domain/local-day';
import type { Database } from '#server/db/client';
import {
  activeWindowChanges,
  activityDailyTotals,
  feedback,
  pushSubscriptions,
  reminderSettings,
  retentionCounts,
  userActivityDays,
  users,
} from '#server/db/schema';
import { now } from '#server/lib/clock';

const utcDay = sql`(${users.createdAt} at time zone 'UTC')::date`;
const dayStart = (date: LocalDate) => new Date(`${date}T00:00:00.000Z`);

async function dailyTotals(db: Database, from: LocalDate, to: LocalDate) {
  const rows = await db
    .select()
    .from(activityDailyTotals)
    .where(between(activityDailyTotals.day, from, to));
  return new Map(rows.map((row) => [row.day, row]));
}

/** Sign-ups per UTC day, counted from the accounts themselves (the users table's created_at index). */
async function signupsByDay(db: Database, from: LocalDate, to: LocalDate) {
  const rows = await db
    .select({ day: sql<string>`${utcDay}::text`, n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(gte(users.createdAt, dayStart(from)), lt(users.createdAt, dayStart(addDays(to, 1)))))
    .groupBy(utcDay);
  return new Map(rows.map((row) => [row.day, row.n]));
}

/**
 * People active on the last day, the last 7 and the last 30 days up to `to`: the day's people are an
 * index range of the (person, day) pairs, and the 7- and 30-day counts are sums of the changes the
 * triggers keep by day (a few hundred rows however many people are active).
 */
async function activePeople(db: Database, to: LocalDate) {
  const [[today], [row]] = await Promise.all([
    db.select({ n: sql<number>`count(*)::int` }).from(userActivityDays).where(eq(userActivityDays.day, to)),
    db
      .select({
        weekly: sql<number>`coalesce(sum(${activeWindowChanges.weekly}), 0)::int`,
        monthly: sql<number>`coalesce(sum(${activeWindowChanges.monthly}), 0)::int`,
      })
      .from(activeWindowChanges)
      .where(lte(activeWindowChanges.day, to)),
  ]);
  return {
    daily: shownFigure(today?.n ?? 0),
    weekly: shownFigure(row?.weekly ?? 0),
    monthly: shownFigure(row?.monthly ?? 0),
  };
}

/**
 * The weekly cohorts of the range: their sizes from the accounts (the users table's created_at index),
 * and who was active in each following week from the counts the triggers keep.
 */
async function retention(db: Database, from: LocalDate, to: LocalDate) {
  const weeks = cohortWeeks(from, to);
  const first = weeks[0] ?? to;
  const cohortWeek = sql`date_trunc('week', ${users.createdAt} at time zone 'UTC')::date`;
  const inCohorts = and(gte(users.createdAt, dayStart(first)), lt(users.createdAt, dayStart(addDays(to, 1))));
  const [sizes, active] = await Promise.all([
    db
      .select({ week: sql<string>`${cohortWeek}::text`, n: sql<number>`count(*)::int` })
      .from(users)
      .where(inCohorts)
      .groupBy(cohortWeek),
    db
      .select({
        cohort: retentionCounts.cohortWeek,
        week: retentionCounts.week,
        n: retentionCounts.people,
      })
      .from(retentionCounts)
      .where(and(between(retentionCounts.cohortWeek, first, to), gt(retentionCounts.people, 0))),
  ]);
  const sizeByWeek = new Map(sizes.map((row) => [row.week, row.n]));
  return weeks.map((weekStart) =>
    retentionRow(
      {
        weekStart,
        size: sizeByWeek.get(weekStart) ?? 0,
        activeByWeek: new Map(
          active.filter((row) => row.cohort === weekStart).map((row) => [row.week, row.n]),
        ),
      },
      to,
    ),
  );
}

async function reminderFigures(db: Database) {
  const [[reminders], [push]] = await Promise.all([
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(reminderSettings)
      .where(sql`${reminderSettings.enabled}`),
    db
      .select({
        devices: sql<number>`count(*)::int`,
        people: sql<number>`count(distinct ${pushSubscriptions.userId})::int`,
      })
      .from(pushSubscriptions),
  ]);
  return {
    remindersEnabled: shownFigure(reminders?.n ?? 0),
    pushDevices: shownFigure(push?.devices ?? 0, push?.people ?? 0),
    pushUsers: shownFigure(push?.people ?? 0),
  };
}

/**
 * Feedback sent within the range, by kind and by the status it has now; a count sent by fewer than
 * five people is hidden. The feedback table's created_at index finds the range.
 */
async function feedbackTallies(db: Database, from: LocalDate, to: LocalDate): Promise<FeedbackTally[]> {
  const rows = await db
    .select({
      kind: feedback.kind,
      status: feedback.status,
      n: sql<number>`count(*)::int`,
      people: sql<number>`count(distinct ${feedback.userId})::int`,
    })
    .from(feedback)
    .where(and(gte(feedback.createdAt, dayStart(from)), lt(feedback.createdAt, dayStart(addDays(to, 1)))))
    .groupBy(feedback.kind, feedback.status);
  const byKey = new Map(rows.map((row) => [`${row.kind}/${row.status}`, row]));
  return FEEDBACK_KINDS.flatMap((kind) =>
    FEEDBACK_STATUSES.map((status) => {
      const row = byKey.get(`${kind}/${status}`);
      return { kind, status, count: shownFigure(row?.n ?? 0, row?.people ?? 0) };
    }),
  );
}

/**
 * How many different people were active in the range, as far as the five-person rule needs to know:
 * the daily counts tell when one day had five or none had anyone; only a range of a few people a day
 * is counted exactly, an index-only scan of its (day, person) pairs.
 */
async function periodPeople(db: Database, from: LocalDate, to: LocalDate, activeByDay: readonly number[]) {
  const known = periodPeopleFromDays(activeByDay);
  if (known !== undefined) return known;
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${userActivityDays.userId})::int` })
    .from(userActivityDays)
    .where(between(userActivityDays.day, from, to));
  return row?.n ?? 0;
}

/** A day's journal writers; entries never count as written by nobody. */
const writersOf = (day: { journalEntries: number; journalWriters: number } | undefined) =>
  day && day.journalEntries > 0 ? Math.max(1, day.journalWriters) : 0;

/**
 * The analytics for the last `days` days (UTC), from the daily totals and indexed counts only: no
 * query reads anything a user wrote, and every figure about fewer than five people is hidden: a day's
 * below five on its own, the period's totals when the whole period had fewer than five people
 * (decision record 038).
 */
export async function analytics(db: Database, days: number): Promise<Analytics> {
  const to = calendarDate(now(), 'UTC');
  const from = addDays(to, -(days - 1));
  const [totals, signups, active, cohorts, reminders, feedbackCounts] = await Promise.all([
    dailyTotals(db, from, to),
    signupsByDay(db, from, to),
    activePeople(db, to),
    retention(db, from, to),
    reminderFigures(db),
    feedbackTallies(db, from, to),
  ]);
  const sums = {
    signups: 0,
    activePersonDays: 0,
    retrosStarted: 0,
    retrosCompleted: 0,
    journalEntries: 0,
    moods: 0,
  };
  const series: AnalyticsDay[] = daysFrom(from, to).map((date) => {
    const day = totals.get(date);
    const people = day?.activeUsers ?? 0;
    const signedUp = signups.get(date) ?? 0;
    sums.signups += signedUp;
    sums.activePersonDays += people;
    sums.retrosStarted += day?.retrosStarted ?? 0;
    sums.retrosCompleted += day?.retrosCompleted ?? 0;
    sums.journalEntries += day?.journalEntries ?? 0;
    sums.moods += day?.moods ?? 0;
    return {
      date,
      signups: shownFigure(signedUp),
      activeUsers: shownFigure(people),
      retrosCompleted: shownFigure(day?.retrosCompleted ?? 0),
      // A person may write several entries a day: the count is hidden when fewer than five wrote them.
      journalEntries: shownFigure(day?.journalEntries ?? 0, writersOf(day)),
      moods: shownFigure(day?.moods ?? 0),
    };
  });
  const people = await periodPeople(
    db,
    from,
    to,
    [...totals.values()].map((day) => day.activeUsers),
  );
  const { completionRate, ...period } = periodTotals(sums, days, people);
  return {
    days,
    from,
    to,
    series,
    totals: period,
    activeUsers: active,
    completionRate,
    retention: cohorts,
    reminders,
    feedback: feedbackCounts,
  };
}
