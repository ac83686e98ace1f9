import { type APIRequestContext, expect, test } from '@playwright/test';
import { pickDate, registerAndGoHome } from './helpers';

// Earning a badge (a first entry, a first retro) opens a celebration dialog over the page; close it
// whenever it shows, so it does not stand in the way of what these tests are about.
test.beforeEach(async ({ page }) => {
  await page.addLocatorHandler(
    page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Wonderful' }) }),
    (dialog) => dialog.getByRole('button', { name: 'Wonderful' }).click(),
  );
});

/** One more than the history's page size (20), and a little more: two pages. */
const DAYS = 23;
const FIRST_DAY = Date.UTC(2024, 2, 1, 12);
const dateOf = (day: number) => new Date(FIRST_DAY + day * 86_400_000).toISOString().slice(0, 10);

async function setClock(request: APIRequestContext, now: string | null): Promise<void> {
  const res = await request.put('/api/test-clock', { data: { now } });
  expect(res.status(), await res.text()).toBe(200);
}

/** Moves the server clock through past days, writing one retro each day (every fifth completed). */
async function writePastRetros(request: APIRequestContext): Promise<void> {
  try {
    for (let day = 0; day < DAYS; day++) {
      await setClock(request, new Date(FIRST_DAY + day * 86_400_000).toISOString());
      const { retro } = await (await request.get('/api/retro/today')).json();
      expect(retro.date).toBe(dateOf(day));
      const complete = day % 5 === 0;
      for (const question of complete ? retro.questions : retro.questions.slice(0, 1)) {
        const res = await request.put(`/api/retro/${retro.date}/answers/${question.id}`, {
          data: { text: `Notes of day ${day + 1}` },
        });
        expect(res.status()).toBe(200);
      }
      if (!complete) continue;
      for (const { area } of retro.ratings) {
        await request.put(`/api/retro/${retro.date}/ratings/${area}`, { data: { rating: 4 } });
      }
      expect((await request.post(`/api/retro/${retro.date}/complete`)).status()).toBe(200);
    }
  } finally {
    // The clock is the server's, shared by every test: always give it back.
    await setClock(request, null);
  }
}

test('years back: history loads older retros page by page as it scrolls, and filters by dates', async ({
  page,
}) => {
  await registerAndGoHome(page);
  await writePastRetros(page.request);

  await page.goto('/retro-history');
  const cards = page.getByRole('list', { name: 'Retros' }).getByRole('article');
  await expect(cards).toHaveCount(20);
  await expect(cards.first()).toContainText(`Notes of day ${DAYS}`);
  await expect(page.getByRole('button', { name: 'Load more' })).toBeVisible();

  // Scrolling to the end loads the next page by itself (cards take their real height as they come into
  // view, so the end moves while scrolling: keep going until it stays).
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(cards).toHaveCount(DAYS, { timeout: 1000 });
  }).toPass();
  await expect(cards.last()).toContainText('Notes of day 1');
  await expect(cards.last()).toContainText('Completed');
  await expect(page.getByText('That is everything.')).toBeVisible();

  await pickDate(page, 'From', dateOf(4));
  await pickDate(page, 'To', dateOf(6));
  await expect(cards).toHaveCount(3);
  await expect(cards.first()).toContainText('Notes of day 7');
  await expect(cards.last()).toContainText('Notes of day 5');
  await expect(page.getByText('That is everything.')).toBeVisible();
});
