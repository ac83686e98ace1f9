import { expect, type Page, test } from '@playwright/test';
import { registerAndGoHome, toasts } from './helpers';

// The page's clock is pinned, so "a minute ago" is a fixed time, not the machine's.
const NOW = Date.parse('2026-11-24T08:00:00.000Z');
const MINUTE = 60_000;

/** A browser that last ran an older version, so this load finds its caches stale and clears them. */
async function comeBackFromAnOlderVersion(page: Page, lastNoticeAt: number | null): Promise<void> {
  await page.clock.setFixedTime(NOW);
  await registerAndGoHome(page);
  await page.evaluate((lastNotice) => {
    localStorage.setItem('appVersion', '0.9.0');
    localStorage.setItem('lastSWCheck', '1');
    if (lastNotice === null) localStorage.removeItem('lastUpdateNotification');
    else localStorage.setItem('lastUpdateNotification', String(lastNotice));
  }, lastNoticeAt);
  await page.reload();
  // The stale caches were cleared and the running version recorded.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('appVersion'))).not.toBe('0.9.0');
  expect(await page.evaluate(() => localStorage.getItem('lastSWCheck'))).toBeNull();
}

test("'App Updated' shows after a new version clears the caches", async ({ page }) => {
  await comeBackFromAnOlderVersion(page, null);

  await expect(toasts(page).getByText('App Updated', { exact: true })).toBeVisible();
});

test('an update notice a minute ago keeps it quiet: at most one per 6 hours, even across the clear', async ({
  page,
}) => {
  await comeBackFromAnOlderVersion(page, NOW - MINUTE);

  await expect(toasts(page).getByText('App Updated', { exact: true })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('lastUpdateNotification'))).toBe(
    String(NOW - MINUTE),
  );
});
