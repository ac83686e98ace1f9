import { expect, test } from '@playwright/test';
import { registerAndGoHome } from './helpers';

// SPEC section 7: GET /api/streaks is always refetched on mount and window focus; nothing else refetches
// on focus.
test('coming back to the tab refetches the streaks, fresh or not, and nothing else', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/') && request.method() === 'GET') requests.push(pathname);
  });
  await registerAndGoHome(page);
  await page.goto('/achievements');
  await expect(page.getByRole('heading', { level: 1, name: 'Achievements' })).toBeVisible();
  await expect.poll(() => requests.filter((path) => path === '/api/streaks').length).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  requests.length = 0;

  // The tab is hidden, then shown again, seconds later: everything is still fresh (5 minutes).
  const visibility = (state: 'hidden' | 'visible') =>
    page.evaluate((value) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value });
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    }, state);
  await visibility('hidden');
  await visibility('visible');

  await expect.poll(() => requests.filter((path) => path === '/api/streaks').length).toBe(1);
  await page.waitForLoadState('networkidle');
  const others = requests.filter((path) => path !== '/api/streaks' && path !== '/api/version');
  expect(others).toEqual([]);
});
