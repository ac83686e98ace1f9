import { eq, sql } from 'drizzle-orm';
import type { WeekStart } from '#contract/constants';
import type { Profile, UpdateProfileBody } from '#contract/profile';
import { calendarDate, type LocalDate, localDay } from '#domain/local-day';
import type { Database } from '#server/db/client';
import { users } from '#server/db/schema';
import { now as clockNow } from '#server/lib/clock';

/** What decides a user's local day. */
export interface DaySettings {
  timezone: string;
  dayStartHour: number;
}

/** The day settings and the first day of the user's week. */
export interface CalendarSettings extends DaySettings {
  weekStart: WeekStart;
}

/** The user's local date right now (or at `now`). */
export function todayFor(user: DaySettings, now = clockNow()): LocalDate {
  return localDay(now, user.timezone, user.dayStartHour);
}

/** The date on the user's clock, midnight-based: before the day-start hour it is a day ahead of todayFor. */
export function calendarDateFor(user: DaySettings, now = clockNow()): LocalDate {
  return calendarDate(now, user.timezone);
}

function toProfile(settings: CalendarSettings): Profile {
  return {
    timezone: settings.timezone,
    dayStartHour: settings.dayStartHour,
    weekStart: settings.weekStart,
    today: todayFor(settings),
  };
}

export function getProfile(user: CalendarSettings): Profile {
  return toProfile(user);
}

/** Changes the time zone, day-start hour and/or week start; records keep the dates they were given. */
export async function updateProfile(db: Database, userId: string, body: UpdateProfileBody): Promise<Profile> {
  const [row] = await db
    .update(users)
    .set({
      ...(body.timezone !== undefined ? { timezone: body.timezone } : {}),
      ...(body.dayStartHour !== undefined ? { dayStartHour: body.dayStartHour } : {}),
      ...(body.weekStart !== undefined ? { weekStart: body.weekStart } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId))
    .returning({ timezone: users.timezone, dayStartHour: users.dayStartHour, weekStart: users.weekStart });
  if (!row) throw new Error('the signed-in user has no row');
  return toProfile(row);
}
