import { expect, test } from '@playwright/test';
import { pickDate, registerAndGoHome } from './helpers';

// Earning a badge (a first entry, a first retro) opens a celebration dialog over the page; close it
// whenever it shows, so it does not stand in the way of what these tests are about.
test.beforeEach(async ({ page }) => {
  await page.addLocatorHandler(
    page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Wonderful' }) }),
    (dialog) => dialog.getByRole('button', { name: 'Wonderful' }).click(),
  );
});

test('a new user sees a friendly empty history with a link to today’s retro', async ({ page }) => {
  await registerAndGoHome(page);
  await page.goto('/retro-history');
  await expect(page.getByText('Nothing here yet')).toBeVisible();
  await page.getByRole('link', { name: "Start today's retro" }).click();
  await expect(page).toHaveURL(/\/daily-retro$/);
});

test('a started retro shows in history, and a date range without it says so', async ({ page }) => {
  await registerAndGoHome(page);
  const { retro } = await (await page.request.get('/api/retro/today')).json();
  const question = retro.questions[0];
  const saved = await page.request.put(`/api/retro/${retro.date}/answers/${question.id}`, {
    data: { text: 'Half a day of good work' },
  });
  expect(saved.status()).toBe(200);

  expect((await page.request.post('/api/moods', { data: { mood: 'okay' } })).status()).toBe(201);

  await page.goto('/retro-history');
  const card = page.getByRole('article').first();
  await expect(card).toContainText('Half a day of good work');
  await expect(card).toContainText('Not finished');
  await expect(card).toContainText('Mood: Okay');

  await pickDate(page, 'To', '2020-01-01');
  await expect(page.getByText('No retros in these dates')).toBeVisible();
  await page.getByRole('button', { name: 'Clear dates' }).click();
  await expect(page.getByRole('article')).toHaveCount(1);
});
