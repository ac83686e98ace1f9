/**
 * "New event" links for Google Calendar and Outlook on the web, filled in with the reminder. Google
 * takes the recurrence as an RRULE; Outlook's compose link has no recurrence parameter, so it adds
 * the first reminder and the page says how to repeat it there (or to subscribe to the feed).
 */
import { addDays } from '../local-day';
import { REMINDER_EVENT_MINUTES, REMINDER_EVENT_TITLE, recurrenceRule, reminderDescription } from './ics';
import { localDateTime } from './ics-text';
import { nextReminderInstant, type ReminderRule } from './schedule';
import { wallTimeAt } from './zoned-time';

const MINUTES_PER_DAY = 1440;

interface FirstReminder {
  date: string;
  endDate: string;
  endMinutes: number;
  instant: Date;
}

function firstReminder(after: Date, rule: ReminderRule): FirstReminder {
  const instant = nextReminderInstant(after, rule);
  const date = wallTimeAt(instant, rule.timeZone).date;
  const end = rule.minutes + REMINDER_EVENT_MINUTES;
  return {
    date,
    instant,
    endDate: end >= MINUTES_PER_DAY ? addDays(date, 1) : date,
    endMinutes: end % MINUTES_PER_DAY,
  };
}

export function googleCalendarUrl(rule: ReminderRule, after: Date, retroUrl: string): string {
  const first = firstReminder(after, rule);
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: REMINDER_EVENT_TITLE,
    // Local wall times read in ctz: the event keeps its local time across daylight-saving changes.
    dates: `${localDateTime(first.date, rule.minutes)}/${localDateTime(first.endDate, first.endMinutes)}`,
    ctz: rule.timeZone,
    details: reminderDescription(retroUrl),
    recur: recurrenceRule(rule.days),
  });
  return `https://calendar.google.com/calendar/render?${params}`;
}

export function outlookCalendarUrl(rule: ReminderRule, after: Date, retroUrl: string): string {
  const first = firstReminder(after, rule);
  const end = new Date(first.instant.getTime() + REMINDER_EVENT_MINUTES * 60_000);
  const params = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: REMINDER_EVENT_TITLE,
    startdt: first.instant.toISOString(),
    enddt: end.toISOString(),
    body: reminderDescription(retroUrl),
  });
  return `https://outlook.live.com/calendar/0/deeplink/compose?${params}`;
}
