import { expect, test } from '@playwright/test';
import { OFFLINE_BANNER_HIDE_DELAY_MS } from '../src/contract/constants';
import { goneAt, noteFirstShown, registerAndGoHome } from './helpers';

const OFFLINE_TITLE = 'No Internet Connection';
const OFFLINE_TEXT =
  'You are currently offline. Some features may be unavailable until your connection is restored.';
const RESTORED_TITLE = 'Connection Restored';
const RESTORED_TEXT = 'Your connection has been restored. All features are now available.';

test('losing the connection shows the offline banner; getting it back says so and hides after 3 s', async ({
  page,
  context,
}) => {
  await page.addInitScript(() =>
    window.addEventListener('online', () => {
      (window as unknown as { onlineAt?: number }).onlineAt = performance.now();
    }),
  );
  await noteFirstShown(page, '[role="status"]', RESTORED_TITLE);
  await registerAndGoHome(page);
  await expect(page.getByText(OFFLINE_TITLE)).toHaveCount(0);

  await context.setOffline(true);
  const offline = page.getByRole('alert').filter({ hasText: OFFLINE_TITLE });
  await expect(offline).toBeVisible();
  await expect(offline).toContainText(OFFLINE_TEXT);

  await context.setOffline(false);
  const restored = page.getByRole('status').filter({ hasText: RESTORED_TITLE });
  await expect(restored).toBeVisible();
  await expect(restored).toContainText(RESTORED_TEXT);
  await expect(offline).toHaveCount(0);

  // Timed on the page's clock, from the connection's return to the message leaving (see noteFirstShown).
  await expect(restored).toBeHidden({ timeout: 10_000 });
  const [cameBack, gone] = await Promise.all([
    page.evaluate(() => (window as unknown as { onlineAt?: number }).onlineAt),
    goneAt(page),
  ]);
  expect(cameBack).toBeDefined();
  expect(gone).toBeDefined();
  const hiddenAfter = (gone ?? 0) - (cameBack ?? 0);
  expect(hiddenAfter).toBeGreaterThanOrEqual(OFFLINE_BANNER_HIDE_DELAY_MS - 5);
  expect(hiddenAfter).toBeLessThan(OFFLINE_BANNER_HIDE_DELAY_MS + 2000);
});

test('the offline banner can be dismissed, and the restored message still comes', async ({
  page,
  context,
}) => {
  await registerAndGoHome(page);
  await context.setOffline(true);
  await expect(page.getByText(OFFLINE_TITLE)).toBeVisible();

  await page.getByRole('button', { name: 'Dismiss connection message' }).click();
  await expect(page.getByText(OFFLINE_TITLE)).toHaveCount(0);

  await context.setOffline(false);
  await expect(page.getByText(RESTORED_TITLE)).toBeVisible();
  await page.getByRole('button', { name: 'Dismiss connection message' }).click();
  await expect(page.getByText(RESTORED_TITLE)).toHaveCount(0);
});

test('the offline banner shows on the sign-in page too', async ({ page, context }) => {
  await page.goto('/auth');
  await expect(page.getByRole('tab', { name: 'Sign in' })).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByText(OFFLINE_TITLE)).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText(RESTORED_TITLE)).toBeVisible();
});
