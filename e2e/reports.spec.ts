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
  // The first insight comes from 5 rated days, when the week still has them (decision record 050).
  await expect(parts).toContainText(/Insights(in 5 more days|in a longer period)/);
  await expect(parts).toContainText('The first once 5 days are rated');
  // One line says why no area is named, not two identical ones, in the summary before what is to come.
  await expect(page.getByTestId('strongest-area')).toHaveCount(0);
  await expect(page.getByTestId('areas-absent')).toContainText(/3 more rated retros|Too few rated days/);
  await expect(page.getByTestId('lead-insight')).toContainText('Nothing to tell yet');
  const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
  expect(headings.indexOf('Summary')).toBeLessThan(
    headings.indexOf('Your report starts with your first retro'),
  );
  // No empty charts for a new user: the year in pixels says what it will show instead of a blank grid.
  await expect(page.getByRole('heading', { name: 'Mood over time' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Over time/ })).toHaveCount(0);
  await page.getByRole('button', { name: /Your year in colour/ }).click();
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
