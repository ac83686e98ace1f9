// Screenshots of the main screens at phone and desktop sizes, light and dark, into .screenshots/.
// Needs a running server: node scripts/screenshots.mjs [base URL, default http://127.0.0.1:5000]
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../e2e/chromium-path.mjs';

const baseURL = process.argv[2] ?? process.env.BASE_URL ?? 'http://127.0.0.1:5000';
const outDir = join(import.meta.dirname, '..', '.screenshots');
const VIEWPORTS = {
  mobile: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
};
const THEMES = ['light', 'dark'];

const found = findChromium();
if (!found) {
  console.error('No Chromium found; run: node scripts/ensure-chromium.mjs');
  process.exit(1);
}

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
const browser = await chromium.launch({ executablePath: found.path, args: CHROMIUM_ARGS });
const username = `demo_${randomBytes(3).toString('hex')}`;
let registered = false;

async function shoot(page, name) {
  const file = join(outDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  console.log(file);
}

try {
  for (const [size, device] of Object.entries(VIEWPORTS)) {
    for (const colorScheme of THEMES) {
      const context = await browser.newContext({ ...device, colorScheme, baseURL, reducedMotion: 'reduce' });
      const page = await context.newPage();

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

      await page.route('**/api/user', (route) =>
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
