import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { STREAK_FREEZE_EARNED_EVERY_DAYS, STREAK_IDS } from '#contract/constants';
import { TEST_TODAY } from '#server/test/pinned-clock';
import { createTestApp, signedInClient, type TestApp } from '#server/test/test-app';
import { daysBefore, exportFile, importFile } from './import.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const LONG_AGO = { awardedAt: '2025-01-05T18:00:00.000Z', awardedDate: '2025-01-05' };

describe('an import never carries rewards', () => {
  test('an edited export claiming 100,000 freezes, 1,000-day streaks and every badge gives the account only what its records earn', async () => {
    const { client } = await signedInClient(t.app);
    const catalogue: { id: string }[] = (await client.get('/api/badges')).json();
    // A mood on each of the last 8 days (a run that earns one freeze at 7) and one journal entry.
    const days = STREAK_FREEZE_EARNED_EVERY_DAYS + 1;
    const honest = exportFile({ moods: days, entries: 1 });
    const edited = {
      ...honest,
      streaks: STREAK_IDS.map((streakId) => ({
        streakId,
        currentLength: 1_000,
        longestLength: 1_000,
        lastActiveDate: TEST_TODAY,
        runStartDate: daysBefore(999),
        freezesAvailable: 100_000,
        frozenDates: Array.from({ length: 200 }, (_, i) => daysBefore(1_000 + i)),
      })),
      badges: catalogue.map((badge) => ({ badgeId: badge.id, ...LONG_AGO })),
    };
    const res = await importFile(client, edited);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      moods: { added: days, skipped: 0 },
      journalEntries: { added: 1, skipped: 0 },
      streaks: { added: 0, skipped: 3 },
      badges: { added: 3, skipped: catalogue.length - 3 },
    });

    const streaks = Object.fromEntries(
      (await client.get('/api/streaks')).json().map((s: { id: string }) => [s.id, s]),
    );
    expect(streaks.mood).toMatchObject({
      current: days,
      longest: days,
      freezesAvailable: 1,
      frozenDates: [],
    });
    expect(streaks.journal).toMatchObject({ current: 1, longest: 1, freezesAvailable: 0, frozenDates: [] });
    expect(streaks['daily-retro']).toMatchObject({ current: 0, longest: 0, freezesAvailable: 0 });

    const held: { badgeId: string; notified: boolean; awardedDate: string }[] = (
      await client.get('/api/badges/user')
    ).json();
    expect(held.map((b) => b.badgeId).sort()).toEqual(['first-entry', 'first-mood', 'mood-streak-7']);
    // Earned on old days: no celebration now, and the day the file gives, as it is not in the future.
    for (const badge of held)
      expect(badge).toMatchObject({ notified: true, awardedDate: LONG_AGO.awardedDate });
  });

  test('a badge the file dates in the future is dated today instead', async () => {
    const { client } = await signedInClient(t.app);
    const file = {
      ...exportFile({ moods: 1 }),
      badges: [{ badgeId: 'first-mood', awardedAt: '2030-01-01T00:00:00.000Z', awardedDate: '2030-01-01' }],
    };
    expect((await importFile(client, file)).statusCode).toBe(200);
    expect((await client.get('/api/badges/user')).json()).toMatchObject([
      { badgeId: 'first-mood', awardedDate: TEST_TODAY, notified: true },
    ]);
  });

  test('a challenge marked completed before its last day comes in open and earns no badge; one completed by the rule stays completed', async () => {
    const { client } = await signedInClient(t.app);
    const [early, onTime] = (
      (await client.get('/api/challenges')).json() as { id: string; durationDays: number }[]
    )
      .filter((c) => c.durationDays > 2)
      .slice(0, 2);
    if (!early || !onTime) throw new Error('the catalogue has challenges longer than two days');
    const challenge = (challengeId: string, startDaysAgo: number, completedDaysAgo: number) => ({
      id: randomUUID(),
      challengeId,
      assignedAt: `${daysBefore(startDaysAgo)}T09:00:00.000Z`,
      startDate: daysBefore(startDaysAgo),
      completedAt: `${daysBefore(completedDaysAgo)}T21:00:00.000Z`,
      completedDate: daysBefore(completedDaysAgo),
      notes: 'Done',
      checkedDays: [daysBefore(startDaysAgo)],
    });
    const tooSoon = await importFile(client, {
      ...exportFile({}),
      challenges: [challenge(early.id, 40, 39)],
    });
    expect(tooSoon.statusCode, tooSoon.body).toBe(200);
    expect((await client.get('/api/challenges/user')).json()).toMatchObject([
      { challengeId: early.id, status: 'in_progress', completedAt: null, notes: 'Done' },
    ]);
    expect((await client.get('/api/badges/user')).json()).toEqual([]);

    const lastDay = 40 - (onTime.durationDays - 1);
    const kept = await importFile(client, {
      ...exportFile({}),
      challenges: [challenge(onTime.id, 40, lastDay)],
    });
    expect(kept.statusCode, kept.body).toBe(200);
    const taken: { challengeId: string; status: string; completedDate: string | null }[] = (
      await client.get('/api/challenges/user')
    ).json();
    expect(taken.find((c) => c.challengeId === onTime.id)).toMatchObject({
      status: 'completed',
      completedDate: daysBefore(lastDay),
    });
    expect((await client.get('/api/badges/user')).json()).toMatchObject([
      { badgeId: 'first-challenge', notified: true },
    ]);
  });
});
