import { type Browser, expect, type Page, test } from '@playwright/test';
import { AUTH_GATE_TEXTS } from '../src/contract/constants';
import { PAGES, type PageId, type PageRoute } from '../src/contract/pages';
import { greetingFor, registerAndGoHome, signOut } from './helpers';

/** A signed-in person's cookies (the session and the signed-in hint), from a fresh registration. */
async function signedInState(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await registerAndGoHome(page);
  const state = await context.storageState();
  await context.close();
  return state;
}

/** Every console error, failed page script and React warning, as they come. */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    // The suite blocks service workers (playwright.config.ts): Playwright says so, and the app notes it,
    // once the page has settled.
    if (/^Service worker registration (failed|blocked by Playwright)/i.test(message.text())) return;
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

const SHOWN_PAGES: PageId[] = ['dailyRetro', 'journal', 'reports', 'achievements', 'settings', 'adminAudit'];

test.describe('each page paints its first screen before any script runs', () => {
  test('with JavaScript off, a signed-in page shows its frame, heading and description', async ({
    browser,
  }) => {
    const storageState = await signedInState(browser);
    const context = await browser.newContext({ storageState, javaScriptEnabled: false });
    const page = await context.newPage();
    for (const id of SHOWN_PAGES) {
      const route: PageRoute = PAGES[id];
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.title);
      await expect(page).toHaveTitle(`${route.title} · Daily Retro`);
      await expect(page.getByText(route.description ?? '', { exact: true })).toBeVisible();
      // The wide screen's navigation room, with the app's name; the content's room stays busy.
      await expect(page.getByText('Daily Retro', { exact: true }).first()).toBeVisible();
      await expect(page.getByRole('status')).toHaveText(AUTH_GATE_TEXTS.loading);
    }
    await context.close();
  });

  test('with JavaScript off, the sign-in page shows what Daily Retro is to someone signed out', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/auth');
    // The wide screen's side panel, which tells a first visit what this is.
    const pitch = page.getByRole('complementary');
    await expect(pitch.getByText('End each day with a few honest minutes.')).toBeVisible();
    await expect(pitch.getByText('A private journal')).toBeVisible();
    await context.close();
  });
});

test('the app adopts the prerendered page without a hydration error and works on from it', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const storageState = await signedInState(browser);
  const context = await browser.newContext({ storageState });
  const page = await context.newPage();
  const problems = problemsOf(page);

  const response = await page.goto(PAGES.journal.path);
  // The HTML as sent holds the page's heading: it was prerendered, not drawn by a script.
  expect(await response?.text()).toContain(`>${PAGES.journal.description}</p>`);
  // The app has adopted the HTML (it drops the mark), and the page's own content replaced the shell.
  await expect(page.locator('#root:not([data-prerendered])')).toBeAttached();
  await expect(page.getByRole('button', { name: 'New entry' })).toBeVisible();
  await expect(page.locator('[data-page-shell]')).toHaveCount(0);
  // The navigation for this screen arrived in place of its room, and moves through the app.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Achievements' }).click();
  await expect(page.getByRole('heading', { level: 1, name: PAGES.achievements.title })).toBeVisible();
  await expect(page).toHaveURL(/\/achievements$/);

  // A phone-sized screen gets the phone's navigation after the same shell.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(PAGES.reports.path);
  await expect(page.locator('#root:not([data-prerendered])')).toBeAttached();
  await expect(page.locator('nav[data-bottom-nav]')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: PAGES.reports.title })).toBeVisible();

  expect(problems).toEqual([]);
  await context.close();
});

test('on a slow phone the app still adopts each page without a hydration error', async ({ browser }) => {
  test.setTimeout(90_000);
  const storageState = await signedInState(browser);
  const context = await browser.newContext({ storageState });
  const page = await context.newPage();
  const problems = problemsOf(page);
  // A CPU six times slower: hydrating takes long enough for the signed-in user to arrive before it
  // ends, which once left part of the page hydrating against an answer its HTML did not have.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  for (const id of ['dailyRetro', 'journal', 'reports', 'home'] as const) {
    await page.goto(PAGES[id].path);
    await expect(page.locator('#root:not([data-prerendered])')).toBeAttached();
    await expect(page.locator('[data-page-shell]')).toHaveCount(0, { timeout: 20_000 });
  }
  expect(problems).toEqual([]);
  await context.close();
});

test("before the app's scripts arrive, the sign-in page already heads the tab it will open on", async ({
  page,
}) => {
  // The app's scripts never arrive; index.html's own inline scripts still run.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/auth');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create your account');

  // A browser that has signed in before (SIGNED_IN_BEFORE_KEY in features/auth/lib/signed-in-before.ts).
  await page.evaluate(() => localStorage.setItem('authSignedInBefore', 'true'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back');
  await expect(page.getByText('Sign in to continue your daily retro.')).toBeVisible();
  // An invite link opens Create account whoever the browser had.
  await page.goto('/auth?ref=FRIEND1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create your account');
});

test('signed out, the sign-in page is prerendered and its form arrives with the app', async ({ page }) => {
  const problems = problemsOf(page);
  const response = await page.goto('/auth');
  expect(await response?.text()).toContain('End each day with a few honest minutes.');
  await expect(page.locator('#root:not([data-prerendered])')).toBeAttached();
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Create account' })).toHaveAttribute('aria-selected', 'true');
  expect(problems).toEqual([]);
});

test('home greets a returning person by name before any script runs, and the app keeps that heading', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const context = await browser.newContext();
  const first = await context.newPage();
  const username = await registerAndGoHome(first);
  await first.close();

  // The app's scripts never arrive: the greeting comes from the HTML and index.html's inline script,
  // with the name this device remembered from the last visit.
  const noScripts = await context.newPage();
  await noScripts.route('**/assets/*.js', (route) => route.abort());
  await noScripts.goto('/');
  await expect(noScripts.getByRole('heading', { level: 1 })).toHaveText(greetingFor(username));
  await noScripts.close();

  const page = await context.newPage();
  const problems = problemsOf(page);
  await page.goto('/');
  await expect(page.locator('#root:not([data-prerendered])')).toBeAttached();
  await expect(page.locator('[data-page-shell]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(greetingFor(username));
  expect(problems).toEqual([]);

  // Signing out forgets the name: the next person on this device is not greeted as them.
  await signOut(page);
  expect(await page.evaluate(() => localStorage.getItem('userGreetingName'))).toBeNull();
  await context.close();
});
