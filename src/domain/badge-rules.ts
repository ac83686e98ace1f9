import { QUESTION_CATEGORIES, STREAK_IDS, type StreakId } from '#contract/constants';

/** What a badge counts. */
export const BADGE_COUNTS = [
  'retros',
  'journal_entries',
  'moods',
  'challenges_completed',
  'referrals',
] as const;
export type BadgeCount = (typeof BADGE_COUNTS)[number];

/**
 * How a badge is earned, as stored in `badges.rule`:
 * - streak: a run of `days` consecutive days of one streak, at any time (its longest run);
 * - count: `target` of something done (retros completed, live journal entries, moods logged,
 *   challenges completed, people invited who completed their first retro);
 * - categories: reflected on a question of every library category.
 */
export type BadgeRule =
  | { kind: 'streak'; streakId: StreakId; days: number }
  | { kind: 'count'; of: BadgeCount; target: number }
  | { kind: 'categories' };

/** What a user has done, as far as badges are concerned. */
export interface BadgeFacts {
  counts: Record<BadgeCount, number>;
  /** The longest run ever of each streak; a missing streak has never started. */
  longestStreaks: Partial<Record<StreakId, number>>;
  /** Library categories the user has reflected on a question of. */
  categoriesTried: readonly string[];
}

export const NO_BADGE_FACTS: BadgeFacts = {
  counts: { retros: 0, journal_entries: 0, moods: 0, challenges_completed: 0, referrals: 0 },
  longestStreaks: {},
  categoriesTried: [],
};

export interface BadgeProgress {
  /** Never above target: a badge is done, not overdone. */
  current: number;
  target: number;
}

/**
 * How far the facts are towards a rule. A streak badge looks at the longest run, not the current
 * one, so a badge once earned still reads as earned after the run breaks.
 */
export function progressOf(rule: BadgeRule, facts: BadgeFacts): BadgeProgress {
  const progress = (current: number, target: number) => ({
    current: Math.min(Math.max(current, 0), target),
    target,
  });
  switch (rule.kind) {
    case 'streak':
      return progress(facts.longestStreaks[rule.streakId] ?? 0, rule.days);
    case 'count':
      return progress(facts.counts[rule.of], rule.target);
    case 'categories': {
      const tried = new Set(facts.categoriesTried);
      return progress(
        QUESTION_CATEGORIES.filter((category) => tried.has(category)).length,
        QUESTION_CATEGORIES.length,
      );
    }
  }
}

export function isEarned(rule: BadgeRule, facts: BadgeFacts): boolean {
  const { current, target } = progressOf(rule, facts);
  return current >= target;
}

const STREAK_ACTIVITY: Record<StreakId, string> = {
  'daily-retro': 'complete your daily retro',
  journal: 'write in your journal',
  mood: 'log your mood',
};

const COUNT_PHRASE: Record<BadgeCount, (target: number) => string> = {
  retros: (n) => (n === 1 ? 'Complete your first daily retro.' : `Complete ${n} daily retros.`),
  journal_entries: (n) => (n === 1 ? 'Write your first journal entry.' : `Write ${n} journal entries.`),
  moods: (n) => (n === 1 ? 'Log your mood for the first time.' : `Log your mood on ${n} days.`),
  challenges_completed: (n) => (n === 1 ? 'Complete your first challenge.' : `Complete ${n} challenges.`),
  referrals: (n) =>
    n === 1
      ? 'Invite someone who completes daily retros on 3 different days.'
      : `Invite ${n} people who each complete daily retros on 3 different days.`,
};

/** How to earn a badge, as one sentence for the achievements page. */
export function howToEarn(rule: BadgeRule): string {
  switch (rule.kind) {
    case 'streak':
      return `${capitalize(STREAK_ACTIVITY[rule.streakId])} ${rule.days} days in a row.`;
    case 'count':
      return COUNT_PHRASE[rule.of](rule.target);
    case 'categories':
      return `Write from a library question in every category (${JOURNAL_CATEGORIES.join(', ')}), and complete a daily retro for Regular.`;
  }
}

/** The categories reached through journal prompts; Regular is the daily retro's own. */
const JOURNAL_CATEGORIES = QUESTION_CATEGORIES.filter((category) => category !== 'Regular');

/** Reads a rule stored as JSON; a shape this code does not know is a bug in the catalogue. */
export function parseBadgeRule(value: unknown): BadgeRule {
  const rule = value as Record<string, unknown> | null;
  const positive = (n: unknown) => typeof n === 'number' && Number.isInteger(n) && n > 0;
  if (rule?.kind === 'categories') return { kind: 'categories' };
  if (rule?.kind === 'streak' && STREAK_IDS.includes(rule.streakId as StreakId) && positive(rule.days)) {
    return { kind: 'streak', streakId: rule.streakId as StreakId, days: rule.days as number };
  }
  if (rule?.kind === 'count' && BADGE_COUNTS.includes(rule.of as BadgeCount) && positive(rule.target)) {
    return { kind: 'count', of: rule.of as BadgeCount, target: rule.target as number };
  }
  throw new Error(`Unknown badge rule: ${JSON.stringify(value)}`);
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
