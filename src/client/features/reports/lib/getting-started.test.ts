import { describe, expect, test } from 'vitest';
import { LIFE_AREAS } from '#contract/constants';
import type { ProgressReport } from '#contract/reports';
import { daysLeft, insightDaysStillNeeded, milestones, ratingsStillNeeded } from './getting-started';

/** A report of `period` from `from` to `to` read on `today`, with `rated` ratings of one area. */
function report(
  period: ProgressReport['period'],
  from: string,
  to: string,
  today: string,
  rated: number,
  moods = 0,
  todayDone = false,
): ProgressReport {
  return {
    period,
    from,
    to,
    today,
    offset: 0,
    firstDay: from,
    counts: { moodsLogged: moods } as ProgressReport['counts'],
    insights: [] as ProgressReport['insights'],
    earlyInsights: [] as ProgressReport['earlyInsights'],
    areas: LIFE_AREAS.map((area, i) => ({ area, count: i === 0 ? rated : 0 })) as ProgressReport['areas'],
    weeklyProgress: {
      days: [{ date: today, retro: todayDone ? 'completed' : 'not-yet', mood: todayDone ? 'good' : null }],
    },
  } as ProgressReport;
}

describe('what a period can still show', () => {
  test('the days left count today unless it is done, none for a period over, no end for all time', () => {
    const done = (d: { retro: string }) => d.retro === 'completed';
    expect(daysLeft(report('week', '2026-11-23', '2026-11-29', '2026-11-25', 0), done)).toBe(5);
    expect(daysLeft(report('week', '2026-11-23', '2026-11-29', '2026-11-25', 0, 0, true), done)).toBe(4);
    expect(daysLeft(report('week', '2026-11-16', '2026-11-22', '2026-11-25', 0), done)).toBe(0);
    expect(daysLeft(report('all', '2026-11-01', '2026-11-25', '2026-11-25', 0), done)).toBe(
      Number.POSITIVE_INFINITY,
    );
  });

  test('on Saturday a week with no ratings cannot name an area: a longer period can', () => {
    expect(ratingsStillNeeded(report('week', '2026-11-23', '2026-11-29', '2026-11-28', 0))).toBe(
      'longer-period',
    );
    expect(ratingsStillNeeded(report('week', '2026-11-23', '2026-11-29', '2026-11-28', 1))).toBe(2);
    expect(ratingsStillNeeded(report('week', '2026-11-16', '2026-11-22', '2026-11-28', 2))).toBe(
      'longer-period',
    );
  });

  test('insights count down rated days from the first week, while the period can still hold them', () => {
    expect(insightDaysStillNeeded(report('week', '2026-11-23', '2026-11-29', '2026-11-23', 0))).toBe(5);
    expect(insightDaysStillNeeded(report('week', '2026-11-23', '2026-11-29', '2026-11-26', 3))).toBe(2);
    expect(insightDaysStillNeeded(report('week', '2026-11-23', '2026-11-29', '2026-11-26', 0))).toBe(
      'longer-period',
    );
    const told = { ...report('week', '2026-11-23', '2026-11-29', '2026-11-26', 0) };
    told.earlyInsights = [{ kind: 'mood-week', text: 'Your moods ran …', basis: 'From 6 days …', days: 6 }];
    expect(insightDaysStillNeeded(told)).toBe(0);
    const insights = milestones(report('week', '2026-11-23', '2026-11-29', '2026-11-23', 0)).at(-1);
    expect(insights).toMatchObject({ part: 'Insights', remaining: 5 });
  });
});
