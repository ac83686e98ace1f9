import { expect, type Page, test } from '@playwright/test';
import { completeTodaysRetro, revealHomeCards, setServerClock } from './gamification-helpers';
import { registerAndGoHome } from './helpers';

// Moves the server clock: a *.clock.spec.ts runs one at a time on a server of its own. Each test
// registers on the day it starts, so the account's first day is before the days it lives through.

test.afterEach(async ({ request }) => {
  await setServerClock(request, null);
});

// Earned badges open a celebration over the page: close it whenever it shows.
test.beforeEach(async ({ page }) => {
  await page.addLocatorHandler(
    page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Wonderful' }) }),
    (dialog) => dialog.getByRole('button', { name: 'Wonderful' }).click(),
  );
});

const AREAS = ['Spiritual', 'Relationships', 'Health', 'Productivity'];
const day = (date: string, time = '12:00') => `${date}T${time}:00.000Z`;

async function completeDays(page: Page, dates: readonly string[]): Promise<void> {
  for (const date of dates) {
    await setServerClock(page.request, day(date));
    await completeTodaysRetro(page.request);
  }
}

const dates = (from: number, to: number, month = '2030-01') =>
  Array.from({ length: to - from + 1 }, (_, i) => `${month}-${String(from + i).padStart(2, '0')}`);

test("a 10-day streak is saved by finishing yesterday's retro the next morning", async ({ page }) => {
  test.setTimeout(120_000);
  await setServerClock(page.request, day('2030-01-01', '08:00'));
  await registerAndGoHome(page);
  await completeDays(page, dates(1, 10));

  // 22:30 on the 11th: the retro is started, one answer of three, then the evening is lost.
  await setServerClock(page.request, day('2030-01-11', '22:30'));
  const { retro } = await (await page.request.get('/api/retro/today')).json();
  const first = await page.request.put(`/api/retro/2030-01-11/answers/${retro.questions[0].id}`, {
    data: { text: 'Long day, headache coming on.' },
  });
  expect(first.status()).toBe(200);

  // The next morning, home offers yesterday's retro and says what is at stake.
  await setServerClock(page.request, day('2030-01-12', '07:30'));
  await page.reload();
  const offer = page.getByRole('region', { name: "Yesterday's retro is still open" });
  await expect(offer).toContainText('2 of 3 answers and 4 ratings left');
  await revealHomeCards(page);
  const retroStreak = page
    .getByRole('region', { name: 'Streaks' })
    .getByRole('listitem')
    .filter({ hasText: 'Daily retro' });
  await expect(retroStreak).toContainText('Current streak: 10 days');
  await expect(retroStreak).toContainText("Missed yesterday — finish yesterday's retro");
  await expect(retroStreak).toContainText('10-day streak');

  await offer.getByRole('link', { name: "Finish yesterday's retro" }).click();
  await expect(page.getByRole('heading', { level: 1, name: "Finish yesterday's retro" })).toBeVisible();
  await expect(
    page.getByText(/^2 of 3 answers and 4 ratings left\. It still counts for its day/),
  ).toBeVisible();
  await page.getByText('All on one page').click();
  const answers = page.getByRole('textbox');
  await expect(answers.first()).toHaveValue('Long day, headache coming on.');
  for (let index = 1; index < (await answers.count()); index++) {
    await answers.nth(index).fill(`Written the morning after, ${index + 1}`);
  }
  for (const area of AREAS) {
    await page.getByRole('group', { name: area }).getByRole('radio', { name: '3 — Steady' }).check();
  }
  await page.getByRole('button', { name: 'Complete retro' }).click();
  await expect(page.getByRole('heading', { name: 'Retro complete' })).toBeVisible();
  await expect(page.getByText(/counts for yesterday/)).toBeVisible();

  // Back home: the run goes on, eleven days, with no freeze spent, and yesterday is no longer offered.
  await page.getByRole('link', { name: 'Home' }).first().click();
  await revealHomeCards(page);
  await expect(retroStreak).toContainText('Current streak: 11 days');
  await expect(retroStreak).toContainText("Finish today's retro to keep your 11-day streak");
  await expect(retroStreak).toContainText('1 freeze saved');
  await expect(page.getByRole('region', { name: "Yesterday's retro is still open" })).toHaveCount(0);
  const stored = await (await page.request.get('/api/retro/2030-01-11')).json();
  expect(stored).toMatchObject({ status: 'completed', date: '2030-01-11' });
});

test('a freeze used is told once on home, and the day reads "covered by a freeze"', async ({ page }) => {
  test.setTimeout(120_000);
  await setServerClock(page.request, day('2031-03-01', '08:00'));
  await registerAndGoHome(page);
  // Seven days earn a freeze; the 8th is missed; the 9th is done: the freeze covers the 8th.
  await completeDays(page, [...dates(1, 7, '2031-03'), '2031-03-09']);

  await page.reload();
  await revealHomeCards(page);
  const notice = page.getByRole('status').filter({ hasText: 'A freeze kept your 8-day streak.' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Saturday, 8 March was missed');
  const retroStreak = page
    .getByRole('region', { name: 'Streaks' })
    .getByRole('listitem')
    .filter({ hasText: 'Daily retro' });
  await expect(retroStreak).toContainText('a freeze covered 8 Mar');

  // Told once: the next visit does not say it again, the tile still does.
  await expect
    .poll(async () => (await (await page.request.get('/api/streaks')).json())[0].freezeNotice)
    .toBeNull();
  await page.reload();
  await revealHomeCards(page);
  await expect(retroStreak).toContainText('a freeze covered 8 Mar');
  await expect(page.getByText('A freeze kept your')).toHaveCount(0);

  // The week's report marks the day as covered by a freeze, not missed.
  await page.getByRole('link', { name: 'Reports' }).first().click();
  const week = page.getByTestId('summary-week');
  await expect(week.getByRole('listitem').filter({ hasText: 'Saturday, 8 March' })).toContainText(
    'Covered by a freeze',
  );
});
