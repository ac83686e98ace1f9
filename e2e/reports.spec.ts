import { expect, test } from '@playwright/test';
import { registerAndGoHome } from './helpers';

test('a new user sees what the report will show and when, and the week follows the chosen first day', async ({
  page,
}) => {
  await registerAndGoHome(page);
  const navigation = page.getByRole('navigation', { name: /main/i });
  await navigation.getByRole('link', { name: 'Reports' }).click();

  await expect(page.getByRole('heading', { name: 'Your report starts with your first retro' })).toBeVisible();
  const parts = page.getByRole('region', { name: 'Your report starts with your first retro' });
  // Three ratings fit in what is left of the week unless it is Saturday or Sunday.
  await expect(parts).toContainText(/Strongest and improvement area(in 3 more days|in a longer period)/);
  // A week never holds 7 days with a mood on each side of a comparison: insights are never counted down.
  await expect(parts).toContainText('Insightsin a longer period');
  await expect(parts).toContainText('look across a month or more');
  // One card says why no area is named, not two identical ones, and it comes after what is to come.
  await expect(page.getByTestId('strongest-area')).toHaveCount(0);
  await expect(page.getByTestId('areas-absent')).toContainText(/3 more rated retros|in a longer period/);
  const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
  expect(headings.indexOf('Your report starts with your first retro')).toBeLessThan(
    headings.indexOf('Strongest and improvement areas'),
  );
  // No empty charts for a new user: the year in pixels says what it will show instead of a blank grid.
  await expect(page.getByRole('heading', { name: 'Mood over time' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Year in pixels' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Year in pixels' })).toContainText('Nothing logged in');
  await expect(page.getByTestId('year-in-pixels')).toHaveCount(0);
  await expect(page.locator('[data-state]').first()).toContainText('Mon');

  await navigation.getByRole('link', { name: 'Settings' }).click();
  const weekStart = page.getByRole('group', { name: 'First day of the week' });
  await weekStart.getByRole('radio', { name: 'Sunday' }).click();
  await expect(weekStart.getByRole('radio', { name: 'Sunday' })).toBeChecked();

  await navigation.getByRole('link', { name: 'Reports' }).click();
  await expect(page.locator('[data-state]').first()).toContainText('Sun');
  await expect(page.locator('[data-state]').last()).toContainText('Sat');
});
