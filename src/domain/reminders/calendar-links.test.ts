import { expect, test } from 'vitest';
import { googleCalendarUrl, outlookCalendarUrl } from './calendar-links';
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

test('the Outlook link opens a new event at the first reminder’s instant', () => {
  const url = new URL(outlookCalendarUrl(rule, after, retroUrl));
  expect(url.origin + url.pathname).toBe('https://outlook.live.com/calendar/0/deeplink/compose');
  expect(url.searchParams.get('rru')).toBe('addevent');
  expect(url.searchParams.get('subject')).toBe('Daily Retro');
  expect(url.searchParams.get('startdt')).toBe('2026-11-24T20:00:00.000Z');
  expect(url.searchParams.get('enddt')).toBe('2026-11-24T20:15:00.000Z');
  expect(url.searchParams.get('body')).toContain(retroUrl);
});
