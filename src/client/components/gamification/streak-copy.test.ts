import { describe, expect, test } from 'vitest';
import type { Streak } from '#contract/streaks';
import { dayCount, freezeText, orderedStreaks, streakStatusText } from './streak-copy';

function streak(overrides: Partial<Streak>): Streak {
  return {
    id: 'daily-retro',
    current: 0,
    longest: 0,
    lastActiveDate: null,
    runStartDate: null,
    freezesAvailable: 0,
    frozenDates: [],
    status: 'broken',
    nextFreezeIn: 7,
    freezeNotice: null,
    ...overrides,
  };
}

describe('streak copy', () => {
  test('each status reads as a plain sentence about today', () => {
    expect(streakStatusText(streak({ status: 'active', current: 3 }))).toBe('Done today');
    expect(streakStatusText(streak({ status: 'pending', current: 10 }))).toBe(
      "Finish today's retro to keep your 10-day streak",
    );
    expect(streakStatusText(streak({ id: 'mood', status: 'pending', current: 3 }))).toBe(
      'Check in your mood today to keep your 3-day streak',
    );
  });

  test('the day after a miss says what saves the run: yesterday finished late, or a freeze today', () => {
    expect(streakStatusText(streak({ status: 'at_risk', current: 10 }))).toBe(
      "Missed yesterday — finish yesterday's retro today to save your 10-day streak",
    );
    expect(
      streakStatusText(streak({ id: 'journal', status: 'at_risk', current: 3, freezesAvailable: 1 })),
    ).toBe(
      "Missed yesterday — write an entry for yesterday, or do today's and a freeze keeps your 3-day streak",
    );
  });

  test('a freeze used in the run still going is said, not lost silently', () => {
    const kept = streak({
      status: 'active',
      current: 10,
      runStartDate: '2026-03-01',
      frozenDates: ['2026-02-01', '2026-03-08'],
      nextFreezeIn: 4,
    });
    expect(freezeText(kept)).toBe('Next freeze in 4 days · a freeze covered 8 Mar');
    expect(freezeText({ ...kept, frozenDates: ['2026-02-01'] })).toBe('Next freeze in 4 days');
    expect(freezeText({ ...kept, status: 'broken' })).toBe('Next freeze in 4 days');
  });

  test('a broken streak invites a new run, and one never started says so', () => {
    expect(streakStatusText(streak({ status: 'broken', longest: 5 }))).toBe('Start a new run today');
    expect(streakStatusText(streak({ status: 'broken' }))).toBe('Not started yet');
  });

  test('freezes count what is saved, or how far the next one is', () => {
    expect(freezeText(streak({ freezesAvailable: 1 }))).toBe('1 freeze saved');
    expect(freezeText(streak({ freezesAvailable: 2 }))).toBe('2 freezes saved');
    expect(freezeText(streak({ nextFreezeIn: 1 }))).toBe('Next freeze in 1 day');
    expect(freezeText(streak({ nextFreezeIn: 4 }))).toBe('Next freeze in 4 days');
  });

  test('days are counted in the singular for one', () => {
    expect(dayCount(1)).toBe('1 day');
    expect(dayCount(0)).toBe('0 days');
  });

  test('streaks come in a fixed order: retro, journal, mood', () => {
    const sorted = orderedStreaks([
      streak({ id: 'mood' }),
      streak({ id: 'journal' }),
      streak({ id: 'daily-retro' }),
    ]);
    expect(sorted.map((s) => s.id)).toEqual(['daily-retro', 'journal', 'mood']);
  });
});
