// Screenshots of late days and freezes: home offering yesterday's retro (started the evening before,
// a 10-day run at stake), the retro page finishing it, and home telling a freeze that kept a run, with
// the mood check-in's day chooser; phone and desktop, light and dark. Needs a server with TEST_CLOCK=true.
// Usage: node scripts/screenshots-late-days.mjs [baseURL] [outDir]
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { launchScreenshotBrowser, screenshotContext, VIEWPORTS } from './screenshot-kit.mjs';

const baseURL = process.argv[2] ?? process.env.BASE_URL ?? 'http://127.0.0.1:5000';
const outDir = process.argv[3] ?? join(import.meta.dirname, '..', '.screenshots');
const PASSWORD = 'screenshot-password';

/** Moves the server's test clock and the page's own clock together, so both agree on the day. */
const setClock = async (page, now) => {
  const res = await page.request.put('/api/test-clock', { data: { now } });
  if (now) await page.clock.setFixedTime(new Date(now));
  if (!res.ok()) throw new Error(`The server clock could not be moved (TEST_CLOCK=true?): ${res.status()}`);
};

async function completeToday(request) {
  const { retro } = await (await request.get('/api/retro/today')).json();
  for (const question of retro.questions) {
    await request.put(`/api/retro/${retro.date}/answers/${question.id}`, { data: { text: 'A steady day.' } });
  }
  for (const { area } of retro.ratings)
    await request.put(`/api/retro/${retro.date}/ratings/${area}`, { data: { rating: 4 } });
  await request.post(`/api/retro/${retro.date}/complete`);
}

/** Badges earned on the way are celebrated once the page is calm: wait for that and close it. */
async function closeCelebration(page) {
  const wonderful = page.getByRole('button', { name: 'Wonderful' });
  const shown = await wonderful
    .waitFor({ timeout: 4000 })
    .then(() => true)
    .catch(() => false);
  if (shown) {
    await wonderful.click();
    await wonderful.waitFor({ state: 'detached' }).catch(() => {});
  }
}

async function livedDays(page, month, days) {
  for (const day of days) {
    await setClock(page, `${month}-${String(day).padStart(2, '0')}T12:00:00.000Z`);
    await completeToday(page.request);
  }
}

async function revealCards(page) {
  for (let i = 0; i < 6; i++) {
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(150);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
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
        timezoneId: 'UTC',
        serviceWorkers: 'block',
      });
      const page = await context.newPage();
      const register = async () => {
        const username = `robin_${randomBytes(3).toString('hex')}`;
        const res = await page.request.post('/api/register', {
          data: { username, password: PASSWORD, rememberMe: true },
        });
        if (!res.ok()) throw new Error(`Could not register: ${res.status()}`);
      };
      try {
        // Ten days done, the eleventh started at 22:30 and left; the next morning.
        await setClock(page, '2032-01-01T08:00:00.000Z');
        await register();
        await livedDays(page, '2032-01', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
        await setClock(page, '2032-01-11T22:30:00.000Z');
        const { retro } = await (await page.request.get('/api/retro/today')).json();
        await page.request.put(`/api/retro/${retro.date}/answers/${retro.questions[0].id}`, {
          data: { text: 'Long day.' },
        });
        await setClock(page, '2032-01-12T07:30:00.000Z');
        await page.goto('/');
        await page.getByRole('region', { name: "Yesterday's retro is still open" }).waitFor();
        await closeCelebration(page);
        await revealCards(page);
        await closeCelebration(page);
        await page.screenshot({ path: join(outDir, `yesterday-home-${size}-${theme}.png`) });
        await page.getByRole('region', { name: 'Streaks' }).scrollIntoViewIfNeeded();
        await page.screenshot({ path: join(outDir, `yesterday-streaks-${size}-${theme}.png`) });
        await page.goto('/daily-retro');
        await page.getByRole('region', { name: "Yesterday's retro" }).waitFor();
        await page.screenshot({ path: join(outDir, `yesterday-retro-page-${size}-${theme}.png`) });
        await page.getByRole('link', { name: "Finish yesterday's retro" }).click();
        await page.getByRole('heading', { level: 1, name: "Finish yesterday's retro" }).waitFor();
        await page.screenshot({ path: join(outDir, `yesterday-finish-${size}-${theme}.png`) });

        // Another person: seven days, the eighth missed, the ninth done: a freeze kept the run.
        await page.context().clearCookies();
        await setClock(page, '2032-03-01T08:00:00.000Z');
        await register();
        await livedDays(page, '2032-03', [1, 2, 3, 4, 5, 6, 7, 9]);
        await page.goto('/');
        await closeCelebration(page);
        await revealCards(page);
        await closeCelebration(page);
        const streaks = page.getByRole('region', { name: 'Streaks' });
        await streaks.getByText('A freeze kept your').waitFor();
        await streaks.scrollIntoViewIfNeeded();
        await page.screenshot({ path: join(outDir, `freeze-home-${size}-${theme}.png`) });
        const mood = page.getByRole('region', { name: /How are you feeling today/ });
        await mood.scrollIntoViewIfNeeded();
        await mood.getByRole('radio', { name: 'Yesterday' }).check({ force: true });
        await page.getByRole('heading', { name: /How did you feel on/ }).waitFor();
        await page.screenshot({ path: join(outDir, `mood-day-chooser-${size}-${theme}.png`) });
        await page
          .getByRole('link', { name: 'Reports' })
          .first()
          .click()
          .catch(async () => page.goto('/reports'));
        await page.getByRole('region', { name: 'Weekly progress' }).waitFor();
        await page.screenshot({ path: join(outDir, `freeze-report-${size}-${theme}.png`) });
      } finally {
        await setClock(page, null);
        await context.close();
      }
      console.log(`${size} ${theme} done`);
    }
  }
} finally {
  await browser.close();
}
