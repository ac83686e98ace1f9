import { expect, test } from '@playwright/test';
import {
  CELEBRATION_WOULD_OPEN_MS,
  completeTodaysRetro,
  pageReadsBadges,
  setServerClock,
} from './gamification-helpers';
import { registerAndGoHome, untilPageClock } from './helpers';

// Moves the server clock, which changes "today" for every user: a *.clock.spec.ts runs after the
// other specs, one at a time (playwright.config.ts).

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('a badge never told on the day it was earned is not celebrated the next day; Achievements lists it as new, once', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await registerAndGoHome(page);
  try {
    // Day 1: the retro is completed elsewhere (another device) and the app is not opened again that day.
    await setServerClock(page.request, '2025-04-07T12:00:00.000Z');
    await page.goto('about:blank');
    await completeTodaysRetro(page.request);

    // Day 2: the app opens; the badge from yesterday is known to it but is not celebrated.
    await setServerClock(page.request, '2025-04-08T09:00:00.000Z');
    const read = pageReadsBadges(page, (badges) =>
      badges.some((badge) => !badge.notified && !badge.earnedToday),
    );
    await page.goto('/');
    await read;
    await untilPageClock(page, CELEBRATION_WOULD_OPEN_MS);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Achievements, by the navigation: the badge is listed with a "New" marker, and told as seen.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'More' }).tap();
    await page.getByRole('dialog', { name: 'More' }).getByRole('link', { name: 'Achievements' }).tap();
    await page
      .getByRole('tablist', { name: 'Achievements' })
      .getByRole('tab', { name: 'Badges', exact: true })
      .tap();
    const badges = page.getByRole('tabpanel', { name: 'Badges' });
    const firstLook = badges.getByRole('listitem').filter({ hasText: 'First Look Back' });
    await expect(firstLook.getByText('New', { exact: true })).toBeVisible();
    await expect(firstLook).toContainText('Earned 7 Apr 2025');
    await expect
      .poll(async () => (await (await page.request.get('/api/badges/user')).json())[0].notified)
      .toBe(true);

    // Next visit, by the navigation: nothing new, and still no celebration.
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Home' }).tap();
    await expect(page.getByRole('tablist', { name: 'Achievements' })).toHaveCount(0);
    await nav.getByRole('button', { name: 'More' }).tap();
    await page.getByRole('dialog', { name: 'More' }).getByRole('link', { name: 'Achievements' }).tap();
    await page
      .getByRole('tablist', { name: 'Achievements' })
      .getByRole('tab', { name: 'Badges', exact: true })
      .tap();
    await expect(firstLook).toBeVisible();
    await expect(firstLook.getByText('New', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  } finally {
    await setServerClock(page.request, null);
  }
});
