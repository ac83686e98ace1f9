import { describe, expect, test } from 'vitest';
import {
  canCompleteAt,
  canCompleteOn,
  canTickOn,
  challengeDates,
  challengeDay,
  challengeDoneWhen,
  challengeEndDate,
  formatChallengeDate,
  tooSoonToCompleteMessage,
} from './challenge-days';

describe('the days of a challenge', () => {
  test('a 7-day challenge taken on a Sunday ends on the Saturday, its seventh day', () => {
    expect(challengeEndDate('2026-11-22', 7)).toBe('2026-11-28');
    expect(challengeDates('2026-11-22', 7)).toEqual([
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
    ]);
  });

  test('a challenge crosses month and year ends, and a leap day', () => {
    expect(challengeEndDate('2026-12-15', 30)).toBe('2027-01-13');
    expect(challengeEndDate('2028-02-27', 3)).toBe('2028-02-29');
    expect(challengeDates('2028-02-28', 3)).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
  });

  test('the day number starts at 1 and stops at the last day', () => {
    expect(challengeDay('2026-03-10', '2026-03-10', 5)).toBe(1);
    expect(challengeDay('2026-03-10', '2026-03-13', 5)).toBe(4);
    expect(challengeDay('2026-03-10', '2026-04-30', 5)).toBe(5);
    expect(challengeDay('2026-03-10', '2026-03-01', 5)).toBe(1);
  });
});

describe('completing', () => {
  test('is refused on every day before the last, and allowed on it and after', () => {
    const allowed = ['2026-11-22', '2026-11-27', '2026-11-28', '2026-12-20'].map((today) =>
      canCompleteOn(today, '2026-11-22', 7),
    );
    expect(allowed).toEqual([false, false, true, true]);
  });

  test('a one-day challenge can be completed on the day it is taken on', () => {
    expect(canCompleteOn('2026-11-22', '2026-11-22', 1)).toBe(true);
  });

  test("the last day begins at the user's day-start hour, in their own time zone", () => {
    // Taken on 2026-06-10 in Berlin with the day starting at 04:00: day 7 is 2026-06-16, which begins at
    // 04:00 CEST on the 16th, 02:00 UTC.
    const berlinAt4 = { timezone: 'Europe/Berlin', dayStartHour: 4 };
    expect(canCompleteAt(new Date('2026-06-16T01:59:59Z'), berlinAt4, '2026-06-10', 7)).toBe(false);
    expect(canCompleteAt(new Date('2026-06-16T02:00:00Z'), berlinAt4, '2026-06-10', 7)).toBe(true);
    // At midnight day starts the same instant is already the 16th in Berlin.
    const berlin = { timezone: 'Europe/Berlin', dayStartHour: 0 };
    expect(canCompleteAt(new Date('2026-06-15T22:00:00Z'), berlin, '2026-06-10', 7)).toBe(true);
    expect(canCompleteAt(new Date('2026-06-15T21:59:59Z'), berlin, '2026-06-10', 7)).toBe(false);
  });

  test('one instant is the last day in Auckland and not yet in Los Angeles', () => {
    const instant = new Date('2026-03-16T12:00:00Z'); // 01:00 on the 17th in Auckland, 05:00 on the 16th in LA
    expect(canCompleteAt(instant, { timezone: 'Pacific/Auckland', dayStartHour: 0 }, '2026-03-11', 7)).toBe(
      true,
    );
    expect(
      canCompleteAt(instant, { timezone: 'America/Los_Angeles', dayStartHour: 0 }, '2026-03-11', 7),
    ).toBe(false);
    // An Auckland user whose day starts at 5 is still on the 16th at 01:00.
    expect(canCompleteAt(instant, { timezone: 'Pacific/Auckland', dayStartHour: 5 }, '2026-03-11', 7)).toBe(
      false,
    );
  });

  test('across a daylight-saving change the last day is still a calendar day', () => {
    // Berlin springs forward on 2026-03-29: a challenge ending that day opens at local midnight.
    const berlin = { timezone: 'Europe/Berlin', dayStartHour: 0 };
    expect(canCompleteAt(new Date('2026-03-28T22:59:59Z'), berlin, '2026-03-23', 7)).toBe(false);
    expect(canCompleteAt(new Date('2026-03-28T23:00:00Z'), berlin, '2026-03-23', 7)).toBe(true);
  });

  test('the refusal names the day it can be finished, with the year only when it is another year', () => {
    expect(tooSoonToCompleteMessage('2026-11-22', '2026-11-22', 7)).toBe(
      'You can finish this challenge from Saturday, 28 November.',
    );
    expect(tooSoonToCompleteMessage('2026-12-20', '2026-12-15', 30)).toBe(
      'You can finish this challenge from Wednesday, 13 January 2027.',
    );
  });

  test('a date reads as its calendar day, whatever the zone the code runs in', () => {
    expect(formatChallengeDate('2026-03-01', '2026-02-20')).toBe('Sunday, 1 March');
    expect(formatChallengeDate('2026-12-31', '2026-12-31')).toBe('Thursday, 31 December');
  });
});

describe('ticking a day', () => {
  test('only a day of the challenge that has begun: from day 1 up to today', () => {
    const tick = (date: string, today: string) => canTickOn(date, today, '2026-03-10', 5);
    expect(tick('2026-03-10', '2026-03-10')).toBe(true);
    expect(tick('2026-03-11', '2026-03-12')).toBe(true);
    expect(tick('2026-03-13', '2026-03-12')).toBe(false); // not yet
    expect(tick('2026-03-09', '2026-03-12')).toBe(false); // before day 1
    expect(tick('2026-03-14', '2026-03-20')).toBe(true); // the last day, ticked late
    expect(tick('2026-03-15', '2026-03-20')).toBe(false); // after the last day
  });
});

test('the journal challenges count themselves; every other challenge is ticked', () => {
  expect(challengeDoneWhen('thirty-days-of-pages')).toBe('journal-entry');
  expect(challengeDoneWhen('question-a-day')).toBe('question-entry');
  expect(challengeDoneWhen('walk-it-off')).toBe('ticked');
  expect(challengeDoneWhen('morning-pages')).toBe('ticked');
});
