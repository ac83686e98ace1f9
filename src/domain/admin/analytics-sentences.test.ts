import { describe, expect, test } from 'vitest';
import { activePeopleSentence, seriesTotalSentence } from './analytics-sentences';

describe('a daily chart of events', () => {
  test('the period total is said, with the days hidden on their own counted', () => {
    expect(seriesTotalSentence({ noun: 'retros completed', days: 30, total: 12, hiddenDays: 9 })).toBe(
      '12 retros completed in the last 30 days; 9 days with fewer than 5 people are not shown on their own.',
    );
    expect(seriesTotalSentence({ noun: 'journal entries', days: 7, total: 9, hiddenDays: 1 })).toBe(
      '9 journal entries in the last 7 days; 1 day with fewer than 5 people is not shown on its own.',
    );
  });
  test('no day hidden, every day hidden, and a period too small to say anything', () => {
    expect(seriesTotalSentence({ noun: 'moods logged', days: 30, total: 1234, hiddenDays: 0 })).toBe(
      '1,234 moods logged in the last 30 days.',
    );
    expect(seriesTotalSentence({ noun: 'moods logged', days: 30, total: 0, hiddenDays: 0 })).toBe(
      '0 moods logged in the last 30 days.',
    );
    expect(seriesTotalSentence({ noun: 'moods logged', days: 7, total: 14, hiddenDays: 7 })).toBe(
      '14 moods logged in the last 7 days; every day had fewer than 5 people, so no day is shown on its own.',
    );
    expect(seriesTotalSentence({ noun: 'sign-ups', days: 30, total: null, hiddenDays: 30 })).toBe(
      'Fewer than 5 people were active in the last 30 days, so no sign-ups figure is shown.',
    );
  });
});

describe('active people', () => {
  test('an average day, the different people of the window, and the hidden days', () => {
    expect(
      activePeopleSentence({
        noun: 'active people',
        days: 30,
        total: 2.33,
        hiddenDays: 30,
        distinctPeople: 8,
      }),
    ).toBe(
      '2.3 active people on an average day, 8 different people in the last 30 days; every day had fewer than 5 people, so no day is shown on its own.',
    );
    expect(activePeopleSentence({ noun: 'active people', days: 90, total: 8, hiddenDays: 0 })).toBe(
      '8 active people on an average day.',
    );
    expect(
      activePeopleSentence({ noun: 'active people', days: 7, total: 1, hiddenDays: 0, distinctPeople: 1 }),
    ).toBe('1 active person on an average day, 1 different person in the last 7 days.');
    expect(
      activePeopleSentence({
        noun: 'active people',
        days: 7,
        total: null,
        hiddenDays: 7,
        distinctPeople: null,
      }),
    ).toBe('Fewer than 5 people were active in the last 7 days, so no average is shown.');
  });
});
