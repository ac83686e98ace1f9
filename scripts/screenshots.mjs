// Screenshots of the main screens at phone and desktop sizes, light and dark, into .screenshots/.
// Needs a running server: node scripts/screenshots.mjs [base URL, default http://127.0.0.1:5000]
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { writeSampleEntries } from './screenshot-journal.mjs';
import { launchScreenshotBrowser, VIEWPORTS } from './screenshot-kit.mjs';
import { shootPlatformScreens } from './screenshots-platform.mjs';
import { shootRetroScreens } from './screenshots-retro.mjs';

const baseURL = process.argv[2] ?? process.env.BASE_URL ?? 'http://127.0.0.1:5000';
const outDir = join(import.meta.dirname, '..', '.screenshots');
const THEMES = ['light', 'dark'];

async function waitUntilReady(timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(new URL('/readyz', baseURL))).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  console.error(`No server answered at ${baseURL}/readyz; start one first (npm start).`);
  process.exit(1);
}

await waitUntilReady();
mkdirSync(outDir, { recursive: true });
const browser = await launchScreenshotBrowser();
const username = `demo_${randomBytes(3).toString('hex')}`;
let registered = false;

// The first account of an empty database is an administrator; the demo account should be a regular one.
await fetch(new URL('/api/register', baseURL), {
  method: 'POST',
  headers: { 'content-type': 'application/json', origin: new URL(baseURL).origin },
  body: JSON.stringify({
    username: `first_${randomBytes(3).toString('hex')}`,
    password: 'first-account-password',
  }),
});

/** Pages shot signed in: path, heading, file name. */
const PAGES = [
  ['/settings', 'Settings', 'settings'],
  ['/nav-test', 'Navigation test', 'nav-test'],
  ['/about', 'About Daily Retro', 'about'],
  ['/admin/feedback', 'Not allowed', 'admin-not-allowed'],
];

async function shoot(page, name, fullPage = true) {
  const file = join(outDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage });
  console.log(file);
}

/** Journal, questions and home, each for a fresh account: the new-user home, then with entries written. */
async function shootContentScreens({ browser, contextOptions, suffix }) {
  const context = await browser.newContext(contextOptions);
  await context.addInitScript(() => window.localStorage.setItem('calendar_reminder_announced', 'true'));
  const page = await context.newPage();
  const account = { username: `writer_${randomBytes(3).toString('hex')}`, password: 'screenshot-password' };
  const registered = await page.request.post('/api/register', {
    data: { ...account, timezone: 'Europe/Berlin', rememberMe: true },
  });
  if (!registered.ok()) throw new Error(`Could not register: ${registered.status()}`);

  await page.goto('/');
  await page.getByRole('heading', { name: 'Three small steps to begin' }).waitFor();
  await shoot(page, `home-new-user-${suffix}`);

  await writeSampleEntries(page);

  await page.goto('/');
  await page.getByRole('heading', { name: 'Recent entries' }).waitFor();
  await shoot(page, `home-returning-${suffix}`);

  await page.goto('/journal');
  await page.getByRole('list', { name: 'Entries' }).waitFor();
  await shoot(page, `journal-list-${suffix}`);

  await page.getByLabel('Search entries').fill('kingfisher');
  await page.locator('mark').first().waitFor();
  await shoot(page, `journal-search-${suffix}`);

  await page.goto('/journal?new');
  await page.getByLabel('Title').fill('Evening notes');
  await page
    .getByLabel('Entry', { exact: true })
    .fill(
      '# Three good things\n\n- A **quiet** breakfast\n- The call with *Sam*\n- Finishing the [essay](https://example.com)\n\n> Slow is smooth, smooth is fast.',
    );
  await page.getByLabel('Tags').fill('gratitude,');
  await page.getByText('Saved', { exact: true }).waitFor();
  await shoot(page, `journal-editor-${suffix}`);
  await page.getByRole('tab', { name: 'Preview' }).click();
  await shoot(page, `journal-preview-${suffix}`);

  await page.goto('/questions');
  await page.getByRole('list', { name: 'Questions' }).waitFor();
  await shoot(page, `questions-${suffix}`);
  await page
    .getByRole('link', { name: /^Reflect on this/ })
    .first()
    .click();
  await page.getByTestId('journal-prompt').waitFor();
  await shoot(page, `journal-prompt-${suffix}`);

  await context.close();
}

