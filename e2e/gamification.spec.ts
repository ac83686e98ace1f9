import { expect, test } from '@playwright/test';
import { dismissCelebration, revealHomeCards, SERVER_EXPLODED } from './gamification-helpers';
import { expectToast, registerAndGoHome, signOut } from './helpers';

test('a mood is logged on home and changed the same day; the change is still there after a reload', async ({
  page,
}) => {
  await registerAndGoHome(page);
  await revealHomeCards(page);
  const mood = page.getByRole('region', { name: 'How are you feeling today?' });

  await mood.getByRole('radio', { name: 'Good' }).check();
  await mood.getByLabel('Note (optional)').fill('A long walk at lunch');
  await mood.getByRole('button', { name: 'Save mood' }).click();
  await expectToast(page, 'Mood updated');
  await expect(mood).toContainText('Today you feel good');
  // The first mood earns a badge, celebrated over the page.
  expect(await dismissCelebration(page)).toBe('Checking In');

  await mood.getByRole('radio', { name: 'Great' }).check();
  await mood.getByRole('button', { name: 'Update mood' }).click();
  await expectToast(page, 'Mood updated');
  await expect(mood).toContainText('Today you feel great');

  await page.reload();
  await revealHomeCards(page);
  await expect(mood.getByRole('radio', { name: 'Great' })).toBeChecked();
  await expect(mood.getByLabel('Note (optional)')).toHaveValue('A long walk at lunch');
  await expect(mood).toContainText('Today you feel great');
});

test('a challenge is taken on, its notes survive a reload, and it is completed with them', async ({
  page,
}) => {
  await registerAndGoHome(page);
  await page.goto('/achievements');
  const challenges = page.getByRole('region', { name: 'Challenges' });
  const first = challenges.getByRole('button', { name: /^Take on: / }).first();
  const title = ((await first.getAttribute('aria-label')) ?? '').replace('Take on: ', '');

  await first.click();
  await expectToast(page, 'Challenge assigned');
  const inProgress = challenges
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title }) });
  await expect(inProgress.first()).toContainText(/Day 1 of \d+/);

  await inProgress.first().getByLabel('Notes on how it went').fill('Harder than it looked, worth it.');
  await page.reload();
  const notes = challenges.getByLabel('Notes on how it went');
  await expect(notes).toHaveValue('Harder than it looked, worth it.');

  await challenges.getByRole('button', { name: 'Complete challenge' }).click();
  await expectToast(page, 'Challenge completed');
  expect(await dismissCelebration(page)).toBe('Finish Line');

  await page.reload();
  await expect(challenges.getByLabel('Notes on how it went')).toHaveCount(0);
  const done = challenges.getByRole('listitem').filter({ hasText: 'Harder than it looked, worth it.' });
  await expect(done.getByRole('heading', { name: title })).toBeVisible();
  await expect(done).toContainText('Completed');
});

test('an accent colour chosen in Settings is applied across the app and again after a reload', async ({
  page,
}) => {
  await registerAndGoHome(page);
  const accent = () =>
    page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--accent').trim());
  const before = await accent();

  await page.goto('/settings');
  await page.getByRole('radio', { name: 'Rose' }).click();
  await expectToast(page, 'Customization updated');
  await expect.poll(accent).toBe('#be123c');
  expect(before).not.toBe('#be123c');

  await page.goto('/');
  await expect.poll(accent).toBe('#be123c');
  await page.reload();
  // Already on the first paint, from the device's copy, before any request answers.
  expect(await accent()).toBe('#be123c');
  await expect(page.getByRole('radio', { name: 'Rose' })).toHaveCount(0);

  // The next person on this device does not inherit the colour.
  await signOut(page);
  await expect.poll(accent).toBe(before);
  await page.reload();
  expect(await accent()).toBe(before);
});

test('a display name and avatar chosen in Settings greet the user on home', async ({ page }) => {
  const username = await registerAndGoHome(page);
  await page.goto('/settings');
  await page.getByLabel('Display name').fill('Robin');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expectToast(page, 'Customization updated');
  await page.getByRole('radio', { name: '🦉' }).click();
  await expect(page.getByRole('radio', { name: '🦉' })).toBeChecked();

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    /^Good (morning|afternoon|evening), Robin$/,
  );
  await expect(page.getByText('🦉').first()).toBeVisible();
  // The navigation's user area names the user the same way.
  await expect(page.getByText('Robin', { exact: true })).toBeVisible();
  expect(username).not.toBe('Robin');
});

test.describe('when the server fails', () => {
  test('logging a mood shows the failure toast with the server message', async ({ page }) => {
    await registerAndGoHome(page);
    await page.route('**/api/moods', (route) =>
      route.request().method() === 'POST' ? route.fulfill(SERVER_EXPLODED) : route.fallback(),
    );
    await revealHomeCards(page);
    const mood = page.getByRole('region', { name: 'How are you feeling today?' });
    await mood.getByRole('radio', { name: 'Okay' }).check();
    await mood.getByRole('button', { name: 'Save mood' }).click();
    await expectToast(page, 'Failed to update mood', 'Server exploded');
  });

  test('saving a customization shows the failure toast with the server message', async ({ page }) => {
    await registerAndGoHome(page);
    await page.route('**/api/customization', (route) =>
      route.request().method() === 'PATCH' ? route.fulfill(SERVER_EXPLODED) : route.fallback(),
    );
    await page.goto('/settings');
    await page.getByRole('radio', { name: 'Indigo' }).click();
    await expectToast(page, 'Failed to update customization', 'Server exploded');
  });

  test('taking on and completing a challenge show their failure toasts with the server message', async ({
    page,
  }) => {
    await registerAndGoHome(page);
    await page.route('**/api/challenges/assign', (route) => route.fulfill(SERVER_EXPLODED));
    await page.goto('/achievements');
    const challenges = page.getByRole('region', { name: 'Challenges' });
    await challenges
      .getByRole('button', { name: /^Take on: / })
      .first()
      .click();
    await expectToast(page, 'Failed to assign challenge', 'Server exploded');

    await page.unroute('**/api/challenges/assign');
    await challenges
      .getByRole('button', { name: /^Take on: / })
      .first()
      .click();
    await expectToast(page, 'Challenge assigned');
    await page.route('**/api/challenges/complete', (route) => route.fulfill(SERVER_EXPLODED));
    await challenges.getByRole('button', { name: 'Complete challenge' }).click();
    await expectToast(page, 'Failed to complete challenge', 'Server exploded');
  });
});
