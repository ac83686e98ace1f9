import { expect, type Page, test } from '@playwright/test';
import { revealHomeCards } from './gamification-helpers';
import { registerAndGoHome } from './helpers';

/** Errors the browser logs (a failed request is one) and every answer of 400 or more, as they come. */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  return problems;
}

test("without a mood logged today, no signed-in page asks for today's mood, so none logs a 404", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await registerAndGoHome(page);
  // Someone who has written before sees home's mood card (a brand-new user sees first steps).
  expect((await page.request.post('/api/journal', { data: { body: 'Yesterday was good' } })).status()).toBe(
    201,
  );
  const problems = problemsOf(page);
  const moodCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/moods/today') moodCalls.push(page.url());
  });

  await page.goto('/');
  await revealHomeCards(page);
  // Home knows there is no mood today from its own summary: the card offers to log one.
  const mood = page.getByRole('region', { name: 'How are you feeling today?' });
  await expect(mood.getByRole('button', { name: 'Save mood' })).toBeVisible();
  for (const [path, heading] of [
    ['/daily-retro', /retro/i],
    ['/journal', 'Journal'],
    ['/reports', /report/i],
    ['/achievements', 'Achievements'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(moodCalls).toEqual([]);
  expect(problems).toEqual([]);
});
