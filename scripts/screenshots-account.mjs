// Screenshots of Settings › Account: the signed-in profile, password change, two sessions (this
// browser and an iPhone), export and import after an import report, the delete section and dialog;
// phone and desktop, light and dark; and the sign-up form with its "Remember me" choice.
// Usage: node scripts/screenshots-account.mjs [baseURL] [outDir]
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { request as apiRequest } from 'playwright-core';
import { launchScreenshotBrowser, screenshotContext, VIEWPORTS } from './screenshot-kit.mjs';

const baseURL = process.argv[2] ?? process.env.BASE_URL ?? 'http://127.0.0.1:5000';
const outDir = process.argv[3] ?? join(import.meta.dirname, '..', '.screenshots');
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const PASSWORD = 'screenshot-password';

/** A badge earned along the way is celebrated in a dialog over the page: close it when it is there. */
async function closeCelebration(page) {
  const wonderful = page.getByRole('button', { name: 'Wonderful' });
  await page.waitForTimeout(300);
  if (await wonderful.isVisible().catch(() => false)) {
    await wonderful.click();
    await wonderful.waitFor({ state: 'detached' }).catch(() => {});
  }
}

/**
 * The viewport scrolled so the heading sits just under the sticky header: a page shot, since an
 * element shot on a phone catches the sticky header halfway down the section.
 */
async function shootFrom(page, headingId, path) {
  await closeCelebration(page);
  await page.evaluate((id) => {
    const heading = document.getElementById(id);
    const header = document.querySelector('header');
    const offset = header && getComputedStyle(header).position === 'sticky' ? header.offsetHeight : 0;
    if (heading) window.scrollTo(0, heading.getBoundingClientRect().top + window.scrollY - offset - 16);
  }, headingId);
  await page.waitForTimeout(200);
  await page.screenshot({ path });
  console.log(path);
}

mkdirSync(outDir, { recursive: true });
const browser = await launchScreenshotBrowser();
try {
  for (const size of Object.keys(VIEWPORTS)) {
    for (const theme of ['light', 'dark']) {
      const context = await screenshotContext(browser, {
        baseURL,
        size,
        theme,
        timezoneId: 'Europe/Berlin',
        serviceWorkers: 'block',
      });
      const page = await context.newPage();
      const username = `robin_${randomBytes(3).toString('hex')}`;
      const registered = await page.request.post('/api/register', { data: { username, password: PASSWORD } });
      if (!registered.ok()) throw new Error(`Could not register: ${registered.status()}`);
      const phone = await apiRequest.newContext({ baseURL, extraHTTPHeaders: { 'user-agent': IPHONE } });
      await phone.post('/api/login', { data: { username, password: PASSWORD, rememberMe: true } });
      await page.request.post('/api/journal', { data: { title: 'Harbour walk', body: 'Gulls.', tags: [] } });
      await page.request.post('/api/feedback', {
        data: { kind: 'idea', message: 'A weekly summary by email, please.', satisfaction: 4 },
      });

      const section = page.getByRole('region', { name: 'Account', exact: true });
      await page.goto('/settings');
      await closeCelebration(page);
      await section.getByRole('list', { name: 'Sessions' }).waitFor();
      const exported = await (await page.request.get('/api/export')).text();
      const file = join(outDir, 'account-export.json');
      writeFileSync(file, exported);
      await closeCelebration(page);
      await section.getByLabel('Import (JSON)').setInputFiles(file);
      await section.getByRole('status').waitFor();
      await page.waitForTimeout(300);
      await closeCelebration(page);
      await page.screenshot({ path: join(outDir, `account-page-${size}-${theme}.png`), fullPage: true });
      await shootFrom(page, 'account-heading', join(outDir, `account-section-${size}-${theme}.png`));
      await shootFrom(page, 'sessions-heading', join(outDir, `account-sessions-${size}-${theme}.png`));
      await shootFrom(page, 'your-data-heading', join(outDir, `account-data-${size}-${theme}.png`));
      await shootFrom(page, 'delete-account-heading', join(outDir, `account-delete-${size}-${theme}.png`));

      await closeCelebration(page);
      await section.getByRole('button', { name: 'Delete account…' }).click();
      await page.getByRole('dialog').waitFor();
      await page.waitForTimeout(200);
      await page.screenshot({ path: join(outDir, `account-delete-dialog-${size}-${theme}.png`) });
      await phone.dispose();
      await context.close();
    }
  }

  // The sign-up form with its "Remember me" choice.
  for (const [size, options] of Object.entries(VIEWPORTS)) {
    const context = await browser.newContext({ baseURL, ...options, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto('/auth?mode=register');
    await page.getByRole('button', { name: 'Create account', exact: true }).waitFor();
    const path = join(outDir, `account-register-${size}.png`);
    await page.screenshot({ path, fullPage: true });
    console.log(path);
    await context.close();
  }
} finally {
  await browser.close();
}
