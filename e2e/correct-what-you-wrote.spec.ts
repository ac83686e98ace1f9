import { expect, test } from '@playwright/test';
import { addDays } from '../src/domain/local-day';
import { completeTodaysRetro } from './gamification-helpers';
import { registerAndGoHome } from './helpers';

// Earned badges open a celebration over the page: close it whenever it shows.
test.beforeEach(async ({ page }) => {
  await page.addLocatorHandler(
    page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Wonderful' }) }),
    (dialog) => dialog.getByRole('button', { name: 'Wonderful' }).click(),
  );
});

const saved = (page: import('@playwright/test').Page) =>
  page.getByRole('status').filter({ hasText: /^\s*Saved\s*$/ });

test('a completed retro can be edited: the answer and a rating change, and the day stays completed', async ({
  page,
}) => {
  await registerAndGoHome(page);
  await completeTodaysRetro(page.request);
  const { retro } = await (await page.request.get('/api/retro/today')).json();

  await page.reload();
  await page.getByRole('link', { name: 'Review the retro' }).click();
  const review = page.getByRole('region', { name: 'Review the retro' });
  await expect(review).toContainText('A good, ordinary day.');
  await review.getByRole('button', { name: 'Edit' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Edit your retro' })).toBeVisible();
  await page.getByText('All on one page').click();
  const first = page.getByRole('textbox').first();
  await expect(first).toHaveValue('A good, ordinary day.');
  await first.fill('A good day, and I remembered the dentist.');
  await page.getByRole('group', { name: 'Health' }).getByRole('radio', { name: '2 — Low' }).check();
  await expect(saved(page).first()).toBeVisible();
  await page.getByRole('button', { name: 'Save changes' }).click();

  await expect(review).toContainText('A good day, and I remembered the dentist.');
  await expect(page.getByRole('heading', { name: 'Retro complete' })).toBeVisible();
  const stored = await (await page.request.get(`/api/retro/${retro.date}`)).json();
  expect(stored.status).toBe('completed');
  expect(stored.questions[0].answer).toBe('A good day, and I remembered the dentist.');
  expect(stored.ratings).toContainEqual({ area: 'Health', rating: 2 });
});

test("a journal entry can be re-dated from the editor's Date field", async ({ page }) => {
  await registerAndGoHome(page);
  const { today } = await (await page.request.get('/api/profile')).json();
  const created = await page.request.post('/api/journal', {
    data: { title: 'Night swim', body: 'Written the morning after.' },
  });
  expect(created.status()).toBe(201);

  await page.getByRole('link', { name: 'Journal' }).first().click();
  await page.getByRole('link', { name: /Night swim/ }).click();
  const dateField = page.getByLabel('Date', { exact: true });
  await expect(dateField).toHaveValue(today);
  const yesterday = addDays(today, -1);
  await dateField.fill(yesterday);
  await expect(saved(page)).toBeVisible();
  await expect
    .poll(
      async () => (await (await page.request.get(`/api/journal/${(await created.json()).id}`)).json()).date,
    )
    .toBe(yesterday);

  await page.getByRole('button', { name: 'All entries' }).click();
  await page.getByRole('link', { name: /Night swim/ }).click();
  await expect(page.getByLabel('Date', { exact: true })).toHaveValue(yesterday);
});
