import { expect, test } from '@playwright/test';
import { expectToast, registerAndGoHome } from './helpers';

const html = (page: import('@playwright/test').Page) => page.locator('html');

test('the toggle switches to dark and back with a toast, and the choice survives a reload', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await registerAndGoHome(page);
  await expect(html(page)).not.toHaveClass(/\bdark\b/);

  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await expect(html(page)).toHaveClass(/\bdark\b/);
  await expectToast(page, 'Dark mode on');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(html(page)).toHaveClass(/\bdark\b/);

  await page.getByRole('button', { name: 'Switch to light mode' }).click();
  await expect(html(page)).not.toHaveClass(/\bdark\b/);
  await expectToast(page, 'Light mode on');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
});

test('settings offer light, dark and system; system follows the device live and stores nothing', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await registerAndGoHome(page);
  await page.goto('/settings');
  // The sections above the theme grow when their data arrives: click once they have it, not while
  // the tiles are still moving down the page.
  await expect(page.getByRole('button', { name: 'Save reminder' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Display name' })).toBeVisible();
  const theme = page.getByRole('group', { name: 'Theme' });

  await theme.getByRole('radio', { name: /^Dark/ }).check({ force: true });
  await expect(html(page)).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

  await theme.getByRole('radio', { name: /^System/ }).check({ force: true });
  await expect(theme.getByRole('radio', { name: /^System/ })).toBeChecked();
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
  await expect(html(page)).not.toHaveClass(/\bdark\b/);

  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html(page)).toHaveClass(/\bdark\b/);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(html(page)).not.toHaveClass(/\bdark\b/);

  await page.reload();
  await expect(
    page.getByRole('group', { name: 'Theme' }).getByRole('radio', { name: /^System/ }),
  ).toBeChecked();
});

test('choosing another language says only English is available; the page stays English', async ({ page }) => {
  await registerAndGoHome(page);
  await page.goto('/settings');
  const language = page.getByRole('combobox', { name: 'Language' });
  await expect(language).toHaveValue('en');

  await language.selectOption({ label: 'Français' });
  await expectToast(page, 'Only English is available', 'Daily Retro is available in English only.');
  await expect(language).toHaveValue('en');
  await expect(html(page)).toHaveAttribute('lang', 'en');
  await expect(html(page)).toHaveAttribute('dir', 'ltr');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
});
