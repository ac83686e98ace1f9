// Screenshots of the daily retro and the retro history, used by scripts/screenshots.mjs: empty, in progress,
// completed, and a history with items (earlier days only when the server runs with TEST_CLOCK=true, see
// writePastDays; nothing is made up). Each size and theme uses a fresh account.
import { randomBytes } from 'node:crypto';

const AREAS = ['Spiritual', 'Relationships', 'Health', 'Productivity'];
const SAMPLE_ANSWERS = [
  'Finished the draft I had been avoiding for a week, and it was easier than I feared.',
  'I rushed lunch and snapped at Sam. Next time: ten quiet minutes first.',
  'Tomorrow I will walk to work and leave the phone in my bag until nine.',
];

const DAY_MS = 86_400_000;
const MOODS = ['great', 'good', 'okay', 'bad', 'good', 'awful'];

/**
 * Writes `days` past days for the signed-in account, each on its own day: the server clock (TEST_CLOCK)
 * moves to that day, the retro is filled in (one of them left unfinished) and a mood logged. Returns
 * false, writing nothing, when the server's clock cannot move.
 * @param {import('playwright-core').APIRequestContext} request
 */
export async function writePastDays(request, days) {
  const probe = await request.put('/api/test-clock', { data: { now: null } });
  if (!probe.ok()) return false;
  try {
    for (let n = days; n >= 1; n--) {
      await request.put('/api/test-clock', {
        data: { now: new Date(Date.now() - n * DAY_MS).toISOString() },
      });
      const { retro } = await (await request.get('/api/retro/today')).json();
      const complete = n !== 3;
      const questions = complete ? retro.questions : retro.questions.slice(0, 1);
      for (const [index, question] of questions.entries()) {
        await request.put(`/api/retro/${retro.date}/answers/${question.id}`, {
          data: { text: SAMPLE_ANSWERS[(n + index) % SAMPLE_ANSWERS.length] },
        });
      }
      if (complete) {
        for (const [index, area] of AREAS.entries()) {
          await request.put(`/api/retro/${retro.date}/ratings/${area}`, {
            data: { rating: ((n + index) % 5) + 1 },
          });
        }
        await request.post(`/api/retro/${retro.date}/complete`);
      }
      if (n !== 2) await request.post('/api/moods', { data: { mood: MOODS[n % MOODS.length] } });
    }
  } finally {
    await request.put('/api/test-clock', { data: { now: null } });
  }
  return true;
}

/** @param {{ browser: import('playwright-core').Browser, contextOptions: object, shoot: (page: import('playwright-core').Page, name: string, fullPage?: boolean) => Promise<void>, suffix: string }} options */
export async function shootRetroScreens({ browser, contextOptions, shoot, suffix }) {
  // No service worker: its update notices would cover the screens.
  const context = await browser.newContext({ ...contextOptions, serviceWorkers: 'block' });
  await context.addInitScript(() => {
    window.localStorage.setItem('calendar_reminder_announced', 'true');
  });
  const page = await context.newPage();
  const account = { username: `retro_${randomBytes(3).toString('hex')}`, password: 'screenshot-password' };
  const registered = await page.request.post('/api/register', {
    data: { ...account, timezone: 'Europe/Berlin', rememberMe: true },
  });
  if (!registered.ok()) throw new Error(`Could not register: ${registered.status()}`);

  await page.goto('/retro-history');
  await page.getByText('Nothing here yet').waitFor();
  await shoot(page, `retro-history-empty-${suffix}`);

  await page.goto('/daily-retro');
  await page.evaluate(() => window.localStorage.setItem('retro-layout', 'steps'));
  await page.reload();
  await page.getByRole('textbox').first().waitFor();
  await shoot(page, `daily-retro-empty-${suffix}`);

  await page.getByRole('textbox').first().fill(SAMPLE_ANSWERS[0]);
  await page.getByText('Saved', { exact: true }).waitFor();
  await shoot(page, `daily-retro-step-saved-${suffix}`);

  await page.getByRole('radio', { name: 'All on one page' }).check({ force: true });
  await page.getByRole('textbox').nth(1).fill(SAMPLE_ANSWERS[1]);
  await page.getByRole('group', { name: 'Spiritual' }).getByRole('radio', { name: '4 — Good' }).check();
  await page.getByRole('button', { name: 'Complete retro' }).click();
  await page.getByText('You must answer all questions to complete your retro.').first().waitFor();
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, `daily-retro-in-progress-${suffix}`);

  const answers = page.getByRole('textbox');
  const count = await answers.count();
  for (let index = 2; index < count; index++) await answers.nth(index).fill(SAMPLE_ANSWERS[index % 3]);
  for (const [index, area] of AREAS.entries()) {
    await page
      .getByRole('group', { name: area })
      .getByRole('radio', { name: ['4 — Good', '3 — Steady', '5 — Thriving', '4 — Good'][index] })
      .check();
  }
  await page.getByRole('button', { name: 'Complete retro' }).click();
  await page.getByRole('heading', { name: 'Retro complete' }).waitFor();
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, `daily-retro-completed-${suffix}`);

  // Earlier days are written on their own days when the server's clock can move (TEST_CLOCK=true).
  const past = (await writePastDays(page.request, 5)) ? 5 : 0;
  await page.goto('/retro-history');
  await page.getByRole('article').nth(past).waitFor();
  // Cards off screen skip painting (content-visibility), and a full-page capture does not scroll them in.
  await page.addStyleTag({ content: 'li { content-visibility: visible !important }' });
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, `retro-history-${suffix}`);
  await page.getByRole('article').first().getByRole('button').click();
  await page.getByText(SAMPLE_ANSWERS[2]).first().waitFor();
  await shoot(page, `retro-history-open-${suffix}`, false);

  await context.close();
}
