import { expect, test } from '@playwright/test';
import { registerAndGoHome } from './helpers';

test('a new user sees a friendly start and the first retro as the next step', async ({ page }) => {
  await registerAndGoHome(page);

  await expect(page.getByRole('heading', { name: 'Three small steps to begin' })).toBeVisible();
  const steps = page.getByRole('region', { name: 'Three small steps to begin' }).getByRole('link');
  await expect(steps).toHaveText([/Answer today's retro/, /Write a first entry/, /Browse questions/]);

  const retro = page.getByRole('region', { name: "Today's retro" });
  await expect(retro.getByRole('link', { name: 'Start your first retro' })).toHaveAttribute(
    'href',
    '/daily-retro',
  );
});

test('a returning user sees recent entries, the question of the day and the retro card', async ({ page }) => {
  await registerAndGoHome(page);
  const created = await page.request.post('/api/journal', {
    data: { title: 'Morning pages', body: 'Coffee, rain, a long list of small things.' },
  });
  expect(created.status()).toBe(201);

  await page.reload();

  await expect(page.getByRole('heading', { name: 'Three small steps to begin' })).toHaveCount(0);
  await expect(
    page.getByRole('region', { name: 'Recent entries' }).getByRole('link', { name: /Morning pages/ }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: "Today's retro" }).getByRole('link').first()).toHaveAttribute(
    'href',
    '/daily-retro',
  );
  const question = page.getByRole('region', { name: 'Question of the day' });
  await expect(question.getByRole('link', { name: 'Reflect on this' })).toHaveAttribute(
    'href',
    /^\/journal\?prompt=.+&question=\d+$/,
  );
});
