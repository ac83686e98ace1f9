import { expect, test } from '@playwright/test';
import { SIGNED_IN_HINT_COOKIE_NAME } from '../src/contract/constants';
import { greetingFor, PASSWORD, registerAndGoHome, signOut } from './helpers';

test.describe('theme before first paint', () => {
  test('follows a dark system preference when no theme is stored', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/auth');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  });

  test('a stored light theme wins over a dark system preference', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.addInitScript(() => localStorage.setItem('theme', 'light'));
    await page.goto('/auth');
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  });

  test('a stored dark theme wins over a light system preference', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await page.goto('/auth');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  });
});

test('when the user cannot be loaded, an error screen offers to try again', async ({ page, baseURL }) => {
  // A browser that holds a session (its hint cookie says so), whose user the server cannot load.
  await page.context().addCookies([{ name: SIGNED_IN_HINT_COOKIE_NAME, value: '1', url: baseURL ?? '' }]);
  let failing = true;
  await page.route('**/api/user', (route) =>
    failing
      ? route.fulfill({ status: 500, json: { message: 'Database unavailable', code: 'INTERNAL' } })
      : route.fallback(),
  );

  await page.goto('/');
  // The page's frame and heading, prerendered, with the loading line until the user is known.
  await expect(page.getByRole('status').filter({ hasText: 'Loading your data...' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Authentication Error' })).toBeVisible();
  await expect(page.getByText('Database unavailable')).toBeVisible();

  // Tried again, the server says nobody is signed in: the hint goes, and the next load does not ask.
  failing = false;
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain(
    SIGNED_IN_HINT_COOKIE_NAME,
  );
});

test('signing in works from the keyboard alone', async ({ page }) => {
  const username = await registerAndGoHome(page);
  await signOut(page);

  await page.getByRole('tab', { name: 'Sign in' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Create account' })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: 'Sign in' })).toHaveAttribute('aria-selected', 'true');

  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Username')).toBeFocused();
  await page.keyboard.type(username);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { level: 1, name: greetingFor(username) })).toBeVisible();
});
