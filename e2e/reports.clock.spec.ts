import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { openReportSection, registerAndGoHome, untilAtRest } from './helpers';

// Earning a badge opens a celebration over the page; close it whenever it shows.
test.beforeEach(async ({ page }) => {
  await page.addLocatorHandler(
    page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Wonderful' }) }),
    (dialog) => dialog.getByRole('button', { name: 'Wonderful' }).click(),
  );
});

type Ratings = [number, number, number, number];
const AREAS = ['Spiritual', 'Relationships', 'Health', 'Productivity'];

/** Three weeks of March 2025, written on their own days (the server's clock moves to each). */
const DAYS: { date: string; ratings?: Ratings; mood: string; entry?: { body: string; tags: string[] } }[] = [
  { date: '2025-03-03', ratings: [2, 3, 4, 3], mood: 'good' },
  { date: '2025-03-04', ratings: [2, 3, 4, 3], mood: 'okay' },
  {
    date: '2025-03-06',
    ratings: [3, 3, 5, 3],
    mood: 'great',
    entry: { body: 'Long walk by the sea', tags: ['walk'] },
  },
  {
    date: '2025-03-10',
    ratings: [4, 3, 5, 2],
    mood: 'great',
    entry: { body: 'Dinner with the family tonight', tags: ['walk', 'family'] },
  },
  { date: '2025-03-11', ratings: [4, 3, 5, 2], mood: 'good' },
  {
    date: '2025-03-17',
    ratings: [4, 4, 5, 1],
    mood: 'good',
    entry: { body: 'Busy day at work', tags: ['work'] },
  },
  { date: '2025-03-18', ratings: [5, 4, 4, 1], mood: 'okay' },
  { date: '2025-03-19', mood: 'bad' },
];
const TODAY = '2025-03-19T12:00:00Z';

/** The strength of a run of ratings as the page explains it: a weighted mean, weights halving every 14 ratings. */
function strength(ratings: number[]): number {
  let sum = 0;
  let weights = 0;
  ratings.forEach((rating, i) => {
    const weight = 0.5 ** ((ratings.length - 1 - i) / 14);
    sum += weight * ((rating - 1) / 4);
    weights += weight;
  });
  return Math.round((sum / weights) * 100);
}

/** A strength (0 to 100) on the rating scale the area cards use, 1 to 5, one decimal. */
function ofFive(score: number): string {
  return (1 + (4 * score) / 100).toFixed(1);
}

async function setClock(request: APIRequestContext, now: string | null): Promise<void> {
  const res = await request.put('/api/test-clock', { data: { now } });
  expect(res.status(), await res.text()).toBe(200);
}

async function writeDays(request: APIRequestContext): Promise<void> {
  for (const day of DAYS) {
    await setClock(request, `${day.date}T12:00:00Z`);
    if (day.ratings) {
      const { retro } = await (await request.get('/api/retro/today')).json();
      expect(retro.date).toBe(day.date);
      for (const question of retro.questions) {
        const res = await request.put(`/api/retro/${day.date}/answers/${question.id}`, {
          data: { text: `Notes of ${day.date}` },
        });
        expect(res.status()).toBe(200);
      }
      for (const [index, area] of AREAS.entries()) {
        await request.put(`/api/retro/${day.date}/ratings/${area}`, { data: { rating: day.ratings[index] } });
      }
      expect((await request.post(`/api/retro/${day.date}/complete`)).status()).toBe(200);
    }
    expect((await request.post('/api/moods', { data: { mood: day.mood } })).ok()).toBe(true);
    if (day.entry) expect((await request.post('/api/journal', { data: day.entry })).status()).toBe(201);
  }
}

const stat = (page: Page, label: string) =>
  page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=..');

async function choosePeriod(page: Page, name: string, title: RegExp | string) {
  await page.getByRole('group', { name: 'Report period' }).getByRole('button', { name, exact: true }).click();
  await expect(page.getByTestId('period-title')).toHaveText(title);
}

