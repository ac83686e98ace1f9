import { expect, test } from '@playwright/test';
import { registerAndGoHome } from './helpers';

const UNAUTHORIZED = { status: 401, json: { message: 'Not signed in', code: 'UNAUTHENTICATED' } };

test('five 401s within a minute clear the local session and land on /auth?auth_reset=true', async ({
  page,
}) => {
  await page.addInitScript(() => window.localStorage.setItem('calendar_reminder_announced', 'true'));
  await registerAndGoHome(page);
  await page.goto('/debug');
  const check = page.getByRole('button', { name: 'Check server version' });
  await expect(check).toBeEnabled();
  // The app's own background version check has run (it is not due again for 30 minutes).
  await expect.poll(() => page.evaluate(() => localStorage.getItem('lastUpdateCheck'))).not.toBeNull();
  await page.evaluate(() => {
    localStorage.setItem('theme', 'dark');
    localStorage.setItem('language', 'en');
    localStorage.setItem('user-preferences', '{}');
    localStorage.setItem('appVersion', '1.0.0');
    sessionStorage.setItem('draft', 'kept only for this tab');
  });

  // From now on the server says the session is gone.
  await page.route('**/api/version?*', (route) => route.fulfill(UNAUTHORIZED));
  await page.route('**/api/user', (route) => route.fulfill(UNAUTHORIZED));

  const refused = () => page.waitForResponse((response) => response.url().includes('/api/version?'));
  for (let attempt = 1; attempt <= 4; attempt += 1) {
    await Promise.all([refused(), check.click()]);
    await expect(page.getByText('Your session has expired. Please log in again.').first()).toBeVisible();
    await expect(check).toBeEnabled();
  }
  await expect(page).toHaveURL(/\/debug$/);

  await check.click();

  await expect(page).toHaveURL(/\/auth\?auth_reset=true$/);
  const left = await page.evaluate(() => ({
    theme: localStorage.getItem('theme'),
    preferences: localStorage.getItem('user-preferences'),
    appVersion: localStorage.getItem('appVersion'),
    draft: sessionStorage.getItem('draft'),
  }));
  expect(left).toEqual({ theme: null, preferences: null, appVersion: '1.0.0', draft: null });
});
