// Screenshots of the progress reports for a new user, a user of two weeks and a user of two years, at
// phone and desktop sizes, light and dark. Every record is real: past days are written through the API
// on their own days by moving the server's clock, so the server must run with TEST_CLOCK=true (never on
// a real installation).
//   node scripts/screenshots-reports.mjs [base URL, default http://127.0.0.1:5000] [output folder]
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { launchScreenshotBrowser, VIEWPORTS } from './screenshot-kit.mjs';

const baseURL = process.argv[2] ?? process.env.BASE_URL ?? 'http://127.0.0.1:5000';
const outDir = process.argv[3] ?? join(import.meta.dirname, '..', '.screenshots');
const AREAS = ['Spiritual', 'Relationships', 'Health', 'Productivity'];
const MOODS = ['awful', 'bad', 'okay', 'good', 'great'];
const TAGS = ['work', 'family', 'rest', 'nature', 'gratitude', 'running'];
const WORDS = 'the walk by the river was slow and quiet and I thought about what matters this week'.split(
  ' ',
);
const DAY_MS = 86_400_000;

/** A fixed pseudo-random sequence, so every run writes the same history. */
function sequence(seed) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const clamp = (value) => Math.max(1, Math.min(5, Math.round(value)));

/**
 * Writes `days` past days (and today) as the signed-in user, each on its own day: most retros completed
 * with ratings that drift over time, a mood that follows the day's Health rating, and some entries.
 */
async function writeHistory(request, days) {
  const random = sequence(days);
  const probe = await request.put('/api/test-clock', { data: { now: null } });
  if (!probe.ok()) throw new Error('Start the server with TEST_CLOCK=true');
  const now = Date.now();
  try {
    for (let n = days; n >= 0; n--) {
      await request.put('/api/test-clock', { data: { now: new Date(now - n * DAY_MS).toISOString() } });
      const roll = random();
      if (roll > 0.12) {
        const { retro } = await (await request.get('/api/retro/today')).json();
        const progress = 1 - n / Math.max(days, 1);
        const ratings = {
          Spiritual: clamp(3 + random() * 1.6 - 0.3),
          Relationships: clamp(3.6 + random() * 1.4),
          Health: clamp(2 + progress * 2 + random() * 1.6 - 0.5),
          Productivity: clamp(4 - progress * 1.5 + random() * 1.4 - 0.7),
        };
        const complete = roll > 0.2;
        for (const question of complete ? retro.questions : retro.questions.slice(0, 1)) {
          await request.put(`/api/retro/${retro.date}/answers/${question.id}`, {
            data: { text: 'A quiet day; I noticed what helped.' },
          });
        }
        for (const area of complete ? AREAS : AREAS.slice(0, 2)) {
          await request.put(`/api/retro/${retro.date}/ratings/${area}`, { data: { rating: ratings[area] } });
        }
        if (complete) await request.post(`/api/retro/${retro.date}/complete`);
        if (random() < 0.9) {
          const mood = clamp(ratings.Health * 0.7 + random() * 2 - 0.2);
          await request.post('/api/moods', { data: { mood: MOODS[mood - 1] } });
        }
      }
      if (random() < 0.35) {
        const length = 20 + Math.floor(random() * 180);
        const body = Array.from({ length }, (_, i) => WORDS[i % WORDS.length]).join(' ');
        const tags = [TAGS[Math.floor(random() * TAGS.length)], TAGS[Math.floor(random() * 3)]];
        await request.post('/api/journal', { data: { body, tags: [...new Set(tags)] } });
      }
    }
  } finally {
    await request.put('/api/test-clock', { data: { now: null } });
  }
}

async function register(prefix) {
  const account = {
    username: `${prefix}_${randomBytes(3).toString('hex')}`,
    password: 'screenshot-password',
  };
  const response = await fetch(new URL('/api/register', baseURL), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: new URL(baseURL).origin },
    body: JSON.stringify(account),
  });
  if (!response.ok) throw new Error(`Could not register: ${response.status}`);
  return account;
}

