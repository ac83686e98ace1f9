// Screenshots of Settings › Reminders: a first visit (off, the browser's zone offered) and a reminder
// that is on, with notifications on this device and a fresh calendar link; phone and desktop, light
// and dark. The browser's push service is out of reach here, so its PushManager is replaced by one
// that hands out a made-up subscription (as in e2e/reminders.spec.ts).
// Usage: node scripts/screenshots-reminders.mjs [baseURL] [outDir]
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { launchScreenshotBrowser, screenshotContext, VIEWPORTS } from './screenshot-kit.mjs';

const baseURL = process.argv[2] ?? process.env.BASE_URL ?? 'http://127.0.0.1:5000';
const outDir = process.argv[3] ?? join(import.meta.dirname, '..', '.screenshots');

function stubPushManager() {
  let subscription = null;
  const endpoint = `https://push.example.test/shots/${Math.random().toString(36).slice(2)}`;
  const keys = {
    p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  };
  const pushManager = {
    getSubscription: async () => subscription,
    subscribe: async () => {
      subscription = {
        endpoint,
        toJSON: () => ({ endpoint, expirationTime: null, keys }),
        unsubscribe: async () => true,
      };
      return subscription;
    },
  };
  Object.defineProperty(navigator.serviceWorker, 'ready', { get: () => Promise.resolve({ pushManager }) });
}

mkdirSync(outDir, { recursive: true });
const browser = await launchScreenshotBrowser();
try {
  for (const size of Object.keys(VIEWPORTS)) {
    for (const theme of ['light', 'dark']) {
      const context = await screenshotContext(browser, {
        baseURL,
        size,
        theme,
        timezoneId: 'Europe/Berlin',
        serviceWorkers: 'block',
        permissions: ['notifications'],
      });
      await context.addInitScript(stubPushManager);
      const page = await context.newPage();
      const registered = await page.request.post('/api/register', {
        data: { username: `shots_${randomBytes(3).toString('hex')}`, password: 'screenshot-password' },
      });
      if (!registered.ok()) throw new Error(`Could not register: ${registered.status()}`);
      const section = page.getByRole('region', { name: 'Reminders' });
      const shoot = async (name) => {
        await page.screenshot({ path: join(outDir, `${name}-${size}-${theme}.png`) });
        await section.screenshot({ path: join(outDir, `${name}-section-${size}-${theme}.png`) });
      };

      await page.goto('/settings#reminders');
      await section.getByRole('switch', { name: /Daily reminder/ }).waitFor();
      await page.waitForTimeout(300);
      await shoot('reminders-first-visit');

      await section.getByLabel('Hour').selectOption('21');
      await section.getByLabel('Minute').selectOption('30');
      await section.getByRole('button', { name: 'Save reminder' }).click();
      await section.getByText('Unsaved changes').waitFor({ state: 'detached' });
      await section.getByRole('switch', { name: /Daily reminder/ }).click();
      await section.getByText(/^On, /).waitFor();
      await section.getByRole('switch', { name: /Notifications/ }).click();
      await page
        .getByText('Notifications enabled')
        .first()
        .waitFor({ timeout: 15_000 })
        .catch(async (error) => {
          await page.screenshot({ path: join(outDir, 'failure.png') });
          throw error;
        });
      await section.getByRole('button', { name: 'Make calendar link' }).click();
      await section.getByRole('textbox', { name: 'Calendar subscription link' }).waitFor();
      await page.waitForTimeout(5500); // the toasts close
      await shoot('reminders-on');
      await context.close();
    }
  }
} finally {
  await browser.close();
}
console.log(`Screenshots in ${outDir}`);
