import { createHash, randomBytes } from 'node:crypto';
import { REMINDER_DEFAULT_DAYS, REMINDER_DEFAULT_TIME, REMINDER_NOTIFICATION } from '#contract/constants';
import type { CalendarFeedCreated, ReminderSettings, UpdateReminderBody } from '#contract/reminders';
import { googleCalendarUrl } from '#domain/reminders/calendar-links';
import { reminderCalendarIcs } from '#domain/reminders/ics';
import {
  minutesFromTime,
  nextReminderInstant,
  type ReminderRule,
  timeFromMinutes,
} from '#domain/reminders/schedule';
import type { Database } from '#server/db/client';
import { AppError } from '#server/lib/app-error';
import { now as clockNow } from '#server/lib/clock';
import {
  deleteFeed,
  readReminder,
  readReminderByFeed,
  readReminderOverview,
  replaceFeedToken,
  type StoredReminder,
  writeReminder,
} from './reminders.queries';

export const CALENDAR_ICS_PATH = '/api/reminders/calendar.ics';
const FEED_TOKEN_BYTES = 32;

/** Where the app is reached: the public address when configured, else the request's own. */
export interface ReminderContext {
  origin: string;
  pushAvailable: boolean;
}

interface Reminder {
  enabled: boolean;
  rule: ReminderRule;
  sequence: number;
  updatedAt: Date | null;
}

/**
 * SEQUENCE for calendars: it grows with every saved change, and by one more while the profile's
 * zone differs from the one the reminder was saved with (the event moved without a save).
 */
function reminderSequence(stored: StoredReminder): number {
  const zoneMoved = stored.savedTimezone !== null && stored.savedTimezone !== stored.timezone;
  return (stored.sequence ?? 0) + (zoneMoved ? 1 : 0);
}

function reminderOf(stored: StoredReminder): Reminder {
  return {
    enabled: stored.enabled ?? false,
    rule: {
      minutes: stored.minutes ?? minutesFromTime(REMINDER_DEFAULT_TIME),
      days: stored.days ?? [...REMINDER_DEFAULT_DAYS],
      timeZone: stored.timezone,
    },
    sequence: reminderSequence(stored),
    updatedAt: stored.updatedAt,
  };
}

/** Stable per user and says nothing about them: calendars match the event by it. */
export function reminderUid(userId: string): string {
  return `${createHash('sha256').update(`daily-retro-reminder:${userId}`).digest('hex').slice(0, 32)}@daily-retro`;
}

function hashFeedToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function icsFor(
  userId: string,
  reminder: Reminder,
  origin: string,
  includeEvent: boolean,
  now: Date,
): string {
  // The event starts from the last change, not from today: the file stays the same until it changes.
  const since = reminder.updatedAt ?? now;
  return reminderCalendarIcs({
    rule: reminder.rule,
    uid: reminderUid(userId),
    sequence: reminder.sequence,
    changedAt: since,
    startAfter: since,
    retroUrl: `${origin}${REMINDER_NOTIFICATION.url}`,
    includeEvent,
  });
}

export async function getReminders(
  db: Database,
  userId: string,
  context: ReminderContext,
  now = clockNow(),
): Promise<ReminderSettings> {
  const row = await readReminderOverview(db, userId);
  if (!row) throw new Error('the signed-in user has no row');
  const reminder = reminderOf(row);
  const retroUrl = `${context.origin}${REMINDER_NOTIFICATION.url}`;
  return {
    enabled: reminder.enabled,
    time: timeFromMinutes(reminder.rule.minutes),
    days: [...reminder.rule.days].sort((a, b) => a - b),
    timezone: reminder.rule.timeZone,
    configured: row.enabled !== null,
    nextAt: reminder.enabled ? nextReminderInstant(now, reminder.rule).toISOString() : null,
    calendar: {
      icsPath: CALENDAR_ICS_PATH,
      googleUrl: googleCalendarUrl(reminder.rule, now, retroUrl),
    },
    feed: row.feedCreatedAt ? { createdAt: row.feedCreatedAt.toISOString() } : null,
    push: { available: context.pushAvailable, devices: row.devices },
  };
}

export async function updateReminders(
  db: Database,
  user: { id: string; timezone: string },
  body: UpdateReminderBody,
  context: ReminderContext,
): Promise<ReminderSettings> {
  const at = clockNow();
  await writeReminder(db, user.id, {
    enabled: body.enabled,
    minutes: minutesFromTime(body.time),
    days: [...body.days].sort((a, b) => a - b),
    timezone: body.timezone,
    previousTimezone: user.timezone,
    at,
  });
  return getReminders(db, user.id, context, at);
}

/** The .ics file to download: always the event, even while reminders are off. */
export async function reminderCalendarFile(db: Database, userId: string, origin: string): Promise<string> {
  const stored = await readReminder(db, userId);
  if (!stored) throw new Error('the signed-in user has no row');
  return icsFor(userId, reminderOf(stored), origin, true, clockNow());
}

/** A new feed address; any earlier one stops working. The token is shown this once. */
export async function createCalendarFeed(
  db: Database,
  userId: string,
  origin: string,
): Promise<CalendarFeedCreated> {
  const token = randomBytes(FEED_TOKEN_BYTES).toString('base64url');
  const createdAt = clockNow();
  await replaceFeedToken(db, userId, hashFeedToken(token), createdAt);
  const httpUrl = `${origin}/api/calendar/${token}.ics`;
  return { url: httpUrl.replace(/^https?:/, 'webcal:'), httpUrl, createdAt: createdAt.toISOString() };
}

export async function revokeCalendarFeed(db: Database, userId: string): Promise<void> {
  await deleteFeed(db, userId);
}

/**
 * The subscription feed: the reminder and nothing else about its owner. With reminders off it has
 * no event, so subscribed calendars drop it. While its account is disabled it is an unknown calendar.
 */
export async function calendarFeedFile(db: Database, file: string, origin: string): Promise<string> {
  const token = file.replace(/\.ics$/, '');
  const stored = await readReminderByFeed(db, hashFeedToken(token));
  if (!stored) throw new AppError('NOT_FOUND', 'Unknown calendar');
  const reminder = reminderOf(stored);
  return icsFor(stored.userId, reminder, origin, reminder.enabled, clockNow());
}
