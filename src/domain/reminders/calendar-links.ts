/**
 * Links into web calendars. Google's "new event" link takes the recurrence as an RRULE. Outlook's
 * compose link has no recurrence parameter, so Outlook gets the subscription feed instead, through its
 * "add calendar from the web" page.
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

/** The name Outlook gives the subscribed calendar. */
export const OUTLOOK_CALENDAR_NAME = 'Daily Retro';

/**
 * Outlook on the web's "add calendar from the web" page, filled in with the subscription feed: Outlook
 * subscribes to it, so the reminder repeats on the chosen days and follows later changes.
 */
export function outlookSubscribeUrl(feedHttpUrl: string): string {
  const query = `url=${encodeURIComponent(feedHttpUrl)}&name=${encodeURIComponent(OUTLOOK_CALENDAR_NAME)}`;
  return `https://outlook.live.com/calendar/0/addfromweb?${query}`;
}