try {
  for (const [size, device] of Object.entries(VIEWPORTS)) {
    for (const colorScheme of THEMES) {
      const context = await browser.newContext({ ...device, colorScheme, baseURL, reducedMotion: 'reduce' });
      // The calendar reminder announcement gets its own screenshot below; elsewhere it is marked as seen.
      await context.addInitScript(() => window.localStorage.setItem('calendar_reminder_announced', 'true'));
      const page = await context.newPage();

      await shootContentScreens({
        browser,
        contextOptions: { ...device, colorScheme, baseURL, reducedMotion: 'reduce' },
        suffix: `${size}-${colorScheme}`,
      });

      await page.goto('/auth');
      await page.getByRole('tab', { name: 'Sign in' }).waitFor();
      await shoot(page, `auth-sign-in-${size}-${colorScheme}`);

      await page.getByRole('tab', { name: 'Create account' }).click();
      await page.getByRole('button', { name: 'Create account', exact: true }).click();
      await page.getByText('Username must be at least').waitFor();
      await shoot(page, `auth-register-errors-${size}-${colorScheme}`);

      const body = { username, password: 'screenshot-password', timezone: 'Europe/Berlin' };
      const response = registered
        ? await page.request.post('/api/login', { data: { username, password: body.password } })
        : await page.request.post('/api/register', { data: body });
      if (!response.ok()) throw new Error(`Could not sign in: ${response.status()} ${await response.text()}`);
      registered = true;

      await page.goto('/');
      await page.getByRole('button', { name: 'Sign out' }).waitFor();
      await shoot(page, `home-${size}-${colorScheme}`);

      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.getByText('You have been logged out.').first().waitFor();
      await page.getByLabel('Username').fill(username);
      await page.getByLabel('Password', { exact: true }).fill(`${body.password}-wrong`);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.getByText('Invalid username or password').first().waitFor();
      await shoot(page, `auth-login-failed-toast-${size}-${colorScheme}`);
      await page.getByLabel('Password', { exact: true }).fill(body.password);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.getByText('Welcome back!').first().waitFor();
      await shoot(page, `home-welcome-toast-${size}-${colorScheme}`);

      await page.goto('/no-such-page');
      await page.getByRole('heading', { name: 'Page not found' }).waitFor();
      await shoot(page, `not-found-${size}-${colorScheme}`);

      for (const [path, title, name] of PAGES) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1, name: title }).waitFor();
        if (path === '/about') await page.getByText('Built on').waitFor();
        await shoot(page, `${name}-${size}-${colorScheme}`);
      }

      if (size === 'mobile') {
        await page.goto('/');
        await page.getByRole('button', { name: 'More' }).click();
        await page.getByRole('dialog', { name: 'More' }).waitFor();
        await shoot(page, `more-sheet-${size}-${colorScheme}`, false);
        await page.keyboard.press('Escape');
      }

      await page.goto('/journal');
      await page.getByRole('heading', { level: 1, name: 'Journal' }).waitFor();
      await context.setOffline(true);
      await page.getByText('No Internet Connection').waitFor();
      await shoot(page, `offline-banner-${size}-${colorScheme}`, false);
      await context.setOffline(false);
      await page.getByText('Connection Restored').waitFor();
      await shoot(page, `online-again-banner-${size}-${colorScheme}`, false);

      // A browser that has not seen the announcement yet (the account has not told the server either).
      const fresh = await browser.newContext({
        ...device,
        colorScheme,
        baseURL,
        reducedMotion: 'reduce',
        storageState: { cookies: (await context.storageState()).cookies, origins: [] },
      });
      const freshPage = await fresh.newPage();
      await freshPage.goto('/');
      await freshPage.getByRole('dialog', { name: 'New Feature: Calendar Reminders' }).waitFor();
      await shoot(freshPage, `announcement-${size}-${colorScheme}`, false);
      await fresh.close();

      await shootRetroScreens({
        browser,
        contextOptions: { ...device, colorScheme, baseURL, reducedMotion: 'reduce' },
        shoot,
        suffix: `${size}-${colorScheme}`,
      });

      await shootPlatformScreens({
        browser,
        page,
        contextOptions: { ...device, colorScheme, baseURL, reducedMotion: 'reduce' },
        shoot,
        suffix: `${size}-${colorScheme}`,
      });

      // On the context: the service worker's requests are answered too.
      await context.route('**/api/user', (route) =>
        route.fulfill({ status: 500, json: { message: 'Database unavailable', code: 'INTERNAL' } }),
      );
      await page.goto('/');
      await page.getByRole('heading', { name: 'Authentication Error' }).waitFor();
      await shoot(page, `auth-error-${size}-${colorScheme}`);

      await context.close();
    }
  }
} finally {
  await browser.close();
}
