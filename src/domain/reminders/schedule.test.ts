import { describe, expect, test } from 'vitest';
import {
  dueReminder,
  latestReminderAtOrBefore,
  minutesFromTime,
  nextReminderInstant,
  REMINDER_CATCH_UP_MS,
  type ReminderRule,
  timeFromMinutes,
} from './schedule';
import { utcOffsetMinutes, wallTimeAt, zonedInstant } from './zoned-time';

const at = (iso: string) => new Date(iso);
const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7];
const berlin = (time: string, days = EVERY_DAY): ReminderRule => ({
  minutes: minutesFromTime(time),
  days,
  timeZone: 'Europe/Berlin',
});

describe('zonedInstant', () => {
  test('reads a wall time with the offset in force on that date', () => {
    expect(zonedInstant('2026-01-15', 21 * 60, 'Europe/Berlin').toISOString()).toBe(
      '2026-01-15T20:00:00.000Z',
    );
    expect(zonedInstant('2026-07-15', 21 * 60, 'Europe/Berlin').toISOString()).toBe(
      '2026-07-15T19:00:00.000Z',
    );
    expect(zonedInstant('2026-07-15', 21 * 60, 'Asia/Kolkata').toISOString()).toBe(
      '2026-07-15T15:30:00.000Z',
    );
  });

  test('a time skipped by the spring change is read with the winter offset: 02:30 is 03:30', () => {
    const instant = zonedInstant('2026-03-29', 150, 'Europe/Berlin');
    expect(instant.toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(wallTimeAt(instant, 'Europe/Berlin')).toEqual({ date: '2026-03-29', minutes: 3 * 60 + 30 });
  });

  test('a time repeated by the autumn change is its first occurrence, still in summer time', () => {
    const instant = zonedInstant('2026-10-25', 150, 'Europe/Berlin');
    expect(instant.toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(utcOffsetMinutes(instant, 'Europe/Berlin')).toBe(120);
  });

  test('works south of the equator and in zones with half-hour changes', () => {
    // Sydney leaves summer time on 2026-04-05 at 03:00 (back to 02:00).
    expect(zonedInstant('2026-04-05', 150, 'Australia/Sydney').toISOString()).toBe(
      '2026-04-04T15:30:00.000Z',
    );
    // Lord Howe Island moves by 30 minutes: 02:00 → 02:30 on 2026-10-04, so 02:15 does not exist.
    expect(zonedInstant('2026-10-04', 135, 'Australia/Lord_Howe').toISOString()).toBe(
      '2026-10-03T15:45:00.000Z',
    );
  });
});

describe('nextReminderInstant', () => {
  test('is today at the chosen time while that time is still ahead', () => {
    expect(nextReminderInstant(at('2026-11-24T12:00:00Z'), berlin('21:00')).toISOString()).toBe(
      '2026-11-24T20:00:00.000Z',
    );
  });

  test('is tomorrow once today’s time has passed, and never the same instant again', () => {
    const rule = berlin('21:00');
    expect(nextReminderInstant(at('2026-11-24T20:00:00Z'), rule).toISOString()).toBe(
      '2026-11-25T20:00:00.000Z',
    );
  });

  test('skips weekdays that are not chosen', () => {
    // 2026-11-24 is a Tuesday; with Monday and Friday only, the next one is Friday the 27th.
    const rule = berlin('07:30', [1, 5]);
    expect(nextReminderInstant(at('2026-11-24T12:00:00Z'), rule).toISOString()).toBe(
      '2026-11-27T06:30:00.000Z',
    );
  });

  test('a weekday is the one on the user’s wall clock, not in UTC', () => {
    // Tuesday 23:30 UTC is already Wednesday in Tokyo: a Wednesday-only 09:00 reminder is in 9½ h.
    const rule: ReminderRule = { minutes: 9 * 60, days: [3], timeZone: 'Asia/Tokyo' };
    expect(nextReminderInstant(at('2026-11-24T23:30:00Z'), rule).toISOString()).toBe(
      '2026-11-25T00:00:00.000Z',
    );
  });

  test('21:00 stays 21:00 local across the spring and autumn changes', () => {
    const rule = berlin('21:00');
    let instant = at('2026-03-27T12:00:00Z');
    const spring: string[] = [];
    for (let i = 0; i < 4; i++) {
      instant = nextReminderInstant(instant, rule);
      spring.push(instant.toISOString());
    }
    expect(spring).toEqual([
      '2026-03-27T20:00:00.000Z',
      '2026-03-28T20:00:00.000Z',
      '2026-03-29T19:00:00.000Z',
      '2026-03-30T19:00:00.000Z',
    ]);
    expect(nextReminderInstant(at('2026-10-25T12:00:00Z'), rule).toISOString()).toBe(
      '2026-10-25T20:00:00.000Z',
    );
  });

  test('a 02:30 reminder on the spring-forward night comes at 03:30, then at 02:30 again', () => {
    const rule = berlin('02:30');
    const onChange = nextReminderInstant(at('2026-03-28T12:00:00Z'), rule);
    expect(onChange.toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(nextReminderInstant(onChange, rule).toISOString()).toBe('2026-03-30T00:30:00.000Z');
  });

  test('a 02:30 reminder on the autumn night comes once, at the first 02:30', () => {
    const rule = berlin('02:30');
    const first = nextReminderInstant(at('2026-10-24T12:00:00Z'), rule);
    expect(first.toISOString()).toBe('2026-10-25T00:30:00.000Z');
    // The second 02:30 (01:30 UTC) is not another reminder: the next one is the following night.
    expect(nextReminderInstant(first, rule).toISOString()).toBe('2026-10-26T01:30:00.000Z');
  });

  test('refuses a rule without weekdays', () => {
    expect(() => nextReminderInstant(at('2026-11-24T12:00:00Z'), berlin('21:00', []))).toThrow(RangeError);
  });
});

describe('dueReminder', () => {
  test('is due from the reminder minute until just before the catch-up window closes', () => {
    const rule = berlin('21:00');
    expect(dueReminder(at('2026-11-24T19:59:59Z'), rule, 0)).toBeNull();
    expect(dueReminder(at('2026-11-24T20:00:00Z'), rule, 0)).toEqual({
      scheduledAt: at('2026-11-24T20:00:00Z'),
      retroDate: '2026-11-24',
    });
    const lastChance = new Date(at('2026-11-24T20:00:00Z').getTime() + REMINDER_CATCH_UP_MS - 1);
    expect(dueReminder(lastChance, rule, 0)?.retroDate).toBe('2026-11-24');
    expect(dueReminder(new Date(lastChance.getTime() + 1), rule, 0)).toBeNull();
  });

  test('a reminder after midnight but before the day-start hour reminds of the previous retro day', () => {
    const rule = berlin('01:00');
    // 01:05 on Wednesday the 25th in Berlin; the user's day starts at 4, so it is still Tuesday's retro.
    expect(dueReminder(at('2026-11-25T00:05:00Z'), rule, 4)?.retroDate).toBe('2026-11-24');
    expect(dueReminder(at('2026-11-25T00:05:00Z'), rule, 0)?.retroDate).toBe('2026-11-25');
  });

  test('on a day that is not chosen nothing is due', () => {
    // Tuesday 2026-11-24, a weekend-only reminder.
    expect(dueReminder(at('2026-11-24T20:05:00Z'), berlin('21:00', [6, 7]), 0)).toBeNull();
  });

  test('the latest reminder looks back across the week to the last chosen day', () => {
    expect(latestReminderAtOrBefore(at('2026-11-24T12:00:00Z'), berlin('21:00', [7])).toISOString()).toBe(
      '2026-11-22T20:00:00.000Z',
    );
  });
});

test('times convert between HH:MM and minutes', () => {
  expect(minutesFromTime('21:00')).toBe(1260);
  expect(minutesFromTime('00:05')).toBe(5);
  expect(timeFromMinutes(1439)).toBe('23:59');
  expect(timeFromMinutes(0)).toBe('00:00');
});
