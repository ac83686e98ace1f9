import { expect, test } from '@playwright/test';
import { registerAndGoHome } from './helpers';

// The date filters' calendar on a phone: loaded only when opened, used with the keyboard alone, with
// days large enough to tap.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test.beforeEach(async ({ page }) => {
  await page.addLocatorHandler(
    page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Wonderful' }) }),
    (dialog) => dialog.getByRole('button', { name: 'Wonderful' }).click(),
  );
});

test('the history’s date filter opens a calendar, loaded then, chosen from with the keyboard', async ({
  page,
}) => {
  await registerAndGoHome(page);
  const { retro } = await (await page.request.get('/api/retro/today')).json();
  const saved = await page.request.put(`/api/retro/${retro.date}/answers/${retro.questions[0].id}`, {
    data: { text: 'Half a day of good work' },
  });
  expect(saved.status()).toBe(200);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Retro' }).click();
  await page.getByRole('link', { name: 'History' }).click();
  await expect(page.getByRole('article').first()).toContainText('Half a day of good work');
  expect(scripts.filter((path) => path.includes('date-calendar'))).toEqual([]);

  // The keyboard alone: focus the field, open it, move a day back, choose it.
  const to = page.getByRole('button', { name: /^To / });
  await expect(to).toHaveAccessibleName('To Any day');
  await to.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'To' });
  await expect(dialog).toBeVisible();
  expect(scripts.some((path) => path.includes('date-calendar'))).toBe(true);
  const todayCell = dialog.locator('[data-today]');
  await expect(todayCell.getByRole('button')).toBeFocused();
  const today = await todayCell.getAttribute('data-day');

  // Every day and control in the calendar is at least 44 × 44 px.
  for (const target of await dialog.locator('[data-day] button, button, select').all()) {
    const box = await target.boundingBox();
    if (!box) continue;
    expect(box.width, (await target.getAttribute('aria-label')) ?? '').toBeGreaterThanOrEqual(43.5);
    expect(box.height).toBeGreaterThanOrEqual(43.5);
  }
  await page.keyboard.press('ArrowLeft');
  const yesterday = await dialog.locator('[data-day]:has(button:focus)').getAttribute('data-day');
  expect(yesterday).not.toBe(today);
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(to).toBeFocused();
  await expect(to).not.toHaveAccessibleName('To Any day');
  await expect(page.getByText('No retros in these dates')).toBeVisible();

  // Escape closes it without a change; "Any day" clears the choice.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('No retros in these dates')).toBeVisible();
  await to.click();
  await dialog.getByRole('button', { name: 'Any day' }).click();
  await expect(to).toHaveAccessibleName('To Any day');
  await expect(page.getByRole('article').first()).toContainText('Half a day of good work');
});
