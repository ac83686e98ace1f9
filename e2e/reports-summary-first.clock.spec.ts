import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { registerAndGoHome, untilAtRest } from './helpers';

// Earning a badge opens a celebration over the page; close it whenever it shows.
test.beforeEach(async ({ page }) => {
  await page.addLocatorHandler(
    page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Wonderful' }) }),
    (dialog) => dialog.getByRole('button', { name: 'Wonderful' }).click(),
  );
});

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const AREAS = ['Spiritual', 'Relationships', 'Health', 'Productivity'];
const MOODS = ['awful', 'bad', 'okay', 'good', 'great'];
/** Two weeks, Thursday 5 to Wednesday 18 June 2025: a retro, four ratings and a mood each day. */
const DATES = Array.from({ length: 14 }, (_, i) => `2025-06-${String(5 + i).padStart(2, '0')}`);
const TODAY = '2025-06-18';

async function setClock(request: APIRequestContext, now: string | null): Promise<void> {
  const res = await request.put('/api/test-clock', { data: { now } });
  expect(res.status(), await res.text()).toBe(200);
}

async function writeTwoWeeks(request: APIRequestContext): Promise<void> {
  for (const [i, date] of DATES.entries()) {
    await setClock(request, `${date}T12:00:00Z`);
    const { retro } = await (await request.get('/api/retro/today')).json();
    expect(retro.date).toBe(date);
    for (const question of retro.questions) {
      const res = await request.put(`/api/retro/${date}/answers/${question.id}`, {
        data: { text: `Notes of ${date}` },
      });
      expect(res.status()).toBe(200);
    }
    // Health rises in the second week and Productivity falls; weekends are the best days.
    const weekend = [0, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay());
    const ratings = [3, weekend ? 5 : 3, i < 7 ? 2 : 5, i < 7 ? 4 : 2];
    for (const [index, area] of AREAS.entries()) {
      await request.put(`/api/retro/${date}/ratings/${area}`, { data: { rating: ratings[index] } });
    }
    expect((await request.post(`/api/retro/${date}/complete`)).status()).toBe(200);
    const mood = MOODS[(i < 7 ? 2 : 3) + (weekend ? 1 : 0)];
    expect((await request.post('/api/moods', { data: { mood } })).ok()).toBe(true);
  }
}

async function openReports(page: Page): Promise<void> {
  await page.goto('/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Progress reports' })).toBeVisible();
  await expect(page.getByTestId('weekly-done')).toBeVisible();
}

/** The page's full height once every part has come in: scrolled to its end until it stops growing. */
async function documentHeight(page: Page): Promise<number> {
  let last = -1;
  for (;;) {
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    if (height === last) return height;
    last = height;
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForLoadState('networkidle');
    await untilAtRest(page);
  }
}

