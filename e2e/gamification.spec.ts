import { expect, type Page, test } from '@playwright/test';
import {
  CELEBRATION_WOULD_OPEN_MS,
  dismissCelebration,
  pageReadsBadges,
  revealHomeCards,
  SERVER_EXPLODED,
} from './gamification-helpers';
import { expectToast, registerAndGoHome, signOut, toasts, untilPageClock } from './helpers';

test('a mood is logged on home and changed the same day; the change is still there after a reload', async ({
  page,
}) => {
  await registerAndGoHome(page);
  await revealHomeCards(page);
  const mood = page.getByRole('region', { name: 'How are you feeling today?' });

  // One tap on a face logs it.
  await mood.getByRole('radio', { name: 'Good' }).check();
  await expectToast(page, 'Mood updated');
  await expect(mood).toContainText('Today you feel good');
  // The first mood earns a badge, celebrated over the page.
  expect(await dismissCelebration(page)).toBe('Checking In');

  await mood.getByLabel('Note (optional)').fill('A long walk at lunch');
  await mood.getByRole('button', { name: 'Update mood' }).click();
  await expectToast(page, 'Mood updated');
  await expect(mood.getByRole('button', { name: 'Update mood' })).toBeDisabled();

  await mood.getByRole('radio', { name: 'Great' }).check();
  await expectToast(page, 'Mood updated');
  await expect(mood).toContainText('Today you feel great');

  await page.reload();
  await revealHomeCards(page);
  await expect(mood.getByRole('radio', { name: 'Great' })).toBeChecked();
  await expect(mood.getByLabel('Note (optional)')).toHaveValue('A long walk at lunch');
  await expect(mood).toContainText('Today you feel great');
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
    await expectToast(page, 'Failed to update mood', 'Server exploded');
    // The choice stays, for the button to send again.
    await expect(mood.getByRole('button', { name: 'Save mood' })).toBeEnabled();
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

  test('taking on a challenge shows its failure toast with the server message', async ({ page }) => {
    await registerAndGoHome(page);
    await page.route('**/api/challenges/assign', (route) => route.fulfill(SERVER_EXPLODED));
    await page.goto('/achievements?tab=challenges');
    await page
      .getByRole('button', { name: /^Take on: / })
      .first()
      .click();
    await expectToast(page, 'Failed to assign challenge', 'Server exploded');
  });

  test('ticking a day that the server refuses takes the tick back and says why', async ({ page }) => {
    await registerAndGoHome(page);
    await page.goto('/achievements?tab=challenges');
    await page.getByRole('button', { name: 'Take on: Three Good Things' }).click();
    await expectToast(page, 'Challenge assigned');
    await page.route('**/api/challenges/days', (route) => route.fulfill(SERVER_EXPLODED));
    const today = page.getByRole('button', { name: /^Day 1, .* \(today\): done$/ });
    await today.click();
    await expectToast(page, 'Failed to update the day', 'Server exploded');
    await expect(today).toHaveAttribute('aria-pressed', 'false');
  });
});

test.describe('badge celebrations wait for a calm moment', () => {
  const celebration = (page: Page) =>
    page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Wonderful' }) });

  test('badges earned while typing the first entry are celebrated together once the field is left, told at once, and never again', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await registerAndGoHome(page);
    await page.goto('/journal');
    await page.getByRole('button', { name: 'New entry' }).click();
    const entry = page.getByLabel('Entry', { exact: true });
    await expect(entry).toBeFocused();
    // A first mood, logged on another device meanwhile: its badge waits to be told as well.
    expect((await page.request.post('/api/moods', { data: { mood: 'good' } })).ok()).toBe(true);

    // The first words are saved while they are being typed, which earns "First Words".
    const bothKnown = pageReadsBadges(
      page,
      (badges) => badges.filter((badge) => !badge.notified).length === 2,
    );
    await entry.pressSequentially('The blank page is behind me now. ', { delay: 40 });
    await expect(page.getByRole('status').filter({ hasText: /^\s*Saved\s*$/ })).toBeVisible();
    await expect.poll(async () => (await (await page.request.get('/api/badges/user')).json()).length).toBe(2);
    await entry.pressSequentially('Still writing, slowly.', { delay: 60 });
    await bothKnown;
    // Still in the field, long after the page learnt of both badges and the last keystroke: no
    // celebration (on the page's clock, which its celebration timers keep).
    await untilPageClock(page, CELEBRATION_WOULD_OPEN_MS);
    await expect(entry).toBeFocused();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Leaving the field is the calm moment: one celebration, both badges in it.
    await entry.blur();
    await expect(celebration(page)).toBeVisible({ timeout: 8000 });
    await expect(celebration(page)).toHaveCount(1);
    await expect(celebration(page)).toContainText('2 badges earned');
    await expect(celebration(page)).toContainText('First Words');
    await expect(celebration(page)).toContainText('Checking In');
    // Told to the server as soon as it shows, before anyone presses "Wonderful".
    await expect
      .poll(async () =>
        (await (await page.request.get('/api/badges/user')).json()).map(
          (badge: { notified: boolean }) => badge.notified,
        ),
      )
      .toEqual([true, true]);

    // So a reload (or another browser) never shows it again.
    const toldRead = pageReadsBadges(page, (badges) => badges.length === 2);
    await page.reload();
    await expect(page.getByLabel('Entry', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'All entries' }).click();
    await toldRead;
    await untilPageClock(page, CELEBRATION_WOULD_OPEN_MS);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('a celebration never opens over the More sheet; it waits for the sheet to close', async ({
      page,
    }) => {
      test.setTimeout(60_000);
      await registerAndGoHome(page);
      await revealHomeCards(page);
      const mood = page.getByRole('region', { name: 'How are you feeling today?' });
      const badgeKnown = pageReadsBadges(page, (badges) => badges.some((badge) => !badge.notified));
      await mood.getByRole('radio', { name: 'Good' }).check();
      await expectToast(page, 'Mood updated');
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'More' }).tap();
      const sheet = page.getByRole('dialog', { name: 'More' });
      await expect(sheet).toBeVisible();
      await expect
        .poll(async () => (await (await page.request.get('/api/badges/user')).json()).length)
        .toBe(1);
      await badgeKnown;
      // The toast holds a celebration back too: once it has gone, only the sheet is left to.
      await expect(toasts(page).getByText('Mood updated', { exact: true })).toHaveCount(0);
      await untilPageClock(page, CELEBRATION_WOULD_OPEN_MS);
      await expect(sheet).toBeVisible();
      await expect(celebration(page)).toHaveCount(0);

      await sheet.getByRole('button', { name: 'Close menu' }).tap();
      await expect(sheet).toHaveCount(0);
      await expect(celebration(page)).toBeVisible({ timeout: 8000 });
      await expect(celebration(page)).toContainText('Checking In');
    });
  });
});

