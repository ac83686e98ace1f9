// Screenshots of Settings › Your data › "Bring your journal from another app": a Daylio export's
// preview (the mood mapping with a custom name to match, what is left out) and the import's result;
// phone and desktop, light and dark.
// Usage: node scripts/screenshots-import.mjs [baseURL] [outDir]
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { launchScreenshotBrowser, screenshotContext, VIEWPORTS } from './screenshot-kit.mjs';

const baseURL = process.argv[2] ?? process.env.BASE_URL ?? 'http://127.0.0.1:5000';
const outDir = process.argv[3] ?? join(import.meta.dirname, '..', '.screenshots');
const PASSWORD = 'screenshot-password';
const DAYLIO_CSV = [
  'full_date,date,weekday,time,mood,activities,note_title,note',
  '2024-03-02,March 2,Saturday,10:00 AM,so-so,cleaning,,',
  '2024-03-01,March 1,Friday,9:15 PM,rad,friends | reading,Dinner by the river,"Long dinner with old friends."',
  '2024-03-01,March 1,Friday,8:00 AM,meh,work,,',
  '2024-02-29,February 29,Thursday,22:45,good,,,"Leap day, quiet."',
  '2024-02-28,February 28,Wednesday,7:05 AM,awful,sleep early | exercise,,',
  '',
].join('\n');

/** The viewport scrolled so the element sits just under the sticky header. */
async function shootFrom(page, locator, path) {
  await locator.evaluate((element) => {
    const header = document.querySelector('header');
    const offset = header && getComputedStyle(header).position === 'sticky' ? header.offsetHeight : 0;
    window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - offset - 16);
  });
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
      await page.goto('/settings');
      // The account tools load as the Account section comes near the screen, as a reader scrolls there.
      await page.locator('#account-heading').scrollIntoViewIfNeeded();
      await page.getByRole('button', { name: 'Bring your journal from another app' }).click();
      const section = page.getByRole('region', { name: 'Bring your journal from another app' });
      await section.getByRole('radio', { name: /Daylio/ }).check();
      await section.getByLabel('Choose the Daylio file').setInputFiles({
        name: 'daylio_export.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(DAYLIO_CSV),
      });
      const preview = section.getByText('Before anything is imported: daylio_export.csv');
      await preview.waitFor();
      await shootFrom(page, section, join(outDir, `import-preview-${size}-${theme}.png`));
      await shootFrom(page, preview, join(outDir, `import-preview-mapping-${size}-${theme}.png`));
      await section.getByLabel(/^so-so/).selectOption({ label: 'Okay' });
      await section.getByRole('button', { name: 'Import 2 journal entries and 4 moods' }).click();
      const result = section.getByText('Import finished.');
      await result.waitFor();
      await shootFrom(page, result, join(outDir, `import-result-${size}-${theme}.png`));
      await context.close();
    }
  }
} finally {
  await browser.close();
}
