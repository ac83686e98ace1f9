import { describe, expect, test } from 'vitest';
import {
  type BadgeFacts,
  type BadgeRule,
  howToEarn,
  isEarned,
  NO_BADGE_FACTS,
  parseBadgeRule,
  progressOf,
} from './badge-rules';

type FactChanges = Partial<Omit<BadgeFacts, 'counts'>> & { counts?: Partial<BadgeFacts['counts']> };
const facts = (changes: FactChanges): BadgeFacts => ({
  ...NO_BADGE_FACTS,
  ...changes,
  counts: { ...NO_BADGE_FACTS.counts, ...changes.counts },
});

describe('streak badges', () => {
  const week: BadgeRule = { kind: 'streak', streakId: 'daily-retro', days: 7 };

  test('no streak yet is 0 of the days', () => {
    expect(progressOf(week, NO_BADGE_FACTS)).toEqual({ current: 0, target: 7 });
    expect(isEarned(week, NO_BADGE_FACTS)).toBe(false);
  });

  test('one day short is not earned; exactly the days is', () => {
    expect(isEarned(week, facts({ longestStreaks: { 'daily-retro': 6 } }))).toBe(false);
    expect(progressOf(week, facts({ longestStreaks: { 'daily-retro': 7 } }))).toEqual({
      current: 7,
      target: 7,
    });
    expect(isEarned(week, facts({ longestStreaks: { 'daily-retro': 7 } }))).toBe(true);
  });

  test('a longer run counts as the target, never above it', () => {
    expect(progressOf(week, facts({ longestStreaks: { 'daily-retro': 40 } }))).toEqual({
      current: 7,
      target: 7,
    });
  });

  test('the longest run decides: a broken streak keeps the badge it earned', () => {
    // The current run is back to 1, but the longest ever was 30: the badge stays earned.
    const broken = facts({ longestStreaks: { 'daily-retro': 30 } });
    expect(isEarned({ kind: 'streak', streakId: 'daily-retro', days: 30 }, broken)).toBe(true);
  });

  test('each streak counts for its own badges only', () => {
    const journalOnly = facts({ longestStreaks: { journal: 10 } });
    expect(isEarned({ kind: 'streak', streakId: 'journal', days: 7 }, journalOnly)).toBe(true);
    expect(isEarned({ kind: 'streak', streakId: 'mood', days: 7 }, journalOnly)).toBe(false);
    expect(isEarned(week, journalOnly)).toBe(false);
  });
});

describe('count badges', () => {
  const fifty: BadgeRule = { kind: 'count', of: 'journal_entries', target: 50 };

  test('counts from 0 up to the target, and stop there', () => {
    expect(progressOf(fifty, NO_BADGE_FACTS)).toEqual({ current: 0, target: 50 });
    expect(progressOf(fifty, facts({ counts: { journal_entries: 49 } }))).toEqual({
      current: 49,
      target: 50,
    });
    expect(isEarned(fifty, facts({ counts: { journal_entries: 49 } }))).toBe(false);
    expect(isEarned(fifty, facts({ counts: { journal_entries: 50 } }))).toBe(true);
    expect(progressOf(fifty, facts({ counts: { journal_entries: 120 } }))).toEqual({
      current: 50,
      target: 50,
    });
  });

  test('a first-time badge is earned by one', () => {
    const first: BadgeRule = { kind: 'count', of: 'retros', target: 1 };
    expect(isEarned(first, NO_BADGE_FACTS)).toBe(false);
    expect(isEarned(first, facts({ counts: { retros: 1 } }))).toBe(true);
  });

  test('each count is its own: moods do not earn challenge badges', () => {
    const challenge: BadgeRule = { kind: 'count', of: 'challenges_completed', target: 1 };
    expect(isEarned(challenge, facts({ counts: { moods: 30, retros: 5, journal_entries: 5 } }))).toBe(false);
    expect(isEarned(challenge, facts({ counts: { challenges_completed: 1 } }))).toBe(true);
  });
});

describe('the every-category badge', () => {
  const rule: BadgeRule = { kind: 'categories' };
  const all = ['Spiritual', 'Relationships', 'Health', 'Productivity', 'Retro', 'Regular'];

  test('nothing tried is 0 of the six library categories', () => {
    expect(progressOf(rule, NO_BADGE_FACTS)).toEqual({ current: 0, target: 6 });
  });

  test('one category missing is not earned; all six are', () => {
    expect(isEarned(rule, facts({ categoriesTried: all.slice(1) }))).toBe(false);
    expect(progressOf(rule, facts({ categoriesTried: all.slice(1) })).current).toBe(5);
    expect(isEarned(rule, facts({ categoriesTried: all }))).toBe(true);
  });

  test('repeats and unknown names do not count twice or at all', () => {
    const tried = ['Health', 'Health', 'Cooking', 'Regular'];
    expect(progressOf(rule, facts({ categoriesTried: tried }))).toEqual({ current: 2, target: 6 });
  });
});

describe('how to earn', () => {
  test('each kind reads as one sentence', () => {
    expect(howToEarn({ kind: 'streak', streakId: 'daily-retro', days: 3 })).toBe(
      'Complete your daily retro 3 days in a row.',
    );
    expect(howToEarn({ kind: 'streak', streakId: 'journal', days: 7 })).toBe(
      'Write in your journal 7 days in a row.',
    );
    expect(howToEarn({ kind: 'streak', streakId: 'mood', days: 30 })).toBe('Log your mood 30 days in a row.');
    expect(howToEarn({ kind: 'count', of: 'retros', target: 1 })).toBe('Complete your first daily retro.');
    expect(howToEarn({ kind: 'count', of: 'retros', target: 10 })).toBe('Complete 10 daily retros.');
    expect(howToEarn({ kind: 'count', of: 'journal_entries', target: 1 })).toBe(
      'Write your first journal entry.',
    );
    expect(howToEarn({ kind: 'count', of: 'moods', target: 30 })).toBe('Log your mood on 30 days.');
    expect(howToEarn({ kind: 'count', of: 'challenges_completed', target: 5 })).toBe(
      'Complete 5 challenges.',
    );
    expect(howToEarn({ kind: 'categories' })).toBe(
      'Write from a library question in every category (Spiritual, Relationships, Health, Productivity, Retro), and complete a daily retro for Regular.',
    );
  });
});

describe('stored rules', () => {
  test('known shapes are read back as rules', () => {
    const rules: BadgeRule[] = [
      { kind: 'streak', streakId: 'mood', days: 7 },
      { kind: 'count', of: 'moods', target: 30 },
      { kind: 'categories' },
    ];
    for (const rule of rules) expect(parseBadgeRule(JSON.parse(JSON.stringify(rule)))).toEqual(rule);
  });

  test('unknown shapes are refused rather than never earned', () => {
    for (const bad of [
      null,
      {},
      { kind: 'referral' },
      { kind: 'streak', streakId: 'sleep', days: 7 },
      { kind: 'streak', streakId: 'mood', days: 0 },
      { kind: 'count', of: 'moods', target: 1.5 },
      { kind: 'count', of: 'logins', target: 3 },
    ]) {
      expect(() => parseBadgeRule(bad), JSON.stringify(bad)).toThrow('Unknown badge rule');
    }
  });
});
