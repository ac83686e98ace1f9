import { expect, test } from '@playwright/test';
import { expectToast, registerAndGoHome } from './helpers';

// The challenge in progress on home, on a phone: today's tick one tap away, and a card that can be
// hidden in Settings like the others.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test.beforeEach(async ({ page }) => {
  await page.addLocatorHandler(
    page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Wonderful' }) }),
    (dialog) => dialog.getByRole('button', { name: 'Wonderful' }).click(),
  );
});

test('a challenge taken on shows on home with today’s tick, which stays; Settings hides the card', async ({
  page,
}) => {
  await registerAndGoHome(page);
  // Nothing in progress: no challenge card.
  await expect(page.getByRole('region', { name: "Today's retro" })).toBeVisible();
  await expect(page.locator('#challenge-heading')).toHaveCount(0);

  const assigned = await page.request.post('/api/challenges/assign', {
    data: { challengeId: 'walk-it-off' },
  });
  expect(assigned.status(), await assigned.text()).toBe(201);
  const { challenge } = await assigned.json();
  // Taken on elsewhere (the API here): the next visit of the app shows it.
  await page.reload();

  const card = page.getByRole('region', { name: challenge.title });
  await expect(card).toContainText(`Challenge · day 1 of ${challenge.durationDays}`);
  const tick = card.getByRole('button', { name: 'Done today' });
  await expect(tick).toHaveAttribute('aria-pressed', 'false');
  const box = await tick.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  await tick.tap();
  await expect(tick).toHaveAttribute('aria-pressed', 'true');
  await expect
    .poll(async () => {
      const taken = await (await page.request.get('/api/challenges/user')).json();
      return taken[0]?.doneDates.length;
    })
    .toBe(1);

  await page.reload();
  await expect(
    page.getByRole('region', { name: challenge.title }).getByRole('button', { name: 'Done today' }),
  ).toHaveAttribute('aria-pressed', 'true');

  // Hidden like any other home card.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'More' }).tap();
  await page.getByRole('dialog', { name: 'More' }).getByRole('link', { name: 'Settings' }).click();
  const shown = page.getByRole('checkbox', { name: 'Challenge in progress' });
  await shown.scrollIntoViewIfNeeded();
  await expect(shown).toBeChecked();
  await shown.uncheck();
  await expectToast(page, 'Customization updated');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('region', { name: "Today's retro" })).toBeVisible();
  await expect(page.locator('#challenge-heading')).toHaveCount(0);
});