test('three weeks of retros, moods and entries give exact reports for every period', async ({ page }) => {
  test.setTimeout(90_000);
  await registerAndGoHome(page);
  try {
    await writeDays(page.request);
    await setClock(page.request, TODAY);

    await page.getByRole('navigation').getByRole('link', { name: 'Reports' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Progress reports' })).toBeVisible();

    // This week, Monday 17 to Sunday 23 March: two retros by Wednesday, and too few ratings for areas.
    await expect(page.getByTestId('period-title')).toHaveText('This week');
    await expect(page.getByTestId('weekly-done')).toHaveText('2 of 3');
    await expect(page.getByText('Last week: 2 of 7; the same so far.')).toBeVisible();
    const days = page.locator('[data-state]');
    await expect(days).toHaveCount(7);
    await expect(days.nth(0)).toHaveAttribute('data-state', 'completed');
    await expect(days.nth(0)).toContainText('Good');
    await expect(days.nth(1)).toHaveAttribute('data-state', 'completed');
    await expect(days.nth(2)).toHaveAttribute('data-state', 'not-yet');
    await expect(days.nth(2)).toContainText('Bad');
    await expect(page.getByTestId('areas-absent')).toHaveText('Named after 1 more rated retro.');
    await expect(page.getByTestId('strongest-area')).toHaveCount(0);
    // Two rated days and one week of moods: nothing is claimed yet.
    await expect(page.getByTestId('lead-insight')).toContainText('Nothing to tell yet');
    // With two days of ratings each area is told in words, not drawn as two dots.
    await openReportSection(page, /^Over time/);
    await expect(page.getByTestId('area-chart-Health').first()).toContainText(
      '5.0 on 17 Mar and 4.0 on 18 Mar',
    );

    // Paging back: the week of 10 March, complete, and too short for the areas.
    await page.getByRole('button', { name: 'Earlier week' }).click();
    await expect(page.getByTestId('period-title')).toHaveText('Last week');
    await expect(page.getByTestId('weekly-done')).toHaveText('2 of 7');
    await expect(page.getByTestId('areas-absent')).toHaveText(
      'Too few rated days in this period to name them.',
    );

    // March, opened from the insights' offer: seven retros in the seventeen days since the first one.
    await openReportSection(page, /^All insights/);
    await page
      .getByRole('region', { name: 'Insights', exact: true })
      .getByRole('button', { name: 'See this month' })
      .click();
    await expect(page.getByTestId('period-title')).toHaveText('This month, March 2025');
    await openReportSection(page, /^Every area, moods and counts/);
    await expect(stat(page, 'Retros completed')).toContainText('7');
    await expect(stat(page, 'Retros completed')).toContainText('41 % of 17 days');
    await expect(stat(page, 'Journal entries')).toContainText('3');
    await expect(stat(page, 'Words written')).toContainText('14');
    await expect(stat(page, 'Moods logged')).toContainText('8');
    await expect(page.getByTestId('longest-runs')).toHaveText(
      'Longest runs of days in a row in this period: retros 2 days, journal 1 day, mood 3 days.',
    );
    await expect(page.getByTestId('strongest-area').getByTestId('area-name')).toHaveText('Health');
    await expect(page.getByTestId('strongest-area')).toContainText(
      `${ofFive(strength([4, 4, 5, 5, 5, 5, 4]))} of 5`,
    );
    await expect(page.getByTestId('strongest-area-card')).toContainText(
      `strength ${ofFive(strength([4, 4, 5, 5, 5, 5, 4]))} of 5 · mean 4.6 from 7 ratings`,
    );
    await expect(page.getByTestId('improvement-area').getByTestId('area-name')).toHaveText('Productivity');
    await expect(page.getByTestId('improvement-area-card')).toContainText(
      `strength ${ofFive(strength([3, 3, 3, 2, 2, 1, 1]))} of 5 · mean 2.1 from 7 ratings`,
    );
    await page.getByTestId('strongest-area-card').getByText('How is this worked out?').click();
    await expect(page.getByTestId('strongest-area-card')).toContainText('highest strength');
    const spiritual = page
      .getByRole('table', { name: 'Every area in this period' })
      .getByRole('row')
      .filter({ hasText: 'Spiritual' })
      .getByRole('cell');
    await expect(spiritual.nth(0)).toHaveText(`${ofFive(strength([2, 2, 3, 4, 4, 4, 5]))} of 5`);
    await expect(spiritual.nth(1)).toHaveText('3.4');
    await expect(spiritual.nth(2)).toHaveText('7');
    await expect(page.getByRole('region', { name: 'Mood distribution' })).toContainText(
      '8 moods logged; the most frequent was good (3 times).',
    );
    // Each area's strength over time, day by day: Health on 18 March counts its 7 ratings to then.
    await openReportSection(page, /^Over time/);
    const strengthRegion = page.getByRole('region', { name: 'Strength over time' });
    await strengthRegion.getByText('Show the numbers as a table').click();
    const strengthTable = strengthRegion.getByRole('table', {
      name: 'Strength of each area over time, 1 to 5',
    });
    const health = (await strengthTable.getByRole('columnheader').allTextContents()).indexOf('Health');
    await expect(
      strengthTable.getByRole('row').filter({ hasText: '18 Mar' }).locator('th, td').nth(health),
    ).toHaveText(ofFive(strength([4, 4, 5, 5, 5, 5, 4])));

    // The year and all time hold the same days; the year in pixels has a cell for every day of 2025.
    for (const [name, title] of [
      ['Year', 'This year, 2025'],
      ['All time', 'All time'],
    ]) {
      await choosePeriod(page, name as string, title as string);
      await openReportSection(page, /^Every area, moods and counts/);
      await expect(stat(page, 'Retros completed')).toContainText('41 % of 17 days');
      await expect(stat(page, 'Moods logged')).toContainText('8');
      await expect(page.getByTestId('strongest-area').getByTestId('area-name')).toHaveText('Health');
    }
    await openReportSection(page, /^Your year in colour/);
    const pixels = page.getByTestId('year-in-pixels');
    await expect(pixels.locator('g[data-date]')).toHaveCount(365);
    await expect(pixels.locator('g[data-mood]:not([data-mood=""])')).toHaveCount(8);
    await expect(pixels.locator('g[data-retro="completed"]')).toHaveCount(7);
    await expect(pixels.locator('g[data-date="2025-03-19"]')).toHaveAttribute('data-mood', 'bad');
    await expect(pixels.locator('g[data-date="2025-03-06"]')).toHaveAttribute('data-mood', 'great');
    await expect(page.getByRole('region', { name: 'Most used tags' })).toContainText(
      'Your most used tag was #walk, on 2 entries.',
    );

    // With every part of the page filled in, in both themes: no WCAG 2.1 AA violation.
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await untilAtRest(page);
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      const failures = results.violations.flatMap((v) =>
        v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`),
      );
      expect(failures, colorScheme).toEqual([]);
    }
  } finally {
    // The clock is the server's, shared by every test: always give it back.
    await setClock(page.request, null);
  }
});
