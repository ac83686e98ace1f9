import { expect, test } from '@playwright/test';
import { REMINDER_NOTIFICATION } from '../src/contract/constants';
import { registerAndGoHome } from './helpers';

// This spec is about the service worker, so it runs with it (the other specs block it).
test.use({ serviceWorkers: 'allow' });

test('the service worker shows a reminder push as a notification', async ({ page, context }) => {
  await context.grantPermissions(['notifications']);
  const cdp = await context.newCDPSession(page);
  const registrations = new Map<string, string>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
    for (const registration of updated) registrations.set(registration.scopeURL, registration.registrationId);
  });
  await cdp.send('ServiceWorker.enable');

  await registerAndGoHome(page);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const origin = new URL(page.url()).origin;
  await expect.poll(() => registrations.get(`${origin}/`)).toBeTruthy();

  // Chromium's DevTools deliver a push event straight to the worker, as a push service would.
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: registrations.get(`${origin}/`) as string,
    data: JSON.stringify(REMINDER_NOTIFICATION),
  });
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return (await registration.getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          tag: n.tag,
          data: n.data,
        }));
      }),
    )
    .toEqual([
      {
        title: REMINDER_NOTIFICATION.title,
        body: REMINDER_NOTIFICATION.body,
        tag: REMINDER_NOTIFICATION.tag,
        data: { url: '/daily-retro' },
      },
    ]);
});