test.describe('achievements on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('open on an overview; badges and challenges are one tap away, and the address keeps the tab', async ({
    page,
  }) => {
    await registerAndGoHome(page);
    await page.goto('/achievements');
    const tabs = page.getByRole('tablist', { name: 'Achievements' });
    const tab = (name: string) => tabs.getByRole('tab', { name, exact: true });
    await expect(tab('Overview')).toHaveAttribute('aria-selected', 'true');
    const overview = page.getByRole('tabpanel', { name: 'Overview' });
    await expect(overview.getByRole('region', { name: 'Streaks' })).toBeVisible();
    await expect(overview.getByRole('heading', { name: 'Challenges in progress' })).toBeVisible();
    await expect(overview.getByRole('region', { name: 'Badges' })).toBeVisible();
    // The whole overview fits in about two screens of a phone (the old page was about 4,300 px).
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(2000);
    for (const name of ['Overview', 'Badges', 'Challenges']) {
      const box = await tab(name).boundingBox();
      expect(box?.height, name).toBeGreaterThanOrEqual(44);
      expect(box?.width, name).toBeGreaterThanOrEqual(44);
    }

    await tab('Badges').tap();
    await expect(page).toHaveURL(/\/achievements\?tab=badges$/);
    await expect(page.getByRole('tabpanel', { name: 'Badges' })).toContainText('Still to earn');
    await page.reload();
    await expect(tab('Badges')).toHaveAttribute('aria-selected', 'true');

    // The keyboard moves between the tabs; only the chosen one is in the Tab order.
    await tab('Badges').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab('Challenges')).toBeFocused();
    await expect(tab('Challenges')).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\?tab=challenges$/);
    await page.keyboard.press('ArrowRight');
    await expect(tab('Overview')).toBeFocused();
    await page.keyboard.press('End');
    await expect(tab('Challenges')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Home');
    await expect(tab('Overview')).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\/achievements$/);
    await expect(tab('Badges')).toHaveAttribute('tabindex', '-1');

    await overview.getByRole('button', { name: 'Find a challenge' }).tap();
    await expect(tab('Challenges')).toHaveAttribute('aria-selected', 'true');
  });

  test('a challenge shows its days: today is ticked and kept, later days wait, and it cannot be finished yet', async ({
    page,
  }) => {
    await registerAndGoHome(page);
    await page.goto('/achievements?tab=challenges');
    await page.getByRole('button', { name: 'Take on: Three Good Things' }).tap();
    await expectToast(page, 'Challenge assigned');
    const card = page
      .getByRole('region', { name: 'In progress' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Three Good Things' }) });
    const days = card.getByRole('list', { name: 'Days of Three Good Things' });
    await expect(days.getByRole('listitem')).toHaveCount(7);
    await expect(card).toContainText('0 of 7 days done');
    // Only today can be ticked; the days to come are not buttons.
    await expect(days.getByRole('button')).toHaveCount(1);
    const today = days.getByRole('button', { name: /^Day 1, .* \(today\): done$/ });
    const box = await today.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    expect(box?.width).toBeGreaterThanOrEqual(44);
    await expect(days.getByRole('img', { name: /^Day 2, .*: not yet$/ })).toBeVisible();

    await today.tap();
    await expect(today).toHaveAttribute('aria-pressed', 'true');
    await expect(card).toContainText('1 of 7 days done');
    await page.reload();
    await expect(today).toHaveAttribute('aria-pressed', 'true');

    // Seven days: not before the last of them.
    await expect(card).toContainText(/You can finish this challenge from \w+day, \d+ \w+\./);
    await expect(card.getByRole('button', { name: 'Complete challenge' })).toHaveCount(0);
    const early = await page.request.post('/api/challenges/complete', {
      data: { challengeId: 'three-good-things', notes: 'Done in a minute' },
    });
    expect(early.status()).toBe(409);
    expect((await early.json()).message).toMatch(/^You can finish this challenge from \w+day, \d+ \w+/);
    await expect(card.getByRole('img', { name: /: not yet$/ })).toHaveCount(6);
  });
});
