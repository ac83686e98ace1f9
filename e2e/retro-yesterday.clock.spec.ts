import { expect, type Page, test } from '@playwright/test';
import { setServerClock } from './gamification-helpers';
import { registerAndGoHome } from './helpers';

// Earning a badge (a first entry, a first retro) opens a celebration dialog over the page; close it
// whenever it shows, so it does not stand in the way of what these tests are about.
test.afterEach(async ({ request }) => {
  await setServerClock(request, null);
});

test.beforeEach(async ({ page }) => {
  await page.addLocatorHandler(
    page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Wonderful' }) }),
    (dialog) => dialog.getByRole('button', { name: 'Wonderful' }).click(),
  );
});

/** Puts the signed-in user at midday in their zone (the server clock moved there), with a day start later than that. */
async function beforeDayStart(page: Page): Promise<void> {
  await setServerClock(page.request, '2026-03-11T12:00:00.000Z');
  const res = await page.request.patch('/api/profile', {
    data: { timezone: 'UTC', dayStartHour: 18 },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test('answers kept on the device for a day that has closed are shown and can be copied into the journal', async ({
  page,
}) => {
  await registerAndGoHome(page);
  const user = await (await page.request.get('/api/user')).json();
  // Open yesterday's retro while it is still open, then let the day start pass: it closes.
  await beforeDayStart(page);
  const { retro: closed } = await (await page.request.get('/api/retro/today')).json();
  // Two days on, the day after it has ended too: that retro is closed (decision record 036).
  await setServerClock(page.request, '2026-03-13T12:00:00.000Z');
  expect((await page.request.patch('/api/profile', { data: { dayStartHour: 0 } })).status()).toBe(200);
  const question = closed.questions[0];
  const refused = await page.request.put(`/api/retro/${closed.date}/answers/${question.id}`, {
    data: { text: 'too late' },
  });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).code).toBe('RETRO_CLOSED');

  // What the page had kept when the connection dropped just before the day ended.
  await page.evaluate(
    ([key, text]) => window.localStorage.setItem(key as string, text as string),
    [`retro-draft:${user.id}:${closed.date}:answer:${question.id}`, 'Written on the last train home'],
  );
  await page.goto('/daily-retro');
  const panel = page.getByRole('region', { name: /^Not saved: answers from / });
  await expect(panel).toBeVisible();
  await expect(panel).toContainText(question.text);
  await expect(panel).toContainText('Written on the last train home');
  // Today's retro is open as usual under it.
  await expect(page.getByRole('heading', { level: 1, name: 'Daily retro' })).toBeVisible();

  await panel.getByRole('button', { name: 'Copy into a journal entry' }).click();
  await expect(page.getByText(/are in your journal\./)).toBeVisible();
  const list = await (await page.request.get('/api/journal')).json();
  expect(list.items[0]).toMatchObject({ date: closed.date, tags: ['retro'] });
  expect(list.items[0].title).toMatch(/^Retro notes from /);

  // The draft is gone from the device: the panel does not come back.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Daily retro' })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Not saved: answers from / })).toHaveCount(0);
});
