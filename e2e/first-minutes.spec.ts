import { expect, test } from '@playwright/test';
import { registerAndGoHome } from './helpers';

test.beforeEach(async ({ page }) => {
  await page.addLocatorHandler(
    page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Wonderful' }) }),
    (dialog) => dialog.getByRole('button', { name: 'Wonderful' }).click(),
  );
});

test('the five moods are drawn by the app, not left to an emoji font', async ({ page }) => {
  await registerAndGoHome(page);
  // The mood card loads when it comes into view.
  const card = page.getByRole('region', { name: 'How are you feeling today?' });
  for (let step = 0; step < 10 && (await card.count()) === 0; step++) await page.mouse.wheel(0, 600);
  const group = page.getByRole('group', { name: "Today's mood" });
  await expect(group).toBeVisible();
  for (const mood of ['Awful', 'Bad', 'Okay', 'Good', 'Great']) {
    const tile = group.locator('label').filter({ hasText: mood });
    await expect(tile.locator('svg')).toHaveCount(1);
    // No emoji anywhere in the tile: nothing that depends on the system's fonts.
    expect(await tile.textContent()).not.toMatch(/\p{Extended_Pictographic}/u);
  }
});

test('search results read as plain text, with the matches marked', async ({ page }) => {
  await registerAndGoHome(page);
  const created = await page.request.post('/api/journal', {
    data: {
      title: 'Weekend',
      body: '## Saturday\nWe took a *river trip* and I kept [notes](https://example.com/river) about the water.',
    },
  });
  expect(created.status()).toBe(201);
  await page.getByRole('link', { name: 'Journal' }).first().click();
  await page.getByLabel('Search entries').fill('river');
  const results = page.getByRole('region', { name: 'Search results' });
  await expect(results.locator('mark', { hasText: /river/i }).first()).toBeVisible();
  const text = (await results.getByRole('link', { name: /Weekend/ }).textContent()) ?? '';
  expect(text).toContain('Saturday. We took a river trip and I kept notes about the water');
  expect(text).not.toMatch(/[*#[\]]|https?:/);
});

test('the journal editor has a page heading, for a new entry and an opened one', async ({ page }) => {
  await registerAndGoHome(page);
  await page.getByRole('link', { name: 'Journal' }).first().click();
  await page.getByRole('button', { name: 'New entry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New journal entry' })).toBeAttached();
  await page.getByLabel('Title').fill('Morning pages');
  await page.getByLabel('Entry', { exact: true }).fill('Slept well.');
  await expect(page.getByRole('status').filter({ hasText: /^\s*Saved\s*$/ })).toBeVisible();
  await page.getByRole('button', { name: 'All entries' }).click();
  await page.getByRole('link', { name: /Morning pages/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Journal entry of / })).toBeAttached();
});
