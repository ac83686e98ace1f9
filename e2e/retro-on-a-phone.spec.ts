import { expect, type Page, test } from '@playwright/test';
import { registerAndGoHome } from './helpers';

// The retro on a phone: the current question, its answer field and the Next button in one view,
// without scrolling, with the on-screen keyboard open too.

test.beforeEach(async ({ page }) => {
  await page.addLocatorHandler(
    page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Wonderful' }) }),
    (dialog) => dialog.getByRole('button', { name: 'Wonderful' }).click(),
  );
  // The on-screen keyboard, as phones open it: the visual viewport shrinks, the layout viewport does
  // not. window.openKeyboard(px) stands in for the keyboard coming up over the bottom of the screen.
  await page.addInitScript(() => {
    const fake = new EventTarget();
    let covered = 0;
    Object.defineProperties(fake, {
      width: { get: () => window.innerWidth },
      height: { get: () => window.innerHeight - covered },
      offsetTop: { get: () => 0 },
      offsetLeft: { get: () => 0 },
      pageTop: { get: () => window.scrollY },
      pageLeft: { get: () => window.scrollX },
      scale: { get: () => 1 },
    });
    Object.defineProperty(window, 'visualViewport', { configurable: true, get: () => fake });
    Object.assign(window, {
      openKeyboard(height: number) {
        covered = height;
        fake.dispatchEvent(new Event('resize'));
      },
    });
  });
});

interface Layout {
  /** The part of the screen the page is seen in: under the top bar, above the bottom bar or keyboard. */
  viewTop: number;
  viewBottom: number;
  question: { top: number; bottom: number };
  field: { top: number; bottom: number };
  actions: { top: number; bottom: number };
  button: { top: number; bottom: number; coveredBy: string | null };
}

/** Where the current step's question, field and Next/Complete button are, against the visible room. */
function measure(page: Page, buttonName: string): Promise<Layout> {
  return page.evaluate((name) => {
    const box = (element: Element | null) => {
      if (!element) throw new Error('missing element');
      const rect = element.getBoundingClientRect();
      return { top: rect.top, bottom: rect.bottom };
    };
    const field = document.querySelector<HTMLTextAreaElement>('textarea[id^="answer-"]');
    const question = field ? document.querySelector(`label[for="${field.id}"]`) : null;
    const button = [...document.querySelectorAll('button')].find(
      (candidate) => candidate.textContent?.trim() === name,
    );
    if (!button) throw new Error(`no button ${name}`);
    const header = document.querySelector('header.sticky, [data-mobile-header]');
    const nav = document.querySelector<HTMLElement>('[data-bottom-nav]');
    const navShown = nav && getComputedStyle(nav).visibility !== 'hidden';
    const visual = window.visualViewport;
    const visualBottom = visual ? visual.offsetTop + visual.height : window.innerHeight;
    const buttonBox = button.getBoundingClientRect();
    const hit = document.elementFromPoint(
      buttonBox.left + buttonBox.width / 2,
      buttonBox.top + buttonBox.height / 2,
    );
    return {
      viewTop: header ? header.getBoundingClientRect().bottom : 0,
      viewBottom: Math.min(
        visualBottom,
        navShown ? nav.getBoundingClientRect().top : Number.POSITIVE_INFINITY,
      ),
      question: box(question),
      field: box(field),
      actions: box(document.querySelector('[data-retro-actions]')),
      button: {
        top: buttonBox.top,
        bottom: buttonBox.bottom,
        coveredBy: hit && button.contains(hit) ? null : (hit?.outerHTML.slice(0, 80) ?? 'nothing'),
      },
    };
  }, buttonName);
}

/** The question whole, at least three lines of the field, and the button, all in the visible room. */
function expectInOneView(layout: Layout): void {
  const { viewTop, viewBottom, question, field, actions, button } = layout;
  expect(question.top, 'question under the top bar').toBeGreaterThanOrEqual(viewTop - 0.5);
  expect(question.bottom, 'question above the action bar').toBeLessThanOrEqual(actions.top + 0.5);
  expect(field.top, 'answer field under the top bar').toBeGreaterThanOrEqual(viewTop - 0.5);
  expect(actions.top - field.top, 'three lines of the answer field in view').toBeGreaterThanOrEqual(72);
  expect(button.top, 'button under the top bar').toBeGreaterThanOrEqual(viewTop - 0.5);
  expect(button.bottom, 'button above the bottom bar or the keyboard').toBeLessThanOrEqual(viewBottom + 0.5);
  expect(button.coveredBy, 'nothing drawn over the button').toBeNull();
}

async function openRetroFromHome(page: Page): Promise<void> {
  await registerAndGoHome(page);
  await page.getByRole('link', { name: 'Start your first retro' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Daily retro' })).toBeVisible();
  await expect(page.locator('textarea[id^="answer-"]')).toBeVisible();
}

const KEYBOARDS = [
  // A phone's keyboard with its suggestion row takes about 40 % of the screen's height.
  { width: 390, height: 844, keyboard: 336 },
  { width: 360, height: 640, keyboard: 290 },
];

for (const { width, height, keyboard } of KEYBOARDS) {
  test.describe(`at ${width}×${height}`, () => {
    test.use({ viewport: { width, height }, isMobile: true, hasTouch: true });

    test('the question, its answer field and Next are in one view, keyboard closed and open', async ({
      page,
    }) => {
      await openRetroFromHome(page);
      expectInOneView(await measure(page, 'Next'));

      // The keyboard opens over the field: the step moves up, the bar rides above the keyboard.
      await page.locator('textarea[id^="answer-"]').click();
      await page.evaluate(
        (px) => (window as unknown as { openKeyboard: (h: number) => void }).openKeyboard(px),
        keyboard,
      );
      await expect(page.locator('html')).toHaveAttribute('data-keyboard-open', '');
      await expect(page.locator('[data-bottom-nav]')).toBeHidden();
      await expect
        .poll(async () => (await measure(page, 'Next')).button.bottom)
        .toBeLessThanOrEqual(height - keyboard);
      await page.keyboard.type('Coffee with an old friend.');

      // The next question, after the tap on Next, with the keyboard still open.
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByText('Question 2')).toBeVisible();
      await expect.poll(async () => (await measure(page, 'Next')).question.top).toBeGreaterThanOrEqual(0);
      expectInOneView(await measure(page, 'Next'));

      // The keyboard closes: the bottom navigation is back, the bar above it.
      await page.evaluate(() => (window as unknown as { openKeyboard: (h: number) => void }).openKeyboard(0));
      await expect(page.locator('[data-bottom-nav]')).toBeVisible();
      const closed = await measure(page, 'Next');
      expect(closed.button.bottom).toBeLessThanOrEqual(closed.viewBottom + 0.5);
      expect(closed.button.coveredBy).toBeNull();
    });
  });
}
