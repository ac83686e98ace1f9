import { expect, test } from '@playwright/test';
import { setServerClock } from './gamification-helpers';
import { registerAndGoHome, savedCache } from './helpers';

// A new day begins while the device is offline: today's retro opens at once, worked out on the device
// from the day's rules and the question library kept from an earlier visit (decision record 045), and
// is written, completed and sent when the connection returns. Moves the server clock and the page's.

const AREAS = ['Spiritual', 'Relationships', 'Health', 'Productivity'];
const DAY_ONE = '2030-03-04T12:00:00.000Z';
const DAY_TWO = '2030-03-05T09:00:00.000Z';

test.use({ serviceWorkers: 'allow' });

test.afterEach(async ({ request }) => {
  await setServerClock(request, null);
});

test("offline on a new day, today's retro opens from the device, and its completion reaches the server", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await setServerClock(page.request, DAY_ONE);
  // The page's clock runs from day one (a fixed time would stop the saved cache's throttle, which reads it).
  await page.clock.install({ time: new Date(DAY_ONE) });
  await registerAndGoHome(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

  // Day one, online: the retro page is opened once, and the day's rules and questions are kept.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Daily retro', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Daily retro' })).toBeVisible();
  await expect
    .poll(
      async () => {
        const saved = await savedCache(page);
        return saved.includes('"/api/profile"') && saved.includes('"category":"Regular"');
      },
      { timeout: 20_000 },
    )
    .toBe(true);

  // The next morning, with no connection: the app reloads from the device.
  await context.setOffline(true);
  await setServerClock(page.request, DAY_TWO);
  await page.clock.setSystemTime(new Date(DAY_TWO));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Daily retro' })).toBeVisible();
  await expect(page.getByText('Opening your retro…')).toHaveCount(0);
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  await expect(page.locator('time[datetime="2030-03-05"]').first()).toBeVisible();

  await page.getByText('All on one page').click();
  const answers = page.getByRole('textbox');
  await expect(answers.first()).toBeVisible();
  const count = await answers.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index++) await answers.nth(index).fill(`New-day answer ${index + 1}`);
  for (const area of AREAS) {
    await page.getByRole('group', { name: area }).getByRole('radio', { name: '4 — Good' }).check();
  }
  await page.getByRole('button', { name: 'Complete retro' }).click();
  await expect(page.getByRole('heading', { name: 'Completed on this device — will sync' })).toBeVisible();

  // Back online: the day's retro on the server holds the answers and is completed, no button pressed.
  await context.setOffline(false);
  await expect
    .poll(async () => (await (await page.request.get('/api/retro/today')).json()).retro.status, {
      timeout: 30_000,
    })
    .toBe('completed');
  const { retro } = await (await page.request.get('/api/retro/today')).json();
  expect(retro.date).toBe('2030-03-05');
  expect(retro.questions.map((question: { answer: string }) => question.answer)).toEqual(
    Array.from({ length: count }, (_, index) => `New-day answer ${index + 1}`),
  );
});
