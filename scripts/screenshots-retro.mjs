// Screenshots of the daily retro and the retro history, used by scripts/screenshots.mjs: empty, in progress,
// completed, and a history with items. Each size and theme uses a fresh account.
import { randomBytes } from 'node:crypto';

const AREAS = ['Spiritual', 'Relationships', 'Health', 'Productivity'];
const SAMPLE_ANSWERS = [
  'Finished the draft I had been avoiding for a week, and it was easier than I feared.',
  'I rushed lunch and snapped at Sam. Next time: ten quiet minutes first.',
  'Tomorrow I will walk to work and leave the phone in my bag until nine.',
];

/** Older days for the history screenshot: the account is new, so earlier retros are shown from samples. */
function sampleHistory(today) {
  const items = [];
  for (let n = 1; n <= 6; n++) {
    const date = new Date(Date.parse(`${today}T12:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
    const completed = n !== 3;
    items.push({
      id: `sample-${n}`,
      date,
      status: completed ? 'completed' : 'in_progress',
      answeredCount: completed ? 3 : 1,
      questionCount: 3,
      ratedCount: completed ? 4 : 0,
      areaCount: 4,
      completedAt: completed ? `${date}T20:${10 + n}:00.000Z` : null,
      ratings: AREAS.map((area, index) => ({ area, rating: completed ? ((n + index) % 5) + 1 : null })),
      answers: [
        { questionId: 1000 + n, question: 'What went well today?', firstLine: SAMPLE_ANSWERS[n % 3] },
        ...(completed
          ? [
              {
                questionId: 2000 + n,
                question: 'What would you do differently?',
                firstLine: SAMPLE_ANSWERS[(n + 1) % 3],
              },
            ]
          : []),
      ],
    });
  }
  return items;
}

/** @param {{ browser: import('playwright-core').Browser, contextOptions: object, shoot: (page: import('playwright-core').Page, name: string, fullPage?: boolean) => Promise<void>, suffix: string }} options */
export async function shootRetroScreens({ browser, contextOptions, shoot, suffix }) {
  // Blocked so that the sample history below can be routed (a service worker would fetch it itself).
  const context = await browser.newContext({ ...contextOptions, serviceWorkers: 'block' });
  await context.addInitScript(() => {
    window.localStorage.setItem('calendar_reminder_announced', 'true');
  });
  const page = await context.newPage();
  const account = { username: `retro_${randomBytes(3).toString('hex')}`, password: 'screenshot-password' };
  const registered = await page.request.post('/api/register', {
    data: { ...account, timezone: 'Europe/Berlin' },
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

  await page.getByText('All on one page').click();
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

  await page.route(/\/api\/retro\/history\?/, async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    const today = body.items[0]?.date ?? new Date().toISOString().slice(0, 10);
    await route.fulfill({
      response,
      json: { items: [...body.items, ...sampleHistory(today)], nextBefore: null },
    });
  });
  await page.goto('/retro-history');
  await page.getByRole('article').nth(3).waitFor();
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, `retro-history-${suffix}`);
  await page.getByRole('article').first().getByRole('button').click();
  await page.getByText(SAMPLE_ANSWERS[2]).first().waitFor();
  await shoot(page, `retro-history-open-${suffix}`, false);

  await context.close();
}
