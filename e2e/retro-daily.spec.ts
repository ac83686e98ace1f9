import { expect, type Page, test } from '@playwright/test';
import { registerAndGoHome } from './helpers';

// Earning a badge (a first entry, a first retro) opens a celebration dialog over the page; close it
// whenever it shows, so it does not stand in the way of what these tests are about.
test.beforeEach(async ({ page }) => {
  await page.addLocatorHandler(
    page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Wonderful' }) }),
    (dialog) => dialog.getByRole('button', { name: 'Wonderful' }).click(),
  );
});

const COMPLETION_MESSAGE = 'You must answer all questions to complete your retro.';
const RATINGS_MESSAGE = 'Rate each area of life to finish.';
const AREAS = ['Spiritual', 'Relationships', 'Health', 'Productivity'];

async function openRetro(page: Page): Promise<void> {
  await page.goto('/daily-retro');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox').first()).toBeVisible();
}

test('a new user completes today’s retro after a partial attempt is refused, and finds it in history', async ({
  page,
}) => {
  await registerAndGoHome(page);
  await openRetro(page);
  await page.getByText('All on one page').click();

  const answers = page.getByRole('textbox');
  const count = await answers.count();
  expect(count).toBeGreaterThan(0);
  await answers.first().fill('A long walk by the river before work.');
  await page.getByRole('button', { name: 'Complete retro' }).click();

  // Said once, in the banner (no toast repeating it).
  await expect(page.getByText(COMPLETION_MESSAGE)).toHaveCount(1);
  await expect(page.getByRole('alert').filter({ hasText: COMPLETION_MESSAGE })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: COMPLETION_MESSAGE })).toHaveCount(0);
  await expect(page.getByText('Needs an answer')).toHaveCount(count - 1);
  await expect(page.getByText('Choose a rating')).toHaveCount(AREAS.length);

  // With every question answered, what is still missing is the ratings, and the message says so.
  for (let index = 1; index < count; index++) await answers.nth(index).fill(`Answer number ${index + 1}`);
  await expect(page.getByText(COMPLETION_MESSAGE)).toHaveCount(0);
  await expect(page.getByRole('alert').filter({ hasText: RATINGS_MESSAGE })).toBeVisible();
  for (const [index, area] of AREAS.entries()) {
    await page
      .getByRole('group', { name: area })
      .getByRole('radio', { name: index % 2 === 0 ? '4 — Good' : '5 — Thriving' })
      .check();
  }
  await expect(page.getByText('Needs an answer')).toHaveCount(0);
  // Nothing is missing any more, so nothing says it is.
  await expect(page.getByText(RATINGS_MESSAGE)).toHaveCount(0);
  await expect(page.getByText(`${count + AREAS.length} of ${count + AREAS.length} answered`)).toBeVisible();
  await page.getByRole('button', { name: 'Complete retro' }).click();

  await expect(page.getByRole('heading', { name: 'Retro complete' })).toBeVisible();
  await expect(page.getByText('Day closed. See you tomorrow.')).toBeVisible();
  await expect(page.getByText('A long walk by the river before work.')).toBeVisible();

  // Completing twice shows the same done state.
  const again = await page.request.get('/api/retro/today');
  const { retro } = await again.json();
  expect((await page.request.post(`/api/retro/${retro.date}/complete`)).status()).toBe(200);

  await page.getByRole('link', { name: 'See your retro history' }).click();
  await expect(page).toHaveURL(/\/retro-history$/);
  const card = page.getByRole('article').first();
  await expect(card).toContainText('Completed');
  await expect(card).toContainText('A long walk by the river before work.');
  await card.getByRole('button').click();
  await expect(card.getByText('Answer number 2')).toBeVisible();
});

test('an answer typed just before a reload is still there after it', async ({ page }) => {
  await registerAndGoHome(page);
  await openRetro(page);
  await page.getByRole('textbox').first().fill('Typed a moment before the reload');
  await page.reload();
  await expect(page.getByRole('textbox').first()).toHaveValue('Typed a moment before the reload');
});

test('an answer typed offline is kept on the device and synced once back online', async ({
  page,
  context,
}) => {
  await registerAndGoHome(page);
  await openRetro(page);
  const text = 'Written on the train, without a signal';

  await context.setOffline(true);
  await page.getByRole('textbox').first().fill(text);
  await expect(page.getByText('Saved on this device — will sync')).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();

  const response = await page.request.get('/api/retro/today');
  const { retro } = await response.json();
  expect(retro.questions[0].answer).toBe(text);

  await page.reload();
  await expect(page.getByRole('textbox').first()).toHaveValue(text);
});

test('the stepper goes on with Next and Ctrl+Enter and shows how far along it is', async ({ page }) => {
  await registerAndGoHome(page);
  await page.evaluate(() => window.localStorage.setItem('retro-layout', 'steps'));
  await openRetro(page);
  // One count on the screen ("N of M answered"); each step names itself above its question.
  await expect(page.getByText('Question 1', { exact: true })).toBeVisible();
  await expect(page.getByText(/^\d+ of \d+$/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Go to step 1' })).toHaveAttribute('aria-current', 'step');
  await page.getByRole('textbox').first().fill('First');
  await page.getByRole('textbox').first().press('Control+Enter');
  await expect(page.getByText('Question 2', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go to step 2' })).toHaveAttribute('aria-current', 'step');
  await expect(page.getByText(/^1 of \d+ answered$/)).toBeVisible();
  await expect(page.getByRole('textbox').first()).toBeFocused();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('textbox').first()).toHaveValue('First');
});

test('an answer the server refuses says so and stays on the device, unlike one kept while offline', async ({
  page,
}) => {
  const closed = 'That retro is closed: a retro can only be changed until your next day starts.';
  await registerAndGoHome(page);
  await page.route('**/api/retro/*/answers/*', (route) =>
    route.fulfill({ status: 400, json: { message: closed, code: 'BAD_REQUEST' } }),
  );
  await openRetro(page);
  const answer = page.getByRole('textbox').first();
  await answer.fill('Refused by the server');

  const refusal = page.getByRole('alert').filter({ hasText: `Not saved: ${closed}` });
  await expect(refusal).toBeVisible();
  await expect(refusal).toContainText('Your text is kept on this device.');
  await expect(page.getByText('Saved on this device — will sync')).toHaveCount(0);
  await expect(answer).toHaveAttribute('aria-invalid', 'true');
  await expect(answer).toHaveValue('Refused by the server');

  // Completing says why instead of asking to go online.
  await page.getByText('All on one page').click();
  const answers = page.getByRole('textbox');
  for (let index = 1; index < (await answers.count()); index++) await answers.nth(index).fill('More');
  for (const area of AREAS) {
    await page.getByRole('group', { name: area }).getByRole('radio', { name: '4 — Good' }).check();
  }
  await page.getByRole('button', { name: 'Complete retro' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: /^Not saved: That retro is closed/ })
      .first(),
  ).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Retro complete' })).toHaveCount(0);

  // Once the server takes it again (the reload sends the kept drafts), it is saved.
  await page.unroute('**/api/retro/*/answers/*');
  await page.reload();
  await expect(page.getByRole('textbox').first()).toHaveValue('Refused by the server');
  await expect(page.getByText('Saved', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/^Not saved/)).toHaveCount(0);
  const { retro } = await (await page.request.get('/api/retro/today')).json();
  expect(retro.questions[0].answer).toBe('Refused by the server');
});
