import { type APIRequestContext, expect, type Page, request, test } from '@playwright/test';
import { PASSWORD, registerAndGoHome, submitSignIn, uniqueUsername } from './helpers';

async function registerThrough(api: APIRequestContext, username: string) {
  const response = await api.post('/api/register', { data: { username, password: PASSWORD } });
  expect(response.status(), await response.text()).toBe(201);
}

/** Opens one admin section through the admin area's own navigation. */
async function openSection(page: Page, name: string, heading = name) {
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

async function findAccount(page: Page, username: string) {
  await page.getByLabel('Search by username or email').fill(username);
  const card = page.getByRole('listitem', { name: username });
  await expect(card).toBeVisible();
  return card;
}

test('an admin promotes one account, disables another who is signed out at once, adds a question and sees it all in the audit log', async ({
  page,
  browser,
  baseURL,
}) => {
  const adminName = await registerAndGoHome(page, uniqueUsername('boss'));
  // The e2e database is shared, so the first account is not necessarily this one: a test-only call
  // (present only with TEST_CLOCK) makes it an administrator.
  expect((await page.request.post('/api/test-clock/grant-admin')).status()).toBe(200);
  await page.reload();

  const helperName = uniqueUsername('helper');
  const others = await request.newContext({ baseURL });
  await registerThrough(others, helperName);
  await others.dispose();

  const leaverName = uniqueUsername('leaver');
  const leaverContext = await browser.newContext();
  const leaver = await leaverContext.newPage();
  await registerAndGoHome(leaver, leaverName);

  page.on('dialog', (dialog) => dialog.accept());
  await page.getByRole('link', { name: 'Admin' }).first().click();
  await openSection(page, 'Customers');

  const helper = await findAccount(page, helperName);
  await helper.getByRole('button', { name: 'Make admin' }).click();
  await expect(helper.getByText('Admin', { exact: true })).toBeVisible();

  const leaverCard = await findAccount(page, leaverName);
  await leaverCard.getByRole('button', { name: 'Disable' }).click();
  await expect(leaverCard.getByText('Disabled', { exact: true })).toBeVisible();

  // The disabled person's next step in the app finds their session gone, and sign-in says why.
  await leaver.getByRole('link', { name: 'Journal' }).first().click();
  await expect(leaver.getByText('Your entries could not be loaded.')).toBeVisible();
  await leaver.reload();
  await expect(leaver).toHaveURL(/\/auth/);
  await submitSignIn(leaver, leaverName);
  await expect(leaver.getByText(/This account has been disabled by an administrator/).first()).toBeVisible();
  await leaverContext.close();

  await openSection(page, 'Questions', 'Question bank');
  const question = `What small kindness did you notice today, ${uniqueUsername('q')}?`;
  const addForm = page.getByRole('region', { name: 'Add a question' });
  await addForm.getByLabel('Category').selectOption('Health');
  await addForm.getByLabel('Question').fill(question);
  await addForm.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('region', { name: 'Health' }).getByText(question)).toBeVisible();

  await page.getByRole('link', { name: 'Back to the app' }).click();
  await page.getByRole('link', { name: 'Questions' }).first().click();
  await page.getByLabel('Search questions').fill(question.slice(0, 30));
  await expect(page.getByRole('list', { name: 'Questions' }).getByText(question)).toBeVisible();

  await page.getByRole('link', { name: 'Admin' }).first().click();
  await openSection(page, 'Audit log');
  const log = page.getByRole('list', { name: 'Admin actions' });
  await expect(log.getByText(`${adminName}`).first()).toBeVisible();
  await expect(
    log.getByRole('listitem').filter({ hasText: 'Role changed' }).filter({ hasText: helperName }),
  ).toBeVisible();
  await expect(
    log.getByRole('listitem').filter({ hasText: 'Account disabled' }).filter({ hasText: leaverName }),
  ).toBeVisible();
  await expect(
    log.getByRole('listitem').filter({ hasText: 'Question added' }).filter({ hasText: question }),
  ).toBeVisible();
});

test('a regular user opening an admin page sees the not-allowed page', async ({ page, baseURL }) => {
  // The first account on the shared database is an admin: make sure that is not this one.
  const earlier = await request.newContext({ baseURL });
  await registerThrough(earlier, uniqueUsername('earlier'));
  await earlier.dispose();
  await registerAndGoHome(page, uniqueUsername('plain'));
  await expect(page.getByRole('link', { name: 'Admin' })).toHaveCount(0);
  await page.goto('/admin/customers');
  await expect(page.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
  await page.goto('/admin/audit');
  await expect(page.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
});
