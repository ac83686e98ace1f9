import { expect, test } from 'vitest';
import { googleCalendarUrl, outlookSubscribeUrl } from './calendar-links';
import { minutesFromTime } from './schedule';

const rule = { minutes: minutesFromTime('21:00'), days: [1, 2, 3, 4, 5], timeZone: 'Europe/Berlin' };
const after = new Date('2026-11-24T12:00:00Z'); // a Tuesday
const retroUrl = 'https://retro.example.com/daily-retro';

test('the Google link opens a new event at the local time in the zone, repeating on the chosen days', () => {
  const url = new URL(googleCalendarUrl(rule, after, retroUrl));
  expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
  expect(Object.fromEntries(url.searchParams)).toEqual({
    action: 'TEMPLATE',
    text: 'Daily Retro',
    dates: '20261124T210000/20261124T211500',
    ctz: 'Europe/Berlin',
    details: `A few minutes to look back on your day: ${retroUrl}`,
    recur: 'RRULE:FREQ=WEEKLY;WKST=MO;BYDAY=MO,TU,WE,TH,FR',
  });
});

test('a reminder at 23:50 ends on the next date', () => {
  const late = { ...rule, minutes: minutesFromTime('23:50') };
  expect(new URL(googleCalendarUrl(late, after, retroUrl)).searchParams.get('dates')).toBe(
    '20261124T235000/20261125T000500',
  );
});

test('the Outlook link subscribes to the feed, so the reminder repeats and follows changes', () => {
  const feed = 'https://retro.example.com/api/calendar/AbC_-123.ics';
  const link = outlookSubscribeUrl(feed);
  expect(link).toBe(
    'https://outlook.live.com/calendar/0/addfromweb?url=https%3A%2F%2Fretro.example.com%2Fapi%2Fcalendar%2FAbC_-123.ics&name=Daily%20Retro',
  );
  const url = new URL(link);
  expect(url.searchParams.get('url')).toBe(feed);
  expect(url.searchParams.get('name')).toBe('Daily Retro');
});
