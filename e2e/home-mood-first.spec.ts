import { expect, test } from '@playwright/test';
import { completeTodaysRetro } from './gamification-helpers';
import { expectToast, registerAndGoHome } from './helpers';

// Mood in one tap from home, on a phone: the check-in leads home until today's mood is logged, each
// face in its own colour, and "Up next" after the retro points to what is really left.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test.beforeEach(async ({ page }) => {
  await page.addLocatorHandler(
    page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Wonderful' }) }),
    (dialog) => dialog.getByRole('button', { name: 'Wonderful' }).click(),
  );
});

test('after the retro, up next is the mood: the check-in leads home, one tap logs it, then the journal is next', async ({
  page,
}) => {
  await registerAndGoHome(page);
  await completeTodaysRetro(page.request);

  // The retro's completion says what is left: today's mood.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /retro/i }).click();
  await expect(page.getByRole('heading', { name: 'Retro complete' })).toBeVisible();
  await page.getByRole('link', { name: "Up next: Log today's mood" }).click();
  await expect(page).toHaveURL(/\/$/);

  // Home: the check-in is the first card, its faces on the first screen, above the bottom navigation.
  const mood = page.getByRole('region', { name: 'How are you feeling today?' });
  await expect(mood).toBeVisible();
  const firstCard = page.locator('main section').first();
  await expect(firstCard).toHaveAttribute('aria-labelledby', 'mood-heading');
  const navTop = (await page.locator('[data-bottom-nav]').boundingBox())?.y ?? 0;
  for (const name of ['Awful', 'Bad', 'Okay', 'Good', 'Great']) {
    const face = await mood.getByText(name, { exact: true }).boundingBox();
    expect(face, name).not.toBeNull();
    expect((face?.y ?? 0) + (face?.height ?? 0), `${name} above the bottom navigation`).toBeLessThanOrEqual(
      navTop,
    );
  }
  // "Up next" does not repeat the check-in.
  await expect(page.getByRole('region', { name: 'Up next' })).toHaveCount(0);

  // Five faces, five colours.
  const colours = await mood
    .locator('label span[style]')
    .evaluateAll((discs) => discs.map((disc) => getComputedStyle(disc).backgroundColor));
  expect(new Set(colours).size).toBe(5);

  // One tap logs it; the card stays where it is while the page is open.
  await mood.getByRole('radio', { name: 'Good' }).tap();
  await expectToast(page, 'Mood updated');
  await expect(mood).toContainText('Today you feel good');
  await expect(page.locator('main section').first()).toHaveAttribute('aria-labelledby', 'mood-heading');

  // What is left now is the journal.
  const upNext = page.getByRole('region', { name: 'Up next' });
  await expect(upNext.getByRole('link', { name: 'Write in your journal' })).toBeVisible();

  // The next visit: the mood is logged, the cards are back in their usual order.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Journal' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Journal' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await expect(page.locator('main section').first()).toHaveAttribute('aria-labelledby', 'next-step-heading');
});
