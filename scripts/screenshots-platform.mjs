// Screenshots of the debug page and the error screens, used by scripts/screenshots.mjs. Expects a page
// signed in as a regular user, in a context whose colour scheme and size are already set.

/** @param {{ browser: import('playwright-core').Browser, page: import('playwright-core').Page, contextOptions: object, shoot: (page: import('playwright-core').Page, name: string, fullPage?: boolean) => Promise<void>, suffix: string }} options */
export async function shootPlatformScreens({ browser, page, contextOptions, shoot, suffix }) {
  const debugHeading = () => page.getByRole('heading', { level: 1, name: 'Debug' }).waitFor();

  await page.goto('/debug');
  await debugHeading();
  await page.getByText('Asking the server…').waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Clear caches' }).waitFor();
  await page.getByText('Reading…').first().waitFor({ state: 'detached' });
  await shoot(page, `debug-${suffix}`);

  await page.getByRole('button', { name: 'Clear caches' }).click();
  await page.getByText('Caches cleared', { exact: true }).first().waitFor();
  await shoot(page, `debug-caches-cleared-toast-${suffix}`, false);

  await page.goto('/debug');
  await debugHeading();
  await page.getByRole('button', { name: 'Break a component' }).click();
  const componentError = page.getByRole('alert').filter({ hasText: 'Component Error' });
  await componentError.waitFor();
  await componentError.scrollIntoViewIfNeeded();
  await shoot(page, `error-component-${suffix}`, false);

  await page.goto('/debug');
  await debugHeading();
  await page.getByRole('button', { name: 'Break this page' }).click();
  await page.getByRole('heading', { name: 'Page Error' }).waitFor();
  await shoot(page, `error-page-${suffix}`);

  await page.goto('/debug');
  await debugHeading();
  await page.getByRole('button', { name: 'Break the app' }).click();
  await page.getByRole('heading', { name: 'Something went wrong' }).waitFor();
  await shoot(page, `error-render-${suffix}`);

  await page.getByRole('button', { name: 'Try Again' }).click();
  await page.getByRole('button', { name: 'Try Again' }).click();
  await page.getByText('App Recovery Needed', { exact: true }).first().waitFor();
  await shoot(page, `error-recovery-toast-${suffix}`, false);

  // The plain render fallback: the app's script never arrives.
  const blocked = await browser.newContext({ ...contextOptions, serviceWorkers: 'block' });
  const blockedPage = await blocked.newPage();
  await blockedPage.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort());
  await blockedPage.goto('/auth');
  await blockedPage.getByRole('heading', { name: 'Daily Retro did not start' }).waitFor();
  await shoot(blockedPage, `error-render-fallback-${suffix}`, false);
  await blocked.close();
}
