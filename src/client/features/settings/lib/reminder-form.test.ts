import { expect, test } from 'vitest';
import type { ReminderSettings } from '#contract/reminders';
import { describeDays, describeNext, initialForm, sameSchedule, timeZoneChoices } from './reminder-form';

const saved = {
  enabled: false,
  time: '21:00',
  days: [1, 2, 3, 4, 5, 6, 7],
  timezone: 'UTC',
  configured: false,
} as ReminderSettings;

test('before the first save the form offers the browser’s zone; after it, the saved one', () => {
  expect(initialForm(saved, 'Europe/Berlin').timezone).toBe('Europe/Berlin');
  expect(initialForm({ ...saved, configured: true }, 'Europe/Berlin').timezone).toBe('UTC');
  expect(initialForm(saved, null).timezone).toBe('UTC');
});

test('days read as a person would say them', () => {
  expect(describeDays([7, 6, 5, 4, 3, 2, 1])).toBe('every day');
  expect(describeDays([5, 4, 3, 2, 1])).toBe('on weekdays');
  expect(describeDays([6, 7])).toBe('at weekends');
  expect(describeDays([5, 1, 3])).toBe('on Mon, Wed and Fri');
  expect(describeDays([2])).toBe('on Tue');
});

test('the next reminder is today, tomorrow or a weekday, on the reminder zone’s calendar', () => {
  const now = new Date('2026-11-24T12:00:00Z');
  expect(describeNext('2026-11-24T20:00:00Z', 'Europe/Berlin', now)).toBe('Today at 21:00');
  expect(describeNext('2026-11-25T20:00:00Z', 'Europe/Berlin', now)).toBe('Tomorrow at 21:00');
  expect(describeNext('2026-11-27T06:30:00Z', 'Europe/Berlin', now)).toBe('Friday at 07:30');
});

test('a schedule is the same whatever order its days were picked in', () => {
  const a = { enabled: true, time: '21:00', days: [1, 3], timezone: 'UTC' };
  expect(sameSchedule(a, { ...a, days: [3, 1] })).toBe(true);
  expect(sameSchedule(a, { ...a, time: '21:05' })).toBe(false);
});

test('the zone list holds the zones in use even when the browser does not list them', () => {
  expect(timeZoneChoices('Etc/GMT-3')).toContain('Etc/GMT-3');
});
