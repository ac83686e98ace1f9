import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { ACCENT_PALETTE } from '../src/client/lib/accent-palette';
import { ACCENT_COLORS } from '../src/contract/constants';
import { registerAndGoHome, revealWholePage, untilAtRest } from './helpers';

/** The screens people use every day, each with a first-level heading to wait for. */
const SCREENS = [
  '/',
  '/daily-retro',
  '/journal',
  '/questions',
  '/retro-history',
  '/achievements',
  '/settings',
  '/feedback',
  '/referral',
];

async function violationsOf(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  // One line per problem and element, so a failure says what to fix and where.
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} — ${node.failureSummary ?? ''}`),
  );
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme });

    test('the sign-in screen has no WCAG 2.1 AA violations', async ({ page }) => {
      await page.goto('/auth');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await violationsOf(page)).toEqual([]);
    });

    test('the everyday screens have no WCAG 2.1 AA violations', async ({ page }) => {
      test.setTimeout(90_000);
      await registerAndGoHome(page);
      for (const path of SCREENS) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // Let lazy cards and fade-ins settle: axe judges contrast on what is painted.
        await page.waitForLoadState('networkidle');
        await revealWholePage(page);
        await untilAtRest(page);
        expect(await violationsOf(page), path).toEqual([]);
      }
    });
  });
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`every accent colour keeps AA contrast in the ${colorScheme} theme`, async ({ page }) => {
    // Eight accents, two pages each, an axe run on every one: about 50 s on a quiet machine, twice or
    // more while other specs run beside it.
    test.setTimeout(180_000);
    // Contrast is judged at rest: with reduced motion a toast (the accent saved) is painted at once,
    // not caught half faded in when a busy machine slows its animation past the wait below.
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    await registerAndGoHome(page);
    const navigation = page.getByRole('navigation', { name: /main/i });
    await navigation.getByRole('link', { name: 'Settings' }).click();
    for (const accentColor of ACCENT_COLORS) {
      const swatch = ACCENT_PALETTE[accentColor];
      // The choice is saved first, then shown as chosen.
      const radio = page.getByRole('radio', { name: swatch.label, exact: true });
      await radio.click();
      await expect(radio).toBeChecked();
      await expect
        .poll(() =>
          page.evaluate(() =>
            getComputedStyle(document.documentElement).getPropertyValue('--user-accent').trim(),
          ),
        )
        .toBe(swatch.light.accent);
      for (const link of ['Home', 'Settings']) {
        await navigation.getByRole('link', { name: link, exact: true }).click();
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await untilAtRest(page);
        const results = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
        const failures = results.violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')));
        expect(failures, `${accentColor} on ${link}`).toEqual([]);
      }
    }
  });
}
