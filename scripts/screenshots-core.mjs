// Screenshots of the core screens (daily retro, retro history, journal, question library) at phone and
// desktop sizes, light and dark. Every account and record is real: past days are written by moving the
// server's clock, so the server must run with TEST_CLOCK=true (never on a real installation).
//   node scripts/screenshots-core.mjs [base URL, default http://127.0.0.1:5000] [output folder]
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { writeSampleEntries } from './screenshot-journal.mjs';
import { launchScreenshotBrowser, VIEWPORTS } from './screenshot-kit.mjs';
import { writePastDays } from './screenshots-retro.mjs';

const baseURL = process.argv[2] ?? process.env.BASE_URL ?? 'http://127.0.0.1:5000';
const outDir = process.argv[3] ?? join(import.meta.dirname, '..', '.screenshots');
const THEMES = ['light', 'dark'];
const AREAS = ['Spiritual', 'Relationships', 'Health', 'Productivity'];
const ANSWERS = [
  'Finished the draft I had been avoiding for a week, and it was easier than I feared.',
  'I rushed lunch and snapped at Sam. Next time: ten quiet minutes first.',
  'Tomorrow I will walk to work and leave the phone in my bag until nine.',
  'Cooked dinner with the kids; nobody looked at a screen for an hour.',
  'Said no to a meeting that did not need me, and used the time to think.',
];

/** Full pages on desktop; on a phone the first screen, which is what is judged there (and is readable). */
async function shoot(page, name, fullPage = true) {
  const celebration = page
    .getByRole('dialog')
    .filter({ has: page.getByRole('button', { name: 'Wonderful' }) });
  if (!name.includes('-badge-') && (await celebration.isVisible())) {
    await celebration.getByRole('button', { name: 'Wonderful' }).click();
    await celebration.waitFor({ state: 'detached' });
  }
  const file = join(outDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: fullPage && !name.includes('-mobile-') });
  console.log(file);
}

/** Closes a badge celebration whenever one comes up (after the shot that shows it). */
async function closeCelebrations(page) {
  await page.addLocatorHandler(
    page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Wonderful' }) }),
    (dialog) => dialog.getByRole('button', { name: 'Wonderful' }).click(),
  );
}

async function newAccount(browser, contextOptions, prefix) {
  const context = await browser.newContext({ ...contextOptions, serviceWorkers: 'block' });
  await context.addInitScript(() => window.localStorage.setItem('calendar_reminder_announced', 'true'));
  const page = await context.newPage();
  const account = {
    username: `${prefix}_${randomBytes(3).toString('hex')}`,
    password: 'screenshot-password',
  };
  const registered = await page.request.post('/api/register', { data: { ...account, rememberMe: true } });
  if (!registered.ok()) throw new Error(`Could not register: ${registered.status()}`);
  const user = await (await page.request.get('/api/user')).json();
  return { context, page, user };
}

