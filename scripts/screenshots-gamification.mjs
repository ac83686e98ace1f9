// Screenshots of gamification: /achievements (its Overview, Badges and Challenges tabs: earned badges,
// challenges in progress with their days, one completed),
// home with every card, and the customization settings; phone and desktop, light and dark.
// Needs a server started with TEST_CLOCK=true: the account's history is written on real past days by
// moving the server clock, so every number on screen comes from the server.
// Usage: node scripts/screenshots-gamification.mjs [baseURL] [outDir]
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { launchScreenshotBrowser, screenshotContext, VIEWPORTS } from './screenshot-kit.mjs';

const baseURL = process.argv[2] ?? process.env.BASE_URL ?? 'http://127.0.0.1:5000';
const outDir = process.argv[3] ?? join(import.meta.dirname, '..', '.screenshots');
const DAY_MS = 86_400_000;

/** @param {import('playwright-core').APIRequestContext} request */
async function setClock(request, now) {
  const res = await request.put('/api/test-clock', { data: { now } });
  if (!res.ok())
    throw new Error(`The server clock cannot move (start it with TEST_CLOCK=true): ${res.status()}`);
}

/** @param {import('playwright-core').APIRequestContext} request */
async function completeRetro(request) {
  const { retro } = await (await request.get('/api/retro/today')).json();
  for (const question of retro.questions) {
    await request.put(`/api/retro/${retro.date}/answers/${question.id}`, {
      data: { text: 'Slow morning, good talk with Sam, early night.' },
    });
  }
  for (const { area } of retro.ratings) {
    await request.put(`/api/retro/${retro.date}/ratings/${area}`, { data: { rating: 4 } });
  }
  await request.post(`/api/retro/${retro.date}/complete`);
}

/**
 * Ten days before today: a retro every day and a journal entry every other day; a seven-day challenge
 * taken on ten days ago, ticked on six of its days and completed with notes on its last day; another
 * taken on three days ago with two of its days ticked, and Thirty Days of Pages taken on two days ago
 * (its days count from the journal). Today is left open, and no mood is logged yet (the first one,
 * logged on screen, earns the badge whose celebration is shot).
 * @param {import('playwright-core').APIRequestContext} request
 */
async function writeHistory(request) {
  const today = Date.parse(`${new Date().toISOString().slice(0, 10)}T12:00:00Z`);
  const challenges = await (await request.get('/api/challenges')).json();
  const [done, underWay] = challenges;
  const tick = (challengeId, date) =>
    request.put('/api/challenges/days', { data: { challengeId, date, done: true } });
  try {
    for (let back = 10; back >= 0; back--) {
      const now = new Date(today - back * DAY_MS);
      const date = now.toISOString().slice(0, 10);
      await setClock(request, now.toISOString());
      if (back === 0) break;
      await completeRetro(request);
      if (back % 2 === 0) {
        await request.post('/api/journal', {
          data: { title: 'Evening notes', body: 'Quiet day. Read on the balcony.' },
        });
      }
      if (back === 10) await request.post('/api/challenges/assign', { data: { challengeId: done.id } });
      if (back <= 10 && back >= 4 && back !== 7) await tick(done.id, date);
      if (back === 4) {
        await request.post('/api/challenges/complete', {
          data: {
            challengeId: done.id,
            notes: 'Harder than it looked on day one. By the end it was the calmest part of my evening.',
          },
        });
      }
      if (back === 3) await request.post('/api/challenges/assign', { data: { challengeId: underWay.id } });
      if (back === 3 || back === 1) await tick(underWay.id, date);
      if (back === 2)
        await request.post('/api/challenges/assign', { data: { challengeId: 'thirty-days-of-pages' } });
    }
  } finally {
    await setClock(request, null);
  }
  await request.post('/api/badges/user/notified', {
    data: { badgeIds: (await (await request.get('/api/badges/user')).json()).map((badge) => badge.badgeId) },
  });
}

async function revealHomeCards(page) {
  const waiting = page.locator('[data-waiting-card]');
  while ((await waiting.count()) > 0) {
    await waiting.first().scrollIntoViewIfNeeded();
    await page.waitForTimeout(100);
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
      });
      const page = await context.newPage();
      const username = `shots_${randomBytes(3).toString('hex')}`;
      const registered = await page.request.post('/api/register', {
        data: { username, password: 'screenshot-password' },
      });
      if (!registered.ok()) throw new Error(`Could not register: ${registered.status()}`);
      await writeHistory(page.request);
      await page.request.patch('/api/customization', { data: { displayName: 'Robin', avatar: '🦉' } });
      const shoot = (name) =>
        page.screenshot({ path: join(outDir, `${name}-${size}-${theme}.png`), fullPage: true });

      await page.goto('/');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await revealHomeCards(page);
      await page.getByRole('region', { name: 'Streaks' }).getByText('Current streak').first().waitFor();
      await shoot('home-cards');
      await page.getByRole('region', { name: 'Streaks' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(outDir, `home-streaks-${size}-${theme}.png`) });

      // Achievements: the overview it opens on, then each of the other tabs.
      await page.goto('/achievements');
      await page.getByRole('tabpanel', { name: 'Overview' }).waitFor();
      await shoot('achievements');
      await page.screenshot({ path: join(outDir, `achievements-top-${size}-${theme}.png`) });
      await page.getByRole('tab', { name: 'Badges' }).click();
      await page.getByRole('tabpanel', { name: 'Badges' }).waitFor();
      await shoot('achievements-badges');
      await page.getByRole('tab', { name: 'Challenges' }).click();
      await page.getByRole('tabpanel', { name: 'Challenges' }).waitFor();
      await shoot('achievements-challenges');

      await page.goto('/settings');
      await page.getByRole('radio', { name: 'Teal' }).waitFor();
      await shoot('settings-customization');

      // The first mood earns a badge: its celebration (reduced motion, so without confetti).
      await page.goto('/');
      await revealHomeCards(page);
      const mood = page.getByRole('region', { name: 'How are you feeling today?' });
      await mood.getByRole('radio', { name: 'Great' }).click();
      await mood.getByRole('button', { name: 'Save mood' }).click();
      await page.getByRole('dialog').waitFor({ timeout: 15_000 });
      await page.waitForTimeout(400);
      await page.screenshot({ path: join(outDir, `celebration-${size}-${theme}.png`) });
      await context.close();
    }
  }
} finally {
  await browser.close();
}
console.log(`Screenshots in ${outDir}`);
