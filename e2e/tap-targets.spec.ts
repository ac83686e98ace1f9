import { expect, type Page, test } from '@playwright/test';
import { registerAndGoHome, revealWholePage } from './helpers';

// A phone: a 390 px wide touch screen, where every control must be at least 44 × 44 px to hit.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test.beforeEach(async ({ page }) => {
  await page.addLocatorHandler(
    page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Wonderful' }) }),
    (dialog) => dialog.getByRole('button', { name: 'Wonderful' }).click(),
  );
});

const MINIMUM = 44;

/**
 * Every visible control on the page whose hit area is smaller than 44 × 44 px, described for the
 * failure message. A checkbox, a radio button or a visually hidden input is hit through its label,
 * so the label is measured; links inside running text are exempt (WCAG 2.5.8), as is the skip link
 * while it is hidden.
 */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((minimum) => {
    const selector =
      'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=tab], [role=radio], [role=switch], [role=checkbox]';
    const small: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      const style = getComputedStyle(element);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      if (element.tagName === 'A' && element.classList.contains('sr-only')) continue;
      if (element.tagName === 'A' && style.display === 'inline' && element.closest('p')) continue;
      const input = element instanceof HTMLInputElement ? element : null;
      const own = element.getBoundingClientRect();
      const hitThroughLabel =
        input && (input.type === 'checkbox' || input.type === 'radio' || own.width <= 2);
      const target = hitThroughLabel ? (element.closest('label') ?? element) : element;
      const box = target.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      if (box.width < minimum - 0.5 || box.height < minimum - 0.5) {
        const name = element.getAttribute('aria-label') ?? target.textContent?.trim().slice(0, 40) ?? '';
        small.push(
          `${element.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`,
        );
      }
    }
    return small;
  }, MINIMUM);
}

test('every control on the main screens is at least 44 × 44 px on a phone', async ({ page }) => {
  await registerAndGoHome(page);
  const screens: Array<{ path: string; ready: (page: Page) => Promise<void> }> = [
    {
      path: '/',
      ready: async (p) => void (await expect(p.getByRole('heading', { level: 1 })).toBeVisible()),
    },
    {
      path: '/daily-retro',
      ready: async (p) => void (await expect(p.getByRole('textbox').first()).toBeVisible()),
    },
    {
      path: '/journal',
      ready: async (p) => void (await expect(p.getByRole('heading', { level: 1 })).toBeVisible()),
    },
    {
      path: '/journal?new=1',
      ready: async (p) => void (await expect(p.getByRole('textbox').first()).toBeVisible()),
    },
    {
      path: '/questions',
      ready: async (p) =>
        void (await expect(p.getByRole('link', { name: /Reflect on this/ }).first()).toBeVisible()),
    },
    {
      path: '/achievements',
      ready: async (p) => void (await expect(p.getByRole('heading', { level: 1 })).toBeVisible()),
    },
    {
      path: '/settings',
      ready: async (p) => void (await expect(p.getByRole('heading', { level: 1 })).toBeVisible()),
    },
    {
      path: '/reports',
      ready: async (p) => void (await expect(p.getByRole('heading', { level: 1 })).toBeVisible()),
    },
    {
      path: '/feedback',
      ready: async (p) => void (await expect(p.getByRole('heading', { level: 1 })).toBeVisible()),
    },
    {
      path: '/referral',
      ready: async (p) => void (await expect(p.getByRole('heading', { level: 1 })).toBeVisible()),
    },
    {
      path: '/retro-history',
      ready: async (p) => void (await expect(p.getByRole('heading', { level: 1 })).toBeVisible()),
    },
  ];
  const found: string[] = [];
  for (const screen of screens) {
    await page.goto(screen.path);
    await screen.ready(page);
    // Cards that load on their own (streaks, mood, lists) settle first.
    await page.waitForLoadState('networkidle');
    await revealWholePage(page);
    for (const target of await smallTargets(page)) found.push(`${screen.path}: ${target}`);
  }
  // The More sheet holds the rest of the navigation.
  await page.goto('/');
  await page.getByRole('button', { name: 'More' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  for (const target of await smallTargets(page)) found.push(`More sheet: ${target}`);

  expect(found).toEqual([]);
});

test('on a phone the long labels of the retro ratings stay inside their buttons', async ({ page }) => {
  await registerAndGoHome(page);
  await page.goto('/daily-retro');
  // On a phone the layout toggle shows icons, their names read out: tap the one named so.
  await page.locator('label', { has: page.getByRole('radio', { name: 'All on one page' }) }).tap();
  await expect(page.getByRole('radio', { name: 'All on one page' })).toBeChecked();
  const overflowing = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[role=radiogroup] label, fieldset label')]
      .filter((label) => label.scrollWidth > label.clientWidth + 1)
      .map((label) => label.textContent?.trim()),
  );
  expect(overflowing).toEqual([]);
});
