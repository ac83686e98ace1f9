import { expect, type Page, test } from '@playwright/test';
import { ANNOUNCEMENT_DELAY_MS } from '../src/contract/constants';
import {
  firstShownAt,
  noteFirstShown,
  PASSWORD,
  registerAndGoHome,
  uniqueUsername,
  untilPageClock,
} from './helpers';

const TITLE = 'New Feature: Calendar Reminders';
const STATUS_PATH = '/api/user-preferences/feature-announcements/calendar_reminder_announced';

function announcement(page: Page) {
  return page.getByRole('dialog', { name: TITLE });
}

/**
 * Waits, on the page's clock, until the announcement would have come if it were due: its delay after
 * the status check, and as long again (a page that already knows it was seen asks nothing).
 */
async function untilAnnouncementWouldShow(page: Page): Promise<void> {
  await untilPageClock(page, 2 * ANNOUNCEMENT_DELAY_MS);
}

/** Reloads and waits long enough for the announcement to have come (a second after the status check). */
async function reloadAndWait(page: Page): Promise<void> {
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await untilAnnouncementWouldShow(page);
}

test('the announcement appears a second after the status check, and Got it dismisses it for good', async ({
  page,
}) => {
  await noteFirstShown(page, 'dialog[open], [role="dialog"]', TITLE);
  const statusChecked = page.waitForResponse((response) => new URL(response.url()).pathname === STATUS_PATH);
  await registerAndGoHome(page, uniqueUsername(), { announcement: true });
  const status = await statusChecked;
  expect(status.status()).toBe(404);

  const dialog = announcement(page);
  await expect(dialog).toBeVisible();
  // Both on the page's clock: when the status answer arrived, and when the dialog opened.
  const answeredAt = await page.evaluate((path) => {
    const check = performance
      .getEntriesByType('resource')
      .find((entry) => new URL(entry.name).pathname === path) as PerformanceResourceTiming | undefined;
    return check?.responseEnd;
  }, STATUS_PATH);
  const shownAt = await firstShownAt(page);
  expect(answeredAt, 'the page timed the status check').toBeDefined();
  expect(shownAt, 'the page saw the announcement appear').toBeDefined();
  expect((shownAt ?? 0) - (answeredAt ?? 0)).toBeGreaterThanOrEqual(700);
  await expect(dialog).toContainText('calendar');
  await expect(dialog).toContainText('Settings');
  await expect(dialog.getByRole('button', { name: 'Try it now' })).toBeVisible();

  const told = page.waitForRequest(
    (request) =>
      request.method() === 'POST' &&
      new URL(request.url()).pathname === '/api/user-preferences/feature-announcements',
  );
  await dialog.getByRole('button', { name: 'Got it' }).click();
  expect((await told).postDataJSON()).toEqual({ feature: 'calendar_reminder_announced', seen: true });
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('calendar_reminder_announced'))).toBe('true');

  await reloadAndWait(page);
  await expect(announcement(page)).toHaveCount(0);
});

test('Try it now goes to the settings and the announcement stays away', async ({ page }) => {
  await registerAndGoHome(page, uniqueUsername(), { announcement: true });
  await announcement(page).getByRole('button', { name: 'Try it now' }).click();

  await expect(page).toHaveURL('/settings#reminders');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(announcement(page)).toHaveCount(0);

  await reloadAndWait(page);
  await expect(announcement(page)).toHaveCount(0);
});

test('once seen, the server remembers it in another browser', async ({ page, browser }) => {
  const username = await registerAndGoHome(page, uniqueUsername(), { announcement: true });
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      new URL(response.url()).pathname === '/api/user-preferences/feature-announcements',
  );
  await announcement(page).getByRole('button', { name: 'Got it' }).click();
  expect((await saved).status()).toBe(200);

  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  const login = await other.request.post('/api/login', { data: { username, password: PASSWORD } });
  expect(login.status()).toBe(200);
  const statusChecked = other.waitForResponse((response) => new URL(response.url()).pathname === STATUS_PATH);
  await other.goto('/journal');
  expect(await (await statusChecked).json()).toMatchObject({ seen: true });
  await untilAnnouncementWouldShow(other);
  await expect(announcement(other)).toHaveCount(0);
  await elsewhere.close();
});

test('the announcement is not shown on the sign-in page, and a failed status check counts as not seen', async ({
  page,
}) => {
  await page.goto('/auth');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await untilAnnouncementWouldShow(page);
  await expect(announcement(page)).toHaveCount(0);

  // On the context, so that a request passing through the service worker is answered too.
  const context = page.context();
  await context.route(`**${STATUS_PATH}`, (route) =>
    route.fulfill({ status: 500, json: { message: 'Unavailable', code: 'INTERNAL' } }),
  );
  await registerAndGoHome(page, uniqueUsername(), { announcement: true });
  await expect(announcement(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(announcement(page)).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('calendar_reminder_announced'))).toBe('true');
});
