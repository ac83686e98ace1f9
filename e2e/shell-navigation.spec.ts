import { expect, type Page, test } from '@playwright/test';
import { revealHomeCards } from './gamification-helpers';
import { expectNotCovered, expectToast, registerAndGoHome } from './helpers';

function mainNav(page: Page) {
  return page.getByRole('navigation', { name: 'Main' });
}

test.describe('on a desktop (1280 × 800)', () => {
  test('the side navigation holds every destination and marks the current page', async ({ page }) => {
    await registerAndGoHome(page);
    const nav = mainNav(page);
    for (const label of [
      'Home',
      'Daily retro',
      'Journal',
      'Questions',
      'History',
      'Reports',
      'Achievements',
      'Feedback',
      'Invite friends',
      'Settings',
      'About',
    ]) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'More' })).toHaveCount(0);

    await nav.getByRole('link', { name: 'Journal', exact: true }).click();
    await expect(page).toHaveURL('/journal');
    await expect(page.getByRole('heading', { level: 1, name: 'Journal' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Journal', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).not.toHaveAttribute('aria-current');

    await nav.getByRole('link', { name: 'History', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Retro history' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'History', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('an alias marks the page it opens', async ({ page }) => {
    await registerAndGoHome(page);
    await page.goto('/retro-summary');
    await expect(page.getByRole('heading', { level: 1, name: 'Progress reports' })).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Reports' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('the skip link jumps past the navigation to the page', async ({ page }) => {
    await registerAndGoHome(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
  });
});

test.describe('on a phone (390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a bottom bar holds the main destinations; More opens the rest', async ({ page }) => {
    await registerAndGoHome(page);
    const bar = mainNav(page);
    await expect(bar).toBeVisible();
    const box = await bar.boundingBox();
    expect(box && box.y + box.height).toBeGreaterThan(800);
    for (const label of ['Home', 'Retro', 'Journal', 'Reports']) {
      await expect(bar.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await expect(bar.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('link', { name: 'Invite friends' })).toHaveCount(0);

    await bar.getByRole('link', { name: 'Retro', exact: true }).tap();
    await expect(page.getByRole('heading', { level: 1, name: 'Daily retro' })).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Retro', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await bar.getByRole('button', { name: 'More' }).tap();
    const sheet = page.getByRole('dialog', { name: 'More' });
    await expect(sheet).toBeVisible();
    for (const label of [
      'Questions',
      'History',
      'Achievements',
      'Feedback',
      'Invite friends',
      'Settings',
      'About',
    ]) {
      await expect(sheet.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await sheet.getByRole('link', { name: 'Settings', exact: true }).tap();
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL('/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

    await bar.getByRole('button', { name: 'More' }).tap();
    await expect(sheet.getByRole('link', { name: 'Settings', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(bar.getByRole('button', { name: 'More' })).toBeFocused();
  });

  test('the phone frame has a top bar with the theme toggle and no side navigation', async ({ page }) => {
    await registerAndGoHome(page);
    await expect(
      page.getByRole('banner').getByRole('button', { name: /Switch to (dark|light) mode/ }),
    ).toBeVisible();
    await expect(mainNav(page)).toHaveCount(1);
    await expect(mainNav(page).getByRole('link', { name: 'About' })).toHaveCount(0);
  });

  test('while a toast shows, the bottom bar still answers a tap', async ({ page }) => {
    await registerAndGoHome(page);
    await page.getByRole('banner').getByRole('button', { name: 'Switch to dark mode' }).click();
    await expectToast(page, 'Dark mode on');

    const more = mainNav(page).getByRole('button', { name: 'More' });
    await expectNotCovered(more);
    await more.tap();
    await expect(page.getByRole('dialog', { name: 'More' })).toBeVisible();
  });

  test('a control focused under the bottom bar or the top bar scrolls clear of it', async ({ page }) => {
    await registerAndGoHome(page);
    await revealHomeCards(page);
    // The streaks card, above the mood card, grows a little when its data comes (a new user's card has a
    // line more than its placeholder): the controls are placed once it has come, so they stay put.
    await expect(page.getByRole('region', { name: 'Streaks' }).getByRole('listitem')).toHaveCount(3);
    const viewportHeight = page.viewportSize()?.height ?? 0;
    // The mood check-in leads Home for a new user, the streaks card comes lower: each is moved to where
    // the page can put it.
    const behindBottomBar = {
      control: page.getByRole('main').getByRole('link', { name: 'Achievements' }),
      top: viewportHeight - 30,
    };
    const behindTopBar = {
      control: page.getByRole('region', { name: 'How are you feeling today?' }).getByRole('radio').first(),
      top: 10,
    };

    for (const { control, top } of [behindBottomBar, behindTopBar]) {
      await control.evaluate(
        (element, y) => window.scrollBy(0, element.getBoundingClientRect().top - y),
        top,
      );
      expect(await control.evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBe(top);
      await control.focus();
      await expectNotCovered(control);
    }
  });
});

test('the navigation test page links to every route, aliases included', async ({ page }) => {
  await registerAndGoHome(page);
  await page.goto('/nav-test');
  await expect(page.getByRole('heading', { level: 1, name: 'Navigation test' })).toBeVisible();
  const main = page.getByRole('main');
  for (const path of [
    '/',
    '/daily-retro',
    '/daily-reflection',
    '/journal',
    '/questions',
    '/retro-history',
    '/reports',
    '/retro-summary',
    '/reflection-summary',
    '/progress-reports',
    '/achievements',
    '/feedback',
    '/referral',
    '/settings',
    '/about',
    '/nav-test',
    '/debug',
    '/admin/feedback',
    '/admin/customers',
    '/admin/questions',
    '/admin/analytics',
  ]) {
    await expect(main.locator(`a[href="${path}"]`).first(), path).toBeVisible();
  }
  await main.locator('a[href="/daily-reflection"]').click();
  await expect(page).toHaveURL('/daily-reflection');
  await expect(page.getByRole('heading', { level: 1, name: 'Daily retro' })).toBeVisible();
});

test('the about page shows the running version and build date from the server', async ({ page }) => {
  await registerAndGoHome(page);
  const versionResponse = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/version',
  );
  await page.goto('/about');
  const version = await (await versionResponse).json();

  await expect(page.getByRole('heading', { level: 1, name: 'About Daily Retro' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Private by design' })).toBeVisible();
  await expect(page.getByText('Your words stay yours.')).toBeVisible();
  const facts = page.locator('dl');
  await expect(facts.getByText(version.version, { exact: true })).toBeVisible();
  await expect(facts.locator(`time[datetime="${version.buildTime}"]`)).toBeVisible();
});

test('the about page keeps the navigation test page out of the way, under For developers', async ({
  page,
}) => {
  await registerAndGoHome(page);
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About Daily Retro' })).toBeVisible();

  const navTestLink = page.getByRole('link', { name: 'navigation test page' });
  await expect(navTestLink).toBeHidden();
  await page.getByText('For developers', { exact: true }).click();
  await navTestLink.click();
  await expect(page).toHaveURL('/nav-test');
  await expect(page.getByRole('heading', { level: 1, name: 'Navigation test' })).toBeVisible();
});
