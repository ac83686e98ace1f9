import { expect, type Page, test } from '@playwright/test';
import { completeTodaysRetro } from './gamification-helpers';
import { registerAndGoHome, revealWholePage, savedCache } from './helpers';

// After one visit every main screen opens offline with what was saved, a retro can be written and
// completed offline, and everything reaches the server by itself when the connection returns
// (decision records 044 and 045). With the service worker, as a user has it.

const SAVED = 'Offline — showing what was saved';
const AREAS = ['Spiritual', 'Relationships', 'Health', 'Productivity'];

function nav(page: Page) {
  return page.getByRole('navigation', { name: 'Main' });
}

async function open(page: Page, link: string, heading: string | RegExp): Promise<void> {
  await nav(page).getByRole('link', { name: link, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** The main screens, by their navigation link and heading. */
const SCREENS: Array<{ link: string; heading: string }> = [
  { link: 'Daily retro', heading: 'Daily retro' },
  { link: 'Journal', heading: 'Journal' },
  { link: 'History', heading: 'Retro history' },
  { link: 'Reports', heading: 'Progress reports' },
  { link: 'Achievements', heading: 'Achievements' },
  { link: 'Settings', heading: 'Settings' },
];

/** Nothing on the page says it could not load, and the app's error screen is not up. */
async function expectNoFailure(page: Page): Promise<void> {
  await expect(page.getByText(/could not be (loaded|opened)/)).toHaveCount(0);
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  await expect(page.getByText('Authentication Error')).toHaveCount(0);
}

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });
  // A badge earned on the way is celebrated over the page: close it whenever it shows.
  test.beforeEach(async ({ page }) => {
    await page.addLocatorHandler(
      page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Wonderful' }) }),
      (dialog) => dialog.getByRole('button', { name: 'Wonderful' }).click(),
    );
  });

  test('after one visit every main screen opens offline; a retro written and completed offline syncs by itself', async ({
    page,
    context,
  }) => {
    // A long journey: every screen online, then offline, a retro written and synced.
    test.setTimeout(120_000);
    await registerAndGoHome(page);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.request.post('/api/journal', { data: { title: 'Before', body: 'Written online.' } });

    // One visit of every screen, online.
    for (const screen of SCREENS) {
      await open(page, screen.link, screen.heading);
      await expect(page.getByRole('status').filter({ hasText: /Loading|Opening/ })).toHaveCount(0);
    }
    await open(page, 'Home', /Good (morning|afternoon|evening)/);
    await revealWholePage(page);
    await expect
      .poll(async () => {
        const saved = await savedCache(page);
        return [
          '"/api/user"',
          '"/api/retro/today"',
          '"/api/journal"',
          '"/api/home"',
          '"/api/streaks"',
          '"/api/moods/today"',
        ].every((key) => saved.includes(key));
      })
      .toBe(true);

    // Offline, reloaded: no sign-in error, the last known data, and a calm word about it.
    await context.setOffline(true);
    await page.reload();
    await expectNoFailure(page);
    await expect(
      page.getByRole('heading', { level: 1, name: /Good (morning|afternoon|evening)/ }),
    ).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: SAVED })).toBeVisible();
    // Home's cards show what was saved (the mood check-in's faces, the streaks), not a failed refresh.
    await revealWholePage(page);
    await expect(page.getByRole('group', { name: "Today's mood" }).getByRole('radio')).toHaveCount(5);
    await expect(page.getByRole('heading', { name: 'Streaks' })).toBeVisible();
    await expect(page.getByText(/^Failed to fetch/)).toHaveCount(0);

    for (const screen of SCREENS.slice(1)) {
      await open(page, screen.link, screen.heading);
      await expect(page.getByRole('status').filter({ hasText: SAVED })).toBeVisible();
      await expectNoFailure(page);
    }
    await open(page, 'Journal', 'Journal');
    await expect(page.getByRole('link', { name: /Before/ })).toBeVisible();

    // Today's retro, written and completed offline.
    await open(page, 'Daily retro', 'Daily retro');
    await page.getByText('All on one page').click();
    const answers = page.getByRole('textbox');
    const count = await answers.count();
    expect(count).toBeGreaterThan(0);
    for (let index = 0; index < count; index++) await answers.nth(index).fill(`Offline answer ${index + 1}`);
    for (const area of AREAS) {
      await page.getByRole('group', { name: area }).getByRole('radio', { name: '4 — Good' }).check();
    }
    await page.getByRole('button', { name: 'Complete retro' }).click();
    await expect(page.getByRole('heading', { name: 'Completed on this device — will sync' })).toBeVisible();
    await expect(page.getByText('Something went wrong')).toHaveCount(0);

    // Back online, on another screen: the answers and the completion reach the server, no button pressed.
    await open(page, 'Journal', 'Journal');
    await context.setOffline(false);
    await expect
      .poll(async () => (await (await page.request.get('/api/retro/today')).json()).retro.status, {
        timeout: 20_000,
      })
      .toBe('completed');
    const { retro } = await (await page.request.get('/api/retro/today')).json();
    expect(retro.questions.map((question: { answer: string }) => question.answer)).toEqual(
      Array.from({ length: count }, (_, index) => `Offline answer ${index + 1}`),
    );
    await open(page, 'Daily retro', 'Daily retro');
    await expect(page.getByRole('heading', { name: 'Retro complete' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: SAVED })).toHaveCount(0);
  });
});

test.describe('with the service worker, and nothing saved on the device', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a reload offline is no sign-in error, and the app opens by itself when the connection returns', async ({
    page,
    context,
  }) => {
    await registerAndGoHome(page);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    // Nothing of the user's kept: no saved cache to restore and no answers in the worker's copy.
    await page.evaluate(async () => {
      localStorage.removeItem('authQueryCacheOwner');
      await caches.delete('daily-retro-api');
    });
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: "You're offline" })).toBeVisible();
    await expect(page.getByText('Authentication Error')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Try Again' })).toHaveCount(0);

    await context.setOffline(false);
    await expect(
      page.getByRole('heading', { level: 1, name: /Good (morning|afternoon|evening)/ }),
    ).toBeVisible();
    await expect(page.getByText("You're offline")).toHaveCount(0);
  });
});

test('a celebration whose confetti cannot be fetched is shown without it, never the error screen', async ({
  page,
}) => {
  let asked = false;
  await page.route(/\/assets\/confetti-[^/]+\.js$/, (route) => {
    asked = true;
    return route.abort('internetdisconnected');
  });
  await registerAndGoHome(page);
  await completeTodaysRetro(page.request);
  // The next start reads the badges and celebrates the new one.
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: /Good (morning|afternoon|evening)/ }),
  ).toBeVisible();
  const celebration = page
    .getByRole('dialog')
    .filter({ has: page.getByRole('button', { name: 'Wonderful' }) });
  await expect(celebration).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => asked).toBe(true);
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  await celebration.getByRole('button', { name: 'Wonderful' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: /Good (morning|afternoon|evening)/ }),
  ).toBeVisible();
});