/** Shown whole on the first screen: not scrolled to, and above the bottom navigation bar. */
async function expectOnFirstScreen(page: Page, target: Locator): Promise<void> {
  await expect(target).toBeVisible();
  const box = await target.boundingBox();
  const bar = await page.locator('[data-bottom-nav]').boundingBox();
  const bottom = bar?.y ?? (page.viewportSize()?.height as number);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect(box?.y ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(bottom);
}

/** Screenshots for review, when SHOTS_DIR names a folder: light and dark. */
async function shoot(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await untilAtRest(page);
    await page.screenshot({ path: `${dir}/${name}-${colorScheme}.png` });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

test('on a phone the report opens on weekly progress, both areas and one insight; the rest opens on a click', async ({
  page,
}) => {
  test.setTimeout(150_000);
  try {
    // Day 1, Thursday 5 June: what each part waits for, in plain words, on the first screen.
    await setClock(page.request, `${DATES[0]}T08:00:00Z`);
    await registerAndGoHome(page);
    await openReports(page);
    await expectOnFirstScreen(page, page.getByTestId('summary-week'));
    await expect(page.getByTestId('weekly-done')).toHaveText('0 of 1');
    await expectOnFirstScreen(page, page.getByTestId('areas-absent'));
    await expect(page.getByTestId('areas-absent')).toHaveText('Named after 3 more rated retros.');
    await expectOnFirstScreen(page, page.getByTestId('lead-insight'));
    await expect(page.getByTestId('lead-insight')).toContainText('Nothing to tell yet');
    await shoot(page, 'reports-day1-390');
    const dayOne = await documentHeight(page);

    // Two weeks later, Wednesday 18 June.
    await writeTwoWeeks(page.request);
    await setClock(page.request, `${TODAY}T18:00:00Z`);
    await openReports(page);
    await expect(page.getByTestId('weekly-done')).toHaveText('3 of 3');
    await expectOnFirstScreen(page, page.getByTestId('summary-week'));
    const strongest = page.getByTestId('strongest-area');
    await expectOnFirstScreen(page, strongest);
    await expect(strongest.getByTestId('area-name')).toHaveText('Health');
    await expect(strongest).toContainText(/\d\.\d of 5/);
    const improvement = page.getByTestId('improvement-area');
    await expectOnFirstScreen(page, improvement);
    await expect(improvement.getByTestId('area-name')).toHaveText('Productivity');
    await expect(improvement).toContainText(/\d\.\d of 5, down 0\.9 since last week/);
    const insight = page.getByTestId('lead-insight');
    await expectOnFirstScreen(page, insight);
    await expect(insight).toContainText(
      'Health moved the most since last week: its ratings averaged 5.0, up from 3.7.',
    );
    await expect(insight).toContainText('From 3 ratings this week and 7 last week.');
    await shoot(page, 'reports-summary-390');

    // The rules wait behind "How is this worked out?".
    const how = page.getByTestId('summary-how');
    await expect(how.getByText('highest strength')).toBeHidden();
    await how.getByText('How is this worked out?').click();
    await expect(how.getByText(/highest strength/)).toBeVisible();
    await expect(how.getByText(/need 5 rated days/)).toBeVisible();
    await how.getByText('How is this worked out?').click();

    // The sections start closed; one opens on a click and shows its figures.
    const figures = page.getByRole('button', { name: /Every area, moods and counts/ });
    await expect(figures).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('table', { name: 'Every area in this period' })).toHaveCount(0);
    await figures.click();
    await expect(figures).toHaveAttribute('aria-expanded', 'true');
    const table = page.getByRole('table', { name: 'Every area in this period' });
    await expect(table.getByRole('row').filter({ hasText: 'Health' }).getByRole('cell').first()).toHaveText(
      /\d\.\d of 5/,
    );
    await figures.scrollIntoViewIfNeeded();
    await shoot(page, 'reports-section-390');
    await figures.click();
    await expect(figures).toHaveAttribute('aria-expanded', 'false');
    await page.evaluate(() => window.scrollTo(0, 0));

    const twoWeeks = await documentHeight(page);
    console.log(`reports height at 390x844: day 1 ${dayOne} px, two weeks ${twoWeeks} px`);

    // On a desktop screen the same summary, and a section opened.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Reports' }),
    ).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page.getByTestId('lead-insight')).toBeVisible();
    await shoot(page, 'reports-summary-1280');
    await page.getByRole('button', { name: /Over time/ }).click();
    await expect(page.getByRole('heading', { name: 'Mood over time' })).toBeVisible();
    await page.getByRole('heading', { name: 'Mood over time' }).scrollIntoViewIfNeeded();
    await shoot(page, 'reports-section-1280');

    // A section left open is open on the next visit; the one closed again stays closed.
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await nav.getByRole('link', { name: 'Reports' }).click();
    await expect(page.getByRole('button', { name: /Over time/ })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('heading', { name: 'Mood over time' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Every area, moods and counts/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );

    // Printing opens every section first: the print dialog is replaced by a note of what was closed then.
    await page.evaluate(() => {
      window.print = () => {
        const closed = document.querySelectorAll('[data-report-section] button[aria-expanded="false"]');
        document.body.dataset.printedClosed = String(closed.length);
      };
    });
    await page.getByRole('button', { name: 'Print or save as PDF' }).click();
    await expect(page.locator('body')).toHaveAttribute('data-printed-closed', '0');
    await expect(page.getByRole('table', { name: 'Every area in this period' })).toBeAttached();
    await expect(page.getByRole('heading', { name: 'Year in pixels' })).toBeAttached();
  } finally {
    await setClock(page.request, null);
  }
});
