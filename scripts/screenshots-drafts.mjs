// Screenshots of drafts the server does not have yet, at phone and desktop sizes, light and dark: the
// journal editor offline (with the offline banner above it), the list with an entry waiting to sync,
// and a refused entry with its reason and "Try again", in the editor and in the list.
//   node scripts/screenshots-drafts.mjs [base URL, default http://127.0.0.1:5000] [output folder]
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { writeSampleEntries } from './screenshot-journal.mjs';
import { launchScreenshotBrowser, VIEWPORTS } from './screenshot-kit.mjs';

const baseURL = process.argv[2] ?? process.env.BASE_URL ?? 'http://127.0.0.1:5000';
const outDir = process.argv[3] ?? join(import.meta.dirname, '..', '.screenshots');
const THEMES = ['light', 'dark'];
const REFUSAL = 'That question is not in the library';

async function shoot(page, name) {
  const file = join(outDir, `${name}.png`);
  await page.screenshot({ path: file });
  console.log(file);
}

async function newAccount(browser, contextOptions) {
  const context = await browser.newContext({ ...contextOptions, serviceWorkers: 'block' });
  await context.addInitScript(() => window.localStorage.setItem('calendar_reminder_announced', 'true'));
  const page = await context.newPage();
  await page.addLocatorHandler(
    page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Wonderful' }) }),
    (dialog) => dialog.getByRole('button', { name: 'Wonderful' }).click(),
  );
  const account = { username: `drafts_${randomBytes(3).toString('hex')}`, password: 'screenshot-password' };
  const registered = await page.request.post('/api/register', { data: account });
  if (!registered.ok()) throw new Error(`Could not register: ${registered.status()}`);
  return { context, page };
}

async function writeNewEntry(page, title, body) {
  await page.getByRole('button', { name: 'New entry' }).click();
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Entry', { exact: true }).fill(body);
}

async function shootDrafts(browser, contextOptions, suffix) {
  const { context, page } = await newAccount(browser, contextOptions);
  await writeSampleEntries(page);
  await page.goto('/journal');
  await page.getByRole('list', { name: 'Entries' }).waitFor();

  // Offline: the banner above the editor, its back button and "Saved on this device".
  await context.setOffline(true);
  await page.getByRole('alert').filter({ hasText: 'No Internet Connection' }).waitFor();
  await writeNewEntry(page, 'On the night train', 'No signal since the border. Snow on the fields.');
  await page.getByRole('status').filter({ hasText: 'Saved on this device' }).waitFor();
  await shoot(page, `drafts-editor-offline-${suffix}`);
  await page.getByRole('button', { name: 'All entries' }).click();
  await page.getByRole('list', { name: 'Waiting to sync' }).waitFor();
  await shoot(page, `drafts-list-waiting-${suffix}`);
  await context.setOffline(false);
  await page.getByRole('list', { name: 'Waiting to sync' }).waitFor({ state: 'detached', timeout: 15_000 });

  // Refused: the reason and "Try again", in the editor and in the list.
  await page.route('**/api/journal', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 400, json: { message: REFUSAL, code: 'VALIDATION_FAILED' } })
      : route.fallback(),
  );
  await writeNewEntry(page, 'A question from the library', 'Words the server turned down.');
  await page.getByRole('alert').filter({ hasText: 'Not saved' }).waitFor();
  await shoot(page, `drafts-editor-refused-${suffix}`);
  await page.getByRole('button', { name: 'All entries' }).click();
  await page.getByRole('list', { name: 'Waiting to sync' }).waitFor();
  await page.getByText('Connection Restored').waitFor({ state: 'detached', timeout: 10_000 });
  await shoot(page, `drafts-list-refused-${suffix}`);
  await context.close();
}

mkdirSync(outDir, { recursive: true });
const browser = await launchScreenshotBrowser();
try {
  for (const [size, device] of Object.entries(VIEWPORTS)) {
    for (const colorScheme of THEMES) {
      await shootDrafts(
        browser,
        { ...device, colorScheme, baseURL, reducedMotion: 'reduce' },
        `${size}-${colorScheme}`,
      );
    }
  }
} finally {
  await browser.close();
}
