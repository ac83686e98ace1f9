import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import ICAL from 'ical.js';
import {
  expectToast,
  greetingFor,
  registerAndGoHome,
  signOut,
  submitSignIn,
  uniqueUsername,
} from './helpers';

// The browser says it is in Berlin: the Reminders section offers that zone on the first visit.
test.use({ timezoneId: 'Europe/Berlin' });

const reminders = (page: Page) => page.getByRole('region', { name: 'Reminders' });

async function openReminders(page: Page) {
  await registerAndGoHome(page);
  await page.getByRole('link', { name: 'Settings' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(reminders(page).getByRole('switch', { name: /Daily reminder/ })).toBeVisible();
}

/** Clicks a switch as a person would; it turns once the server has answered, so no check(). */
async function flip(page: Page, name: RegExp) {
  await reminders(page).getByRole('switch', { name }).click();
}

async function turnOnReminder(page: Page) {
  await flip(page, /Daily reminder/);
  await expectToast(page, 'Reminder saved');
  await expect(reminders(page).getByRole('switch', { name: /Daily reminder/ })).toBeChecked();
}

/**
 * This browser's push service is out of reach here, and the app's service worker is blocked in
 * these tests: navigator.serviceWorker.ready is replaced, before the app loads, by a registration
 * whose PushManager hands out a subscription with a made-up endpoint on a real push service's host
 * (the server accepts no other). Everything else (the permission, the page's code, the API calls
 * and the server's rows) is real.
 */
async function stubPushManager(page: Page) {
  await page.addInitScript(() => {
    let subscription: PushSubscription | null = null;
    const endpoint = `https://fcm.googleapis.com/fcm/send/e2e-${Math.random().toString(36).slice(2)}`;
    const keys = {
      p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
      auth: 'tBHItJI5svbpez7KI4CCXg',
    };
    const pushManager = {
      getSubscription: async () => subscription,
      subscribe: async () => {
        subscription = {
          endpoint,
          expirationTime: null,
          toJSON: () => ({ endpoint, expirationTime: null, keys }),
          unsubscribe: async () => {
            subscription = null;
            return true;
          },
        } as unknown as PushSubscription;
        return subscription;
      },
    };
    const registration = { pushManager } as unknown as ServiceWorkerRegistration;
    Object.defineProperty(navigator.serviceWorker, 'ready', { get: () => Promise.resolve(registration) });
    navigator.serviceWorker.getRegistration = async () => registration;
  });
}

test('Try it now lands on the Reminders section, focused', async ({ page }) => {
  await registerAndGoHome(page, uniqueUsername(), { announcement: true });
  await page.getByRole('dialog').getByRole('button', { name: 'Try it now' }).click();
  await expect(page).toHaveURL('/settings#reminders');
  const heading = reminders(page).getByRole('heading', { name: 'Reminders' });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  await expect(page.getByText('will be added')).toHaveCount(0);
});

test('a chosen time and days reach the .ics download and the Google Calendar link', async ({ page }) => {
  await openReminders(page);
  const section = reminders(page);
  await expect(section.getByLabel('Time zone')).toHaveValue('Europe/Berlin');
  await expect(section.getByText('Detected from this browser.', { exact: false })).toBeVisible();

  await section.getByLabel('Hour').selectOption('07');
  await section.getByLabel('Minute').selectOption('45');
  await section.getByRole('button', { name: 'Sunday' }).click();
  await expect(section.getByRole('button', { name: 'Sunday' })).toHaveAttribute('aria-pressed', 'false');
  await section.getByRole('button', { name: 'Save reminder' }).click();
  await expectToast(page, 'Reminder saved', 'Off for now. Your calendar links use 07:45.');
  await expect(section.getByText('Unsaved changes')).toHaveCount(0);
  await turnOnReminder(page);
  await expect(section.getByText(/On, on Mon, Tue, Wed, Thu, Fri and Sat at 07:45/)).toBeVisible();

  const downloading = page.waitForEvent('download');
  await section.getByRole('link', { name: 'Download .ics' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('daily-retro.ics');
  const ics = await readFile((await download.path()) as string, 'utf8');
  const root = new ICAL.Component(ICAL.parse(ics));
  ICAL.TimezoneService.register(root.getFirstSubcomponent('vtimezone') as ICAL.Component);
  const event = new ICAL.Event(root.getFirstSubcomponent('vevent') as ICAL.Component);
  expect(event.summary).toBe('Daily Retro');
  expect(event.startDate.zone?.tzid).toBe('Europe/Berlin');
  expect(event.startDate.toString()).toMatch(/T07:45:00$/);
  expect(String(root.getFirstSubcomponent('vevent')?.getFirstPropertyValue('rrule'))).toBe(
    'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR,SA',
  );
  expect(event.description).toContain('/daily-retro');

  const google = new URL(
    (await section.getByRole('link', { name: /Google Calendar/ }).getAttribute('href')) ?? '',
  );
  expect(google.origin + google.pathname).toBe('https://calendar.google.com/calendar/render');
  expect(google.searchParams.get('action')).toBe('TEMPLATE');
  expect(google.searchParams.get('text')).toBe('Daily Retro');
  expect(google.searchParams.get('ctz')).toBe('Europe/Berlin');
  expect(google.searchParams.get('dates')).toMatch(/^\d{8}T074500\/\d{8}T080000$/);
  expect(google.searchParams.get('recur')).toBe('RRULE:FREQ=WEEKLY;WKST=MO;BYDAY=MO,TU,WE,TH,FR,SA');
  expect(google.searchParams.get('details')).toContain('/daily-retro');
});

test('the calendar link is shown once, and can be renewed and turned off', async ({ page }) => {
  await openReminders(page);
  const section = reminders(page);
  await section.getByRole('button', { name: 'Make calendar link' }).click();
  const link = section.getByRole('textbox', { name: 'Calendar subscription link' });
  const url = await link.inputValue();
  expect(url).toMatch(/^webcal:\/\/.+\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  const feed = await page.request.get(url.replace(/^webcal:/, 'http:'));
  expect(feed.status()).toBe(200);

  await page.reload();
  await expect(section.getByText('Calendar link is on')).toBeVisible();
  await expect(section.getByRole('textbox', { name: 'Calendar subscription link' })).toHaveCount(0);

  await section.getByRole('button', { name: 'New link', exact: true }).click();
  const renewed = await section.getByRole('textbox', { name: 'Calendar subscription link' }).inputValue();
  expect(renewed).not.toBe(url);
  expect((await page.request.get(url.replace(/^webcal:/, 'http:'))).status()).toBe(404);
  expect((await page.request.get(renewed.replace(/^webcal:/, 'http:'))).status()).toBe(200);

  await page.reload();
  // Outlook subscribes to the feed: its button makes a new link, then opens Outlook with it.
  await section.getByRole('button', { name: 'Outlook: new link' }).click();
  const outlook = section.getByRole('link', { name: /Open in Outlook/ });
  await expect(outlook).toBeFocused();
  const forOutlook = await section.getByRole('textbox', { name: 'Calendar subscription link' }).inputValue();
  const subscribe = new URL((await outlook.getAttribute('href')) ?? '');
  expect(subscribe.origin + subscribe.pathname).toBe('https://outlook.live.com/calendar/0/addfromweb');
  expect(subscribe.searchParams.get('url')).toBe(forOutlook.replace(/^webcal:/, 'http:'));
  expect(subscribe.searchParams.get('name')).toBe('Daily Retro');
  expect((await page.request.get(renewed.replace(/^webcal:/, 'http:'))).status()).toBe(404);

  await page.reload();
  await expect(section.getByRole('button', { name: 'Outlook: new link' })).toBeVisible();
  await section.getByRole('button', { name: 'Turn off link' }).click();
  await expectToast(page, 'Calendar link turned off');
  await expect(section.getByRole('button', { name: 'Make calendar link' })).toBeVisible();
  expect((await page.request.get(forOutlook.replace(/^webcal:/, 'http:'))).status()).toBe(404);
  await expect(section.getByRole('button', { name: 'Outlook: make link' })).toBeVisible();
});

test('with notifications allowed, the switch subscribes this device and says so', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['notifications']);
  await stubPushManager(page);
  await openReminders(page);
  await turnOnReminder(page);
  const notifications = reminders(page).getByRole('switch', { name: /Notifications/ });
  await flip(page, /Notifications/);
  await expectToast(page, 'Notifications enabled');
  await expect(notifications).toBeChecked();
  expect((await (await page.request.get('/api/reminders')).json()).push.devices).toBe(1);

  await flip(page, /Notifications/);
  await expectToast(page, 'Notifications disabled');
  await expect(notifications).not.toBeChecked();
  expect((await (await page.request.get('/api/reminders')).json()).push.devices).toBe(0);
});

test("signing out stops this device getting the user's reminders", async ({ page, context }) => {
  await context.grantPermissions(['notifications']);
  await stubPushManager(page);
  await openReminders(page);
  const username = await page.evaluate(async () => (await (await fetch('/api/user')).json()).username);
  await turnOnReminder(page);
  await flip(page, /Notifications/);
  await expectToast(page, 'Notifications enabled');
  expect((await (await page.request.get('/api/reminders')).json()).push.devices).toBe(1);

  await signOut(page);
  await submitSignIn(page, username);
  await expect(page.getByRole('heading', { level: 1, name: greetingFor(username) })).toBeVisible();
  expect((await (await page.request.get('/api/reminders')).json()).push.devices).toBe(0);
});

test('with notifications denied, the switch says permission was denied', async ({ page, context }) => {
  await context.clearPermissions();
  await stubPushManager(page);
  // Chromium without a person to answer the prompt: the answer is "denied".
  await page.addInitScript(() => {
    Notification.requestPermission = async () => 'denied';
  });
  await openReminders(page);
  await turnOnReminder(page);
  const notifications = reminders(page).getByRole('switch', { name: /Notifications/ });
  await flip(page, /Notifications/);
  await expectToast(page, 'Notification permission denied');
  await expect(notifications).not.toBeChecked();
  expect((await (await page.request.get('/api/reminders')).json()).push.devices).toBe(0);
});
