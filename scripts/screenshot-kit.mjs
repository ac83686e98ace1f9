// What the screenshot scripts share: the two screen sizes, the browser (the system Chromium, as the
// end-to-end tests use it), and a context that skips the feature announcement.
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../e2e/chromium-path.mjs';

/** A phone (390×844) and a desktop (1280×800). */
export const VIEWPORTS = {
  mobile: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
};

/** The system Chromium, launched; exits with a hint when there is none. */
export async function launchScreenshotBrowser() {
  const found = findChromium();
  if (!found) {
    console.error('No Chromium found; run: node scripts/ensure-chromium.mjs');
    process.exit(1);
  }
  return chromium.launch({ executablePath: found.path, args: CHROMIUM_ARGS });
}

/** A context at one size and theme, motion reduced, the feature announcement already seen. */
export async function screenshotContext(browser, { baseURL, size, theme, ...extra }) {
  const context = await browser.newContext({
    baseURL,
    ...VIEWPORTS[size],
    colorScheme: theme,
    reducedMotion: 'reduce',
    ...extra,
  });
  await context.addInitScript(() => window.localStorage.setItem('calendar_reminder_announced', 'true'));
  return context;
}
