import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './chromium-path.mjs';
import { greetingFor, registerAndGoHome, signOut, waitForServiceWorker } from './helpers';

// These tests are about the service worker, which the other specs run without.
test.use({ serviceWorkers: 'allow' });

async function markAnnouncementSeen(page: Page): Promise<void> {
  await page.addInitScript(() => window.localStorage.setItem('calendar_reminder_announced', 'true'));
}

function pngSize(body: Buffer): { width: number; height: number } {
  expect(body.subarray(1, 4).toString('ascii')).toBe('PNG');
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

test('the web app manifest describes an installable Daily Retro with real icons', async ({ page }) => {
  await page.goto('/auth');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');

  const response = await page.request.get('/manifest.webmanifest');
  expect(response.ok()).toBe(true);
  const manifest = await response.json();
  expect(manifest).toMatchObject({
    name: 'Daily Retro',
    short_name: 'Daily Retro',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#f6f5f1',
    theme_color: '#f6f5f1',
  });
  expect(manifest.description).toEqual(expect.any(String));

  const icons = manifest.icons as Array<{ src: string; sizes: string; type: string; purpose?: string }>;
  const wanted = [
    ['192x192', 'any'],
    ['512x512', 'any'],
    ['512x512', 'maskable'],
  ];
  for (const [sizes, purpose] of wanted) {
    const icon = icons.find((item) => item.sizes === sizes && (item.purpose ?? 'any') === purpose);
    expect(icon, `${purpose} icon ${sizes}`).toBeDefined();
    const image = await page.request.get(icon?.src ?? '');
    expect(image.headers()['content-type']).toBe('image/png');
    const { width, height } = pngSize(await image.body());
    expect(`${width}x${height}`).toBe(sizes);
  }
});

test('Chromium finds no installability errors', async ({ playwright, baseURL }) => {
  // A persistent profile: Chromium never offers to install from an incognito one.
  const profile = mkdtempSync(join(tmpdir(), 'daily-retro-install-'));
  const chromium = findChromium();
  const context = await playwright.chromium.launchPersistentContext(profile, {
    executablePath: chromium?.path,
    args: CHROMIUM_ARGS,
    baseURL,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await markAnnouncementSeen(page);
    await registerAndGoHome(page);
    await waitForServiceWorker(page);

    const cdp = await context.newCDPSession(page);
    await expect
      .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors, {
        timeout: 15_000,
      })
      .toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('the service worker is registered at /service-worker.js for the whole app', async ({ page }) => {
  await markAnnouncementSeen(page);
  await registerAndGoHome(page);
  await waitForServiceWorker(page);

  const registration = await page.evaluate(async () => {
    const found = await navigator.serviceWorker.getRegistration();
    return { scope: found?.scope, script: found?.active?.scriptURL };
  });
  expect(new URL(registration.scope ?? '').pathname).toBe('/');
  expect(new URL(registration.script ?? '').pathname).toBe('/service-worker.js');

  // The page asks the worker for the version (CHECK_VERSION) and to keep the shell (ENSURE_APP_LOADS).
  const replies = await page.evaluate(async () => {
    const worker = navigator.serviceWorker.controller;
    const ask = (type: string) =>
      new Promise<unknown>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => resolve(event.data);
        worker?.postMessage({ type }, [channel.port2]);
      });
    return { version: await ask('CHECK_VERSION'), shell: await ask('ENSURE_APP_LOADS') };
  });
  expect(replies.version).toMatchObject({
    type: 'VERSION_INFO',
    ok: true,
    info: { version: expect.any(String), buildTime: expect.any(String), serverTime: expect.any(String) },
  });
  expect(replies.shell).toEqual({ type: 'APP_LOADS', ok: true });
});

test('after one visit the app opens offline, with the data it read online', async ({ page, context }) => {
  await markAnnouncementSeen(page);
  const username = await registerAndGoHome(page);
  await waitForServiceWorker(page);
  // Now that the worker controls the page, the next load goes through it and keeps the answers it reads.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: greetingFor(username) })).toBeVisible();

  await context.setOffline(true);
  await page.reload();

  await expect(page.getByRole('heading', { level: 1, name: greetingFor(username) })).toBeVisible();
  expect(page.url()).not.toContain('chrome-error');
  await context.setOffline(false);
});

test('signing out empties the cached API answers', async ({ page }) => {
  await markAnnouncementSeen(page);
  await registerAndGoHome(page);
  await waitForServiceWorker(page);
  await page.reload();
  const cachedUser = () =>
    page.evaluate(
      async () => (await caches.match('/api/user', { cacheName: 'daily-retro-api' })) !== undefined,
    );
  await expect.poll(cachedUser).toBe(true);

  await signOut(page);

  await expect.poll(cachedUser).toBe(false);
});
