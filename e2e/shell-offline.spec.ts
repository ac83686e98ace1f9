import { expect, test } from '@playwright/test';
import { registerAndGoHome } from './helpers';

const OFFLINE_TITLE = 'No Internet Connection';
const OFFLINE_TEXT =
  'You are currently offline. Some features may be unavailable until your connection is restored.';
const RESTORED_TITLE = 'Connection Restored';
const RESTORED_TEXT = 'Your connection has been restored. All features are now available.';

test('losing the connection shows the offline banner; getting it back says so and hides after 3 s', async ({
  page,
  context,
}) => {
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

  const shownAt = performance.now();
  await expect(restored).toBeHidden({ timeout: 6000 });
  const hiddenAfter = performance.now() - shownAt;
  expect(hiddenAfter).toBeGreaterThan(1500);
  expect(hiddenAfter).toBeLessThan(5500);
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
