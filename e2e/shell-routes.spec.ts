import { expect, type Page, test } from '@playwright/test';
import { greetingFor, registerAndGoHome } from './helpers';

/** Every route of the specification (aliases included) and the title its page shows. */
const ROUTES: ReadonlyArray<readonly [path: string, title: string | RegExp]> = [
  ['/daily-retro', 'Daily retro'],
  ['/daily-reflection', 'Daily retro'],
  ['/journal', 'Journal'],
  ['/questions', 'Question library'],
  ['/retro-history', 'Retro history'],
  ['/progress-reports', 'Progress reports'],
  ['/reports', 'Progress reports'],
  ['/retro-summary', 'Progress reports'],
  ['/reflection-summary', 'Progress reports'],
  ['/achievements', 'Achievements'],
  ['/feedback', 'Feedback'],
  ['/referral', 'Invite a friend'],
  ['/settings', 'Settings'],
  ['/about', 'About Daily Retro'],
  ['/nav-test', 'Navigation test'],
  ['/debug', 'Debug'],
];

const ADMIN_ROUTES: ReadonlyArray<readonly [path: string, title: string, section: string]> = [
  ['/admin/feedback', 'Feedback inbox', 'Feedback'],
  ['/admin/customers', 'Customers', 'Customers'],
  ['/admin/questions', 'Question bank', 'Questions'],
  ['/admin/analytics', 'Analytics', 'Analytics'],
];

async function expectTitle(page: Page, title: string | RegExp): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

/**
 * Answers /api/user with the real user, made an administrator (the first account of a database is one).
 * On the context, so that requests passing through the service worker are answered too.
 */
async function actAsAdmin(page: Page): Promise<void> {
  await page.context().route('**/api/user', async (route) => {
    const response = await route.fetch();
    const user = await response.json();
    await route.fulfill({ response, json: { ...user, role: 'admin' } });
  });
}

test('every route and alias shows its page, inside the navigation', async ({ page }) => {
  test.setTimeout(60_000);
  const username = await registerAndGoHome(page);
  await expect(page.getByRole('heading', { level: 1, name: greetingFor(username) })).toBeVisible();
  await expect(page).toHaveTitle('Daily Retro');

  for (const [path, title] of ROUTES) {
    await page.goto(path);
    await expectTitle(page, title);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.locator('main#main')).toBeVisible();
  }
  await expect(page).toHaveTitle('Debug · Daily Retro');
});

test('every screen is built: none says it is not built yet or coming soon', async ({ page }) => {
  test.setTimeout(60_000);
  await registerAndGoHome(page);
  expect((await page.request.post('/api/test-clock/grant-admin')).status()).toBe(200);
  for (const [path, title] of [...ROUTES, ...ADMIN_ROUTES]) {
    await page.goto(path);
    await expectTitle(page, title);
    await expect(page.getByText('Not built yet')).toHaveCount(0);
    await expect(page.getByText(/coming soon|will be added/i)).toHaveCount(0);
  }
});

test('signed out, every route goes to sign-in and remembers where it was going', async ({ page }) => {
  test.setTimeout(60_000);
  for (const [path] of [...ROUTES, ...ADMIN_ROUTES]) {
    await page.goto(path);
    await expect(page).toHaveURL(`/auth?next=${encodeURIComponent(path)}`);
    await expect(page.getByRole('tab', { name: 'Sign in' })).toBeVisible();
  }
  await page.goto('/');
  await expect(page).toHaveURL(/\/auth$/);
});

test('an unknown path shows the not-found page inside the navigation, with a way home', async ({ page }) => {
  const username = await registerAndGoHome(page);
  await page.goto('/this/does/not/exist');

  await expectTitle(page, 'Page not found');
  await expect(page).toHaveTitle('Page not found · Daily Retro');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL('/');
  await expectTitle(page, greetingFor(username));
});

test('someone who is not an administrator sees a clear not-allowed page on every admin page', async ({
  page,
}) => {
  await registerAndGoHome(page);
  for (const [path] of ADMIN_ROUTES) {
    await page.goto(path);
    await expectTitle(page, 'Not allowed');
    await expect(page.getByText('your account is not an administrator')).toBeVisible();
  }
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }),
  ).toHaveCount(0);
});

test('an administrator gets the admin area, its sections and the admin entry in the navigation', async ({
  page,
}) => {
  await registerAndGoHome(page);
  await actAsAdmin(page);

  for (const [path, title, section] of ADMIN_ROUTES) {
    await page.goto(path);
    await expectTitle(page, title);
    const sections = page.getByRole('navigation', { name: 'Admin sections' });
    await expect(sections.getByRole('link', { name: section })).toHaveAttribute('aria-current', 'page');
    await expect(sections.locator('[aria-current="page"]')).toHaveCount(1);
  }

  const adminEntry = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' });
  await expect(adminEntry).toHaveAttribute('aria-current', 'page');
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: 'Customers' })
    .click();
  await expect(page).toHaveURL('/admin/customers');
  await expectTitle(page, 'Customers');
});

test('the sign-in page explains a session reset', async ({ page }) => {
  await page.goto('/auth?auth_reset=true');
  await expect(page.getByText('Your session was reset')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Sign in' })).toHaveAttribute('aria-selected', 'true');

  await page.goto('/auth');
  await expect(page.getByRole('tab', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByText('Your session was reset')).toHaveCount(0);
});

test("while the user loads, the page's frame and heading show and the screen says so; then the page appears", async ({
  page,
}) => {
  await registerAndGoHome(page);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.context().route('**/api/user', async (route) => {
    await held;
    await route.fallback();
  });

  await page.goto('/journal');
  await expect(page.getByRole('status').filter({ hasText: 'Loading your data...' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Journal' })).toBeVisible();
  // The page's own content waits for the user.
  await expect(page.getByRole('button', { name: 'New entry' })).toHaveCount(0);
  release();
  await expect(page.getByRole('button', { name: 'New entry' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading your data...' })).toHaveCount(0);
  await expectTitle(page, 'Journal');
});
