import ICAL from 'ical.js';
import { describe, expect, test } from 'vitest';
import { type ReminderCalendar, reminderCalendarIcs } from './ics';
import { escapeText, foldLine } from './ics-text';
import { minutesFromTime } from './schedule';
import { utcOffsetMinutes, wallTimeAt } from './zoned-time';

const calendar = (overrides: Partial<ReminderCalendar> = {}): ReminderCalendar => ({
  rule: { minutes: minutesFromTime('21:00'), days: [1, 2, 3, 4, 5, 6, 7], timeZone: 'Europe/Berlin' },
  uid: 'reminder-0f3a@daily-retro',
  sequence: 3,
  changedAt: new Date('2026-03-20T08:15:00Z'),
  startAfter: new Date('2026-03-20T08:15:00Z'),
  retroUrl: 'https://retro.example.com/daily-retro',
  includeEvent: true,
  ...overrides,
});

/** Parses with ical.js, registering the file's own VTIMEZONE as the only source of zone rules. */
function parse(ics: string) {
  const root = new ICAL.Component(ICAL.parse(ics));
  const zone = root.getFirstSubcomponent('vtimezone');
  if (zone) ICAL.TimezoneService.register(zone);
  const vevent = root.getFirstSubcomponent('vevent');
  return { root, vevent, event: vevent ? new ICAL.Event(vevent) : null };
}

function occurrences(ics: string, count: number): Date[] {
  const { event } = parse(ics);
  if (!event) throw new Error('no event');
  const iterator = event.iterator();
  const found: Date[] = [];
  for (let next = iterator.next(); next && found.length < count; next = iterator.next()) {
    found.push(next.toJSDate());
  }
  return found;
}

describe('reminderCalendarIcs', () => {
  test('parses back with an independent parser into one event with the reminder', () => {
    const ics = reminderCalendarIcs(calendar());
    const { root, vevent, event } = parse(ics);
    expect(root.getFirstPropertyValue('version')).toBe('2.0');
    expect(event?.uid).toBe('reminder-0f3a@daily-retro');
    expect(event?.sequence).toBe(3);
    expect(event?.summary).toBe('Daily Retro');
    expect(event?.description).toBe(
      'A few minutes to look back on your day: https://retro.example.com/daily-retro',
    );
    expect(vevent?.getFirstPropertyValue('url')).toBe('https://retro.example.com/daily-retro');
    expect(event?.startDate.zone?.tzid).toBe('Europe/Berlin');
    expect(event?.startDate.toString()).toBe('2026-03-20T21:00:00');
    expect(event?.duration.toSeconds()).toBe(15 * 60);
    const alarm = vevent?.getFirstSubcomponent('valarm');
    expect(alarm?.getFirstPropertyValue('action')).toBe('DISPLAY');
    expect(String(alarm?.getFirstPropertyValue('trigger'))).toBe('PT0S');
  });

  test('the daily recurrence lands at 21:00 Berlin time on both sides of the spring change', () => {
    const found = occurrences(reminderCalendarIcs(calendar()), 14);
    expect(found.map((d) => wallTimeAt(d, 'Europe/Berlin').minutes)).toEqual(Array(14).fill(21 * 60));
    // The UTC instants do move by an hour on 29 March: the proof that the zone was applied.
    expect(found[8]?.toISOString()).toBe('2026-03-28T20:00:00.000Z');
    expect(found[9]?.toISOString()).toBe('2026-03-29T19:00:00.000Z');
  });

  test('the autumn change in New York keeps a weekday reminder at 07:30 local', () => {
    const rule = { minutes: minutesFromTime('07:30'), days: [1, 3, 5], timeZone: 'America/New_York' };
    const ics = reminderCalendarIcs(calendar({ rule, startAfter: new Date('2026-10-20T00:00:00Z') }));
    const found = occurrences(ics, 8);
    expect(found.map((d) => wallTimeAt(d, 'America/New_York').minutes)).toEqual(Array(8).fill(450));
    expect(found.map((d) => d.getUTCDay())).toEqual([3, 5, 1, 3, 5, 1, 3, 5]);
    expect(new Set(found.map((d) => utcOffsetMinutes(d, 'America/New_York')))).toEqual(new Set([-240, -300]));
  });

  test('the recurrence has the chosen weekdays and the first event is the first chosen day', () => {
    const rule = { minutes: minutesFromTime('21:00'), days: [6, 2], timeZone: 'Europe/Berlin' };
    const ics = reminderCalendarIcs(calendar({ rule }));
    expect(ics).toContain('RRULE:FREQ=WEEKLY;WKST=MO;BYDAY=TU,SA\r\n');
    // 2026-03-20 is a Friday: the first Tuesday-or-Saturday is the 21st.
    expect(ics).toContain('DTSTART;TZID=Europe/Berlin:20260321T210000\r\n');
  });

  test('the VTIMEZONE names the zone and has its standard and daylight offsets', () => {
    const ics = reminderCalendarIcs(calendar());
    expect(ics).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Berlin\r\n');
    expect(ics).toContain(
      'BEGIN:DAYLIGHT\r\nDTSTART:20260329T020000\r\nTZOFFSETFROM:+0100\r\nTZOFFSETTO:+0200\r\n',
    );
    expect(ics).toContain(
      'BEGIN:STANDARD\r\nDTSTART:20261025T030000\r\nTZOFFSETFROM:+0200\r\nTZOFFSETTO:+0100\r\n',
    );
  });

  test('a zone without daylight saving has one observance', () => {
    const rule = { minutes: 0, days: [1], timeZone: 'Asia/Tokyo' };
    const ics = reminderCalendarIcs(calendar({ rule }));
    expect(ics.match(/BEGIN:(STANDARD|DAYLIGHT)/g)).toEqual(['BEGIN:STANDARD']);
    expect(occurrences(ics, 1)[0]?.toISOString()).toBe('2026-03-22T15:00:00.000Z');
  });

  test('every line ends in CRLF and none is longer than 75 octets', () => {
    const ics = reminderCalendarIcs(
      calendar({ retroUrl: `https://retro.example.com/${'a'.repeat(150)}/daily-retro` }),
    );
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(parse(ics).event?.description).toContain(`${'a'.repeat(150)}/daily-retro`);
  });

  test('a calendar without the event still parses, and has no event', () => {
    const ics = reminderCalendarIcs(calendar({ includeEvent: false }));
    expect(parse(ics).vevent).toBeNull();
  });
});

describe('text rules', () => {
  test('TEXT values escape backslash, semicolon, comma and newlines', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });

  test('folding never splits a multi-byte character and keeps each line within 75 octets', () => {
    const line = `DESCRIPTION:${'é'.repeat(60)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBe(2);
    for (const part of parts) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(parts.map((p, i) => (i === 0 ? p : p.slice(1))).join('')).toBe(line);
    expect(parts[1]?.startsWith(' ')).toBe(true);
  });
});