async function shootRetro(browser, contextOptions, suffix) {
  const { context, page, user } = await newAccount(browser, contextOptions, 'retro');

  await page.goto('/retro-history');
  await page.getByText('Nothing here yet').waitFor();
  await shoot(page, `retro-history-empty-${suffix}`);

  await page.goto('/daily-retro');
  await page.evaluate(() => window.localStorage.setItem('retro-layout', 'steps'));
  await page.reload();
  await page.getByRole('textbox').first().waitFor();
  await shoot(page, `daily-retro-empty-${suffix}`);

  await page.getByRole('textbox').first().fill(ANSWERS[0]);
  await page.getByText('Saved', { exact: true }).waitFor();
  await shoot(page, `daily-retro-partly-${suffix}`);

  await page.getByRole('radio', { name: 'All on one page' }).check({ force: true });
  await page.getByRole('textbox').nth(1).fill(ANSWERS[1]);
  await page.getByRole('group', { name: 'Spiritual' }).getByRole('radio', { name: '4 — Good' }).check();
  await page.getByRole('button', { name: 'Complete retro' }).click();
  await page.getByText('You must answer all questions to complete your retro.').first().waitFor();
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, `daily-retro-validation-${suffix}`);

  // A save the server refuses (as it does once the day has closed).
  const refused = '**/api/retro/*/answers/*';
  await page.route(refused, (route) =>
    route.fulfill({
      status: 400,
      json: {
        message: 'That retro is closed: a retro can only be changed until your next day starts.',
        code: 'BAD_REQUEST',
      },
    }),
  );
  await page.getByRole('textbox').nth(1).fill(`${ANSWERS[1]} Then a walk.`);
  await page
    .getByText(/^Not saved:/)
    .first()
    .waitFor();
  // A toast left from the refused completion above would cover the field: closed if it is still up.
  await page
    .getByRole('region', { name: /^Notifications/ })
    .getByRole('button')
    .first()
    .click({ timeout: 2000 })
    .catch(() => undefined);
  await page
    .getByRole('textbox')
    .nth(1)
    .evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await shoot(page, `daily-retro-refused-${suffix}`, false);
  await page.unroute(refused);
  await page.getByRole('textbox').nth(1).fill(ANSWERS[1]);
  await page
    .getByText(/^Not saved:/)
    .first()
    .waitFor({ state: 'detached' });

  const answers = page.getByRole('textbox');
  const count = await answers.count();
  for (let index = 2; index < count; index++) await answers.nth(index).fill(ANSWERS[index % ANSWERS.length]);
  for (const [index, area] of AREAS.entries()) {
    await page
      .getByRole('group', { name: area })
      .getByRole('radio', { name: ['4 — Good', '3 — Steady', '5 — Thriving', '4 — Good'][index] })
      .check();
  }
  await page.getByRole('button', { name: 'Complete retro' }).click();
  await page.getByRole('heading', { name: 'Retro complete' }).waitFor();
  // A first retro earns a badge: its celebration comes up over the done state.
  const celebration = page
    .getByRole('dialog')
    .filter({ has: page.getByRole('button', { name: 'Wonderful' }) });
  if (
    await celebration.waitFor({ timeout: 5000 }).then(
      () => true,
      () => false,
    )
  ) {
    await shoot(page, `daily-retro-completed-badge-${suffix}`, false);
    await celebration.getByRole('button', { name: 'Wonderful' }).click();
    await celebration.waitFor({ state: 'detached' });
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, `daily-retro-completed-${suffix}`);

  if (!(await writePastDays(page.request, 6))) throw new Error('Start the server with TEST_CLOCK=true');
  await closeCelebrations(page);
  await page.goto('/retro-history');
  await page.getByRole('article').nth(5).waitFor();
  // Cards off screen skip painting (content-visibility), and a full-page capture does not scroll them in.
  await page.addStyleTag({ content: 'li { content-visibility: visible !important }' });
  await shoot(page, `retro-history-${suffix}`);
  await page.getByRole('article').nth(1).getByRole('button').first().click();
  await page.getByRole('article').nth(1).getByText('Spiritual').first().waitFor();
  await page.getByRole('article').nth(1).scrollIntoViewIfNeeded();
  await shoot(page, `retro-history-open-${suffix}`, false);

  // Answers kept on this device for a day that has closed since.
  const { items } = await (await page.request.get('/api/retro/history?limit=5')).json();
  const closed = items.find((item) => item.status !== 'completed') ?? items[1];
  const retro = await (await page.request.get(`/api/retro/${closed.date}`)).json();
  const question = retro.questions.at(-1);
  await page.evaluate(
    ([key, text]) => window.localStorage.setItem(key, text),
    [
      `retro-draft:${user.id}:${closed.date}:answer:${question.id}`,
      'Written on the last train home, offline.',
    ],
  );
  await page.goto('/daily-retro');
  await page.getByText(/^Not saved: answers from/).waitFor();
  await shoot(page, `daily-retro-closed-day-${suffix}`, false);

  await context.close();
}

async function shootJournalAndQuestions(browser, contextOptions, suffix) {
  const { context, page } = await newAccount(browser, contextOptions, 'writer');
  await closeCelebrations(page);

  await page.goto('/journal');
  await page.getByText('A blank page').waitFor();
  await shoot(page, `journal-empty-${suffix}`);

  await page.goto('/questions');
  await page.getByRole('list', { name: 'Questions' }).waitFor();
  await shoot(page, `questions-${suffix}`);
  await page.getByLabel('Search questions').fill('sleep');
  await page.waitForTimeout(600);
  await shoot(page, `questions-search-${suffix}`);

  await page.request.post('/api/moods', { data: { mood: 'good' } });
  const todayId = await writeSampleEntries(page);

  await page.goto('/journal');
  await page.getByRole('list', { name: 'Entries' }).waitFor();
  await shoot(page, `journal-list-${suffix}`);

  await page.getByLabel('Search entries').fill('kingfisher');
  await page.locator('mark').first().waitFor();
  await shoot(page, `journal-search-${suffix}`);

  await page.goto(`/journal?entry=${todayId}`);
  await page.getByTestId('journal-preview').waitFor();
  await shoot(page, `journal-reader-${suffix}`);

  await page.goto('/questions');
  await page
    .getByRole('link', { name: /^Reflect on this/ })
    .first()
    .click();
  await page.getByTestId('journal-prompt').waitFor();
  await page
    .getByLabel('Entry', { exact: true })
    .fill(
      '# Three good things\n\n- A **quiet** breakfast\n- The call with *Sam*\n\n> Slow is smooth, smooth is fast.',
    );
  await page.getByLabel('Tags').fill('gratitude,');
  await page.getByText('Saved', { exact: true }).waitFor();
  await shoot(page, `journal-editor-${suffix}`);

  await context.close();
}

mkdirSync(outDir, { recursive: true });
const browser = await launchScreenshotBrowser();
try {
  // The first account of an empty database is an administrator; the screenshot accounts are regular ones.
  await fetch(new URL('/api/register', baseURL), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: new URL(baseURL).origin },
    body: JSON.stringify({
      username: `first_${randomBytes(3).toString('hex')}`,
      password: 'first-account-password',
    }),
  });
  const only = process.env.ONLY;
  for (const [size, device] of Object.entries(VIEWPORTS)) {
    for (const colorScheme of THEMES) {
      const suffix = `${size}-${colorScheme}`;
      if (only && !suffix.includes(only)) continue;
      const contextOptions = { ...device, colorScheme, baseURL, reducedMotion: 'reduce' };
      await shootRetro(browser, contextOptions, suffix);
      await shootJournalAndQuestions(browser, contextOptions, suffix);
    }
  }
} finally {
  await browser.close();
}
