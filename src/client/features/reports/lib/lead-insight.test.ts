import { describe, expect, test } from 'vitest';
import type { ProgressReport } from '#contract/reports';
import { leadInsight } from './lead-insight';

const comparison: ProgressReport['insights'][number] = {
  kind: 'journal',
  area: null,
  text: 'On days you write in your journal your mood averages 4.1, against 3.2 on days you don’t.',
  withMood: 4.1,
  withDays: 9,
  withoutMood: 3.2,
  withoutDays: 12,
};
const early: ProgressReport['earlyInsights'][number] = {
  kind: 'mood-week',
  text: 'Your moods ran higher than last week: 4.0 on average this week, against 3.0.',
  basis: 'From 9 days with a mood: 3 this week, 6 last week.',
  days: 9,
};

describe('the summary’s one insight', () => {
  test('nothing to tell: none', () => {
    expect(leadInsight({ insights: [], earlyInsights: [] })).toBeNull();
  });

  test('an early fact with its own basis when there is no comparison', () => {
    expect(leadInsight({ insights: [], earlyInsights: [early] })).toEqual({
      text: early.text,
      basis: early.basis,
    });
  });

  test('a comparison first, with the days on each side', () => {
    expect(leadInsight({ insights: [comparison], earlyInsights: [early] })).toEqual({
      text: comparison.text,
      basis: 'From 21 days with a mood: 9 against 12.',
    });
  });
});