async function signedInPage(browser, contextOptions, account) {
  const context = await browser.newContext({ ...contextOptions, serviceWorkers: 'block' });
  await context.addInitScript(() => window.localStorage.setItem('calendar_reminder_announced', 'true'));
  const page = await context.newPage();
  const response = await page.request.post('/api/login', { data: account });
  if (!response.ok()) throw new Error(`Could not sign in: ${response.status()}`);
  // Badges earned while the history was written were celebrated then; none should cover the report.
  const earned = await (await page.request.get('/api/badges/user')).json();
  if (earned.length > 0) {
    await page.request.post('/api/badges/user/notified', {
      data: { badgeIds: earned.map((b) => b.badgeId) },
    });
  }
  await page.addLocatorHandler(
    page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Wonderful' }) }),
    (dialog) => dialog.getByRole('button', { name: 'Wonderful' }).click(),
  );
  return { context, page };
}

/**
 * The full page, then screen after screen (a full-page capture of a long page is too small to judge).
 */
async function shoot(page, name) {
  await page.waitForTimeout(300);
  const full = join(outDir, `${name}.png`);
  await page.screenshot({ path: full, fullPage: true });
  console.log(full);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = name.includes('-mobile-') ? 700 : 720;
  for (let screen = 0; screen * step < height && screen < 8; screen++) {
    await page.evaluate((top) => window.scrollTo(0, top), screen * step);
    await page.waitForTimeout(150);
    const file = join(outDir, `${name}-${screen + 1}.png`);
    await page.screenshot({ path: file });
    console.log(file);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

mkdirSync(outDir, { recursive: true });
const browser = await launchScreenshotBrowser();
try {
  // The first account of an empty database is an administrator; these are regular ones.
  await register('first');
  const personas = [
    { name: 'new', days: null, periods: ['Week'] },
    { name: 'two-weeks', days: 13, periods: ['Week', 'Month'] },
    { name: 'two-years', days: 730, periods: ['Year', 'All time'] },
  ];
  const only = process.env.ONLY;
  for (const persona of personas) {
    if (only && !only.split(',').some((part) => persona.name === part)) continue;
    // REUSE_TWO_YEARS=<username> (and so on) shoots an account written by an earlier run again.
    const reuse = process.env[`REUSE_${persona.name.replace('-', '_').toUpperCase()}`];
    const account = reuse
      ? { username: reuse, password: 'screenshot-password' }
      : await register(`reports_${persona.name.replace('-', '')}`);
    console.log(`${persona.name}: ${account.username}`);
    if (persona.days !== null && !reuse) {
      const context = await browser.newContext({ baseURL });
      const login = await context.request.post('/api/login', { data: account });
      if (!login.ok()) throw new Error('Could not sign in');
      await writeHistory(context.request, persona.days);
      await context.close();
    }
    for (const [size, device] of Object.entries(VIEWPORTS)) {
      for (const colorScheme of ['light', 'dark']) {
        const contextOptions = { ...device, colorScheme, baseURL, reducedMotion: 'reduce' };
        const { context, page } = await signedInPage(browser, contextOptions, account);
        await page.goto('/reports');
        await page.getByTestId('period-title').waitFor();
        for (const period of persona.periods) {
          await page.getByRole('button', { name: period, exact: true }).click();
          await page
            .getByTestId('period-title')
            .filter({
              hasText: period === 'Week' ? /week/i : period === 'Month' ? /month/i : /year|All time/,
            })
            .waitFor();
          await page.locator('[aria-busy="false"]').first().waitFor();
          const name = `reports-${persona.name}-${period.replace(' ', '-').toLowerCase()}-${size}-${colorScheme}`;
          await shoot(page, name);
          if (size === 'desktop' && colorScheme === 'light') {
            // What "Print or save as PDF" gives: A4 pages from the print stylesheet.
            const pdf = await page.pdf({ path: join(outDir, `${name}.pdf`), format: 'A4' });
            const pages = (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
            console.log(`${name}.pdf: ${pages} A4 page${pages === 1 ? '' : 's'}`);
          }
        }
        if (persona.name === 'new') {
          // The week-start choice in settings, which decides the report's weeks.
          await page.goto('/settings');
          const section = page.getByRole('region', { name: 'First day of the week' });
          await section.getByRole('radio', { name: 'Monday' }).waitFor();
          await section.scrollIntoViewIfNeeded();
          const file = join(outDir, `settings-week-start-${size}-${colorScheme}.png`);
          await section.screenshot({ path: file });
          console.log(file);
        }
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
}
