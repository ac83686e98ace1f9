import { expect, test } from '@playwright/test';
import {
  CELEBRATION_WOULD_OPEN_MS,
  completeTodaysRetro,
  dismissCelebration,
  pageReadsBadges,
  revealHomeCards,
  setServerClock,
} from './gamification-helpers';
import { registerAndGoHome, untilPageClock } from './helpers';

// Moves the server clock, which changes "today" for every user: a *.clock.spec.ts runs after the
// other specs, one at a time (playwright.config.ts).

test('retros on three days in a row grow the streak on home 1, 2, 3 and earn the three-day badge', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await registerAndGoHome(page);
  const streaks = page.getByRole('region', { name: 'Streaks' });
  const retroStreak = streaks.getByRole('listitem').filter({ hasText: 'Daily retro' });
  try {
    for (const [day, date] of ['2025-03-10', '2025-03-11', '2025-03-12'].entries()) {
      await setServerClock(page.request, `${date}T12:00:00.000Z`);
      await completeTodaysRetro(page.request);
      await page.reload();
      await revealHomeCards(page);
      await expect(retroStreak).toContainText(`Current streak: ${day + 1} ${day === 0 ? 'day' : 'days'}`);
      await expect(retroStreak).toContainText('Done today');
      // Day 1 earns the first-retro badge, day 3 the three-day streak badge: each is celebrated once.
      if (day === 0) expect(await dismissCelebration(page)).toBe('First Look Back');
      if (day === 2) expect(await dismissCelebration(page)).toBe('Warming Up');
    }
    // Both badges were told: a reload reads them and celebrates nothing.
    const toldRead = pageReadsBadges(page, (badges) => badges.length >= 2);
    await page.reload();
    await toldRead;
    await untilPageClock(page, CELEBRATION_WOULD_OPEN_MS);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.goto('/achievements');
    const badges = page.getByRole('region', { name: 'Badges' });
    const earned = badges.getByRole('listitem').filter({ hasText: 'Warming Up' });
    await expect(earned).toContainText('Earned 12 Mar 2025');
    await expect(badges.getByRole('progressbar', { name: 'A Week of Honesty progress' })).toHaveAttribute(
      'aria-valuetext',
      '3 of 7 days',
    );
  } finally {
    await setServerClock(page.request, null);
  }
});
