import { expect, type Page, test } from '@playwright/test';
import { firstShownAt, noteFirstShown, registerAndGoHome } from './helpers';

async function openDebugPage(page: Page): Promise<void> {
  await page.addInitScript(() => window.localStorage.setItem('calendar_reminder_announced', 'true'));
  await registerAndGoHome(page);
  await page.goto('/debug');
  await expect(page.getByRole('heading', { level: 1, name: 'Debug' })).toBeVisible();
}

test('a broken component shows the component fallback and the rest of the page stays', async ({ page }) => {
  await openDebugPage(page);
  await page.getByRole('button', { name: 'Break a component' }).click();

  const fallback = page.getByRole('alert').filter({ hasText: 'Component Error' });
  await expect(fallback.getByText('Component Error', { exact: true })).toBeVisible();
  await expect(fallback.getByText('Error in Error preview', { exact: true })).toBeVisible();
  await expect(fallback.getByRole('link', { name: 'Refresh page' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Debug' })).toBeVisible();
});

test('a broken page shows the page fallback with a refresh button', async ({ page }) => {
  await openDebugPage(page);
  await page.getByRole('button', { name: 'Break this page' }).click();

  await expect(page.getByRole('heading', { name: 'Page Error' })).toBeVisible();
  await expect(
    page.getByText("We're having trouble loading this page. Please try refreshing the browser.", {
      exact: true,
    }),
  ).toBeVisible();
  const refresh = page.getByRole('button', { name: 'Refresh Page' });
  await expect(refresh).toBeVisible();

  await refresh.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Debug' })).toBeVisible();
});

test('a broken app shows the render error, and the third error in one component starts recovery', async ({
  page,
}) => {
  await openDebugPage(page);
  await page.evaluate(() => {
    localStorage.setItem('cached-answers', '{}');
    localStorage.setItem('auth-hint', 'kept');
  });
  await page.getByRole('button', { name: 'Break the app' }).click();

  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByText('Simulated error from the debug page', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refresh Page' })).toBeVisible();
  const tryAgain = page.getByRole('button', { name: 'Try Again' });

  await tryAgain.click(); // the second error
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await tryAgain.click(); // the third: recovery

  await expect(page.getByText('App Recovery Needed', { exact: true })).toBeVisible();
  await expect(
    page.getByText("We're fixing an issue with the app. Please wait a moment.", { exact: true }),
  ).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(() => [localStorage.getItem('cached-answers'), localStorage.getItem('auth-hint')]),
    )
    .toEqual([null, 'kept']);
});

test.describe('when scripts fail to load', () => {
  test('a page whose code cannot load shows the page fallback', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('calendar_reminder_announced', 'true'));
    await registerAndGoHome(page);
    await page.route(/\/assets\/debug-page-[^/]+\.js$/, (route) => route.abort());
    await page.goto('/debug');

    await expect(page.getByRole('heading', { name: 'Page Error' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Refresh Page' })).toBeVisible();
  });

  test('when the app cannot start at all, plain HTML offers a reload after 3 seconds', async ({ page }) => {
    await page.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort());
    // Its 3 s start after the navigation does, so on the page's clock it shows 3 s in at the earliest.
    await noteFirstShown(page, 'h1, h2', 'Daily Retro did not start');
    await page.goto('/auth');

    await expect(page.getByRole('heading', { name: 'Daily Retro did not start' })).toBeVisible();
    expect(await firstShownAt(page)).toBeGreaterThanOrEqual(2500);
    await expect(
      page.getByText('Something stopped the app from loading. Reloading the page usually fixes it.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
  });
});
