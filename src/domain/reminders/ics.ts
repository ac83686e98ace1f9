/**
 * The daily retro reminder as an iCalendar file (RFC 5545): one VEVENT that repeats on the chosen
 * weekdays at the chosen local time, with its VTIMEZONE and an alarm. The same writer serves the
 * download and the subscription feed; the UID stays the same and SEQUENCE grows with each change,
 * so a calendar replaces the event rather than adding a second one.
 */
import { escapeText, joinLines, localDateTime, utcDateTime } from './ics-text';
import { nextReminderInstant, type ReminderRule } from './schedule';
import { vtimezoneLines } from './vtimezone';
import { wallTimeAt } from './zoned-time';

export const REMINDER_EVENT_TITLE = 'Daily Retro';
export const REMINDER_EVENT_MINUTES = 15;
const ICS_WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
/** Years of daylight-saving changes written into the VTIMEZONE after the first reminder. */
const VTIMEZONE_YEARS_AHEAD = 10;

export interface ReminderCalendar {
  rule: ReminderRule;
  /** Stable for the user: the event a calendar updates. */
  uid: string;
  /** Grows with every change of the reminder. */
  sequence: number;
  /** When the reminder was last changed (DTSTAMP and LAST-MODIFIED). */
  changedAt: Date;
  /** The first reminder is the first one after this instant. */
  startAfter: Date;
  /** The absolute address of the daily retro page. */
  retroUrl: string;
  /** false: a calendar without the event (the feed of someone who turned reminders off). */
  includeEvent: boolean;
}

/** "RRULE:FREQ=WEEKLY;BYDAY=MO,WE" for the rule's weekdays. */
export function recurrenceRule(days: readonly number[]): string {
  const byDay = [...new Set(days)]
    .sort((a, b) => a - b)
    .map((day) => ICS_WEEKDAYS[day - 1])
    .join(',');
  return `RRULE:FREQ=WEEKLY;WKST=MO;BYDAY=${byDay}`;
}

export function reminderDescription(retroUrl: string): string {
  return `A few minutes to look back on your day: ${retroUrl}`;
}

function eventLines(calendar: ReminderCalendar): string[] {
  const { rule } = calendar;
  const first = nextReminderInstant(calendar.startAfter, rule);
  const firstDate = wallTimeAt(first, rule.timeZone).date;
  const tzid = `TZID=${rule.timeZone}`;
  return [
    'BEGIN:VEVENT',
    `UID:${calendar.uid}`,
    `SEQUENCE:${calendar.sequence}`,
    `DTSTAMP:${utcDateTime(calendar.changedAt)}`,
    `LAST-MODIFIED:${utcDateTime(calendar.changedAt)}`,
    `DTSTART;${tzid}:${localDateTime(firstDate, rule.minutes)}`,
    // DURATION rather than DTEND: an event at 23:50 ends on the next date without computing it.
    `DURATION:PT${REMINDER_EVENT_MINUTES}M`,
    recurrenceRule(rule.days),
    `SUMMARY:${escapeText(REMINDER_EVENT_TITLE)}`,
    `DESCRIPTION:${escapeText(reminderDescription(calendar.retroUrl))}`,
    `URL;VALUE=URI:${calendar.retroUrl}`,
    'TRANSP:TRANSPARENT',
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${escapeText('Time for your Daily Retro')}`,
    'TRIGGER:PT0S',
    'END:VALARM',
    'END:VEVENT',
  ];
}

/** The whole .ics text, CRLF line endings, folded. */
export function reminderCalendarIcs(calendar: ReminderCalendar): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Daily Retro//Reminders//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(REMINDER_EVENT_TITLE)}`,
    // Subscribed calendars look for changes about hourly instead of once a day or less.
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
  ];
  if (calendar.includeEvent) {
    const firstYear = Number(wallTimeAt(calendar.startAfter, calendar.rule.timeZone).date.slice(0, 4));
    lines.push(...vtimezoneLines(calendar.rule.timeZone, firstYear, firstYear + VTIMEZONE_YEARS_AHEAD));
    lines.push(...eventLines(calendar));
  }
  lines.push('END:VCALENDAR');
  return joinLines(lines);
}
