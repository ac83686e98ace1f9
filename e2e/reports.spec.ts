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
  await expect(parts).toContainText('Strongest and improvement areain 3 more days');
  await expect(parts).toContainText('Insightsin 14 more days');
  await expect(page.getByTestId('strongest-absent')).toContainText('3 more rated retros');
  // No empty charts for a new user: only the calendar that fills in day by day.
  await expect(page.getByRole('heading', { name: 'Mood over time' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Year in pixels' })).toBeVisible();
  await expect(page.locator('[data-state]').first()).toContainText('Mon');

  await navigation.getByRole('link', { name: 'Settings' }).click();
  const weekStart = page.getByRole('group', { name: 'First day of the week' });
  await weekStart.getByRole('radio', { name: 'Sunday' }).click();
  await expect(weekStart.getByRole('radio', { name: 'Sunday' })).toBeChecked();

  await navigation.getByRole('link', { name: 'Reports' }).click();
  await expect(page.locator('[data-state]').first()).toContainText('Sun');
  await expect(page.locator('[data-state]').last()).toContainText('Sat');
});
