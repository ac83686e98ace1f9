import { randomBytes } from 'node:crypto';
import { expect, type Locator, type Page } from '@playwright/test';

export const PASSWORD = 'correct horse battery';

/** A username no other test uses: letters, digits and '_' within the 32-character limit. */
export function uniqueUsername(prefix = 'user'): string {
  return `${prefix}_${randomBytes(6).toString('hex')}`.slice(0, 32);
}

export function greetingFor(username: string): RegExp {
  return new RegExp(`^Good (morning|afternoon|evening), ${username}$`);
}

export const ANNOUNCEMENT_FLAG = 'calendar_reminder_announced';

export interface AnnouncementOption {
  /** Let the 'New Feature: Calendar Reminders' dialog appear; by default it is marked as already seen. */
  announcement?: boolean;
}

/**
 * Marks the calendar reminder announcement as seen in this page's local storage, on every load, so its
 * dialog does not cover the pages of tests that are about something else.
 */
export async function skipAnnouncement(page: Page): Promise<void> {
  await page.addInitScript((flag) => window.localStorage.setItem(flag, 'true'), ANNOUNCEMENT_FLAG);
  // A page already open (the sign-in form, say) moves on without loading a new document.
  if (page.url().startsWith('http')) {
    await page.evaluate((flag) => window.localStorage.setItem(flag, 'true'), ANNOUNCEMENT_FLAG);
  }
}

/** Fills and submits the registration form on an open /auth page. */
export async function submitRegistration(
  page: Page,
  username: string,
  password = PASSWORD,
  { announcement = false }: AnnouncementOption = {},
): Promise<void> {
  if (!announcement) await skipAnnouncement(page);
  await page.getByRole('tab', { name: 'Create account' }).click();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create account', exact: true }).click();
}

/** Fills and submits the sign-in form on an open /auth page. */
export async function submitSignIn(page: Page, username: string, password = PASSWORD): Promise<void> {
  await page.getByRole('tab', { name: 'Sign in' }).click();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/**
 * Creates an account through the API (the page shares its cookies, so it is signed in), then opens home
 * and waits for the greeting. Tests about the registration form itself use submitRegistration instead.
 */
export async function registerAndGoHome(
  page: Page,
  username = uniqueUsername(),
  { announcement = false }: AnnouncementOption = {},
): Promise<string> {
  if (!announcement) await skipAnnouncement(page);
  // Remembered, so a spec that moves the server clock days ahead stays signed in.
  const response = await page.request.post('/api/register', {
    data: { username, password: PASSWORD, rememberMe: true },
  });
  expect(response.status(), await response.text()).toBe(201);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: greetingFor(username) })).toBeVisible();
  return username;
}

export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
}

/** The toast list (Radix renders it in a region named 'Notifications'). */
export function toasts(page: Page): Locator {
  return page.getByRole('region', { name: /^Notifications/ });
}

export async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  const region = toasts(page);
  await expect(region.getByText(title, { exact: true })).toBeVisible();
  if (description !== undefined) await expect(region.getByText(description, { exact: true })).toBeVisible();
}

/**
 * Expects a tap on the control's centre, where it is on the screen now, to land on the control, not
 * on something drawn over it (a toast, a fixed bar). Checked once, without scrolling: waiting would
 * let whatever covers it go away first, and scrolling would move it out from under.
 */
export async function expectNotCovered(control: Locator): Promise<void> {
  const covering = await control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    if (!hit) return 'nothing: the control is off the screen';
    return element.contains(hit) ? null : hit.outerHTML.slice(0, 120);
  });
  expect(covering, 'what is drawn over the control').toBeNull();
}

/**
 * Notes, on the page's own clock (ms since its navigation started), when an element matching
 * `selector` and holding `text` first shows (is added, or a dialog opens), and when, after that, no
 * such element is left; read them back with `firstShownAt` and `goneAt`. A delay the app keeps is
 * measured in the browser this way: the test runner hears of events later than the page, by however
 * long the machine makes it wait, which would change the delays it measures itself.
 */
export async function noteFirstShown(page: Page, selector: string, text: string): Promise<void> {
  await page.addInitScript(
    ({ selector, text }) => {
      const noted = window as unknown as { firstShownAt?: number; goneAt?: number };
      new MutationObserver(() => {
        if (noted.goneAt !== undefined) return;
        const showing = [...document.querySelectorAll(selector)].some((element) =>
          element.textContent?.includes(text),
        );
        if (noted.firstShownAt === undefined) {
          if (showing) noted.firstShownAt = performance.now();
        } else if (!showing) {
          noted.goneAt = performance.now();
        }
      }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['open'] });
    },
    { selector, text },
  );
}

/** When the element `noteFirstShown` watches for first showed, on the page's clock (undefined: not yet). */
export function firstShownAt(page: Page): Promise<number | undefined> {
  return page.evaluate(() => (window as unknown as { firstShownAt?: number }).firstShownAt);
}

/** When, after showing, the element `noteFirstShown` watches for was gone (undefined: not yet). */
export function goneAt(page: Page): Promise<number | undefined> {
  return page.evaluate(() => (window as unknown as { goneAt?: number }).goneAt);
}

/**
 * Waits until the page's own clock (performance.now(), ms since its navigation started) has moved `ms`
 * past `from` (by default, its time now). For the checks that something does not happen within a
 * delay the app keeps on that clock (a celebration held back, an announcement not shown): the page's
 * timers and this wait share one clock, so a busy machine delays both alike, where a sleep in the
 * test runner could end before the page had even run its timers.
 */
export async function untilPageClock(page: Page, ms: number, from?: number): Promise<void> {
  const start = from ?? (await page.evaluate(() => performance.now()));
  await page.waitForFunction((until) => performance.now() >= until, start + ms, { polling: 50 });
}

/**
 * Waits until nothing on the page is being animated, two frames in a row (transitions and fades
 * finished, looping ones such as a spinner aside), so what is judged is what is painted at rest.
 */
export async function untilAtRest(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let stillFrames = 0;
        const moving = () =>
          document
            .getAnimations()
            .some(
              (animation) =>
                animation.playState === 'running' &&
                animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY,
            );
        const frame = () => {
          stillFrames = moving() ? 0 : stillFrames + 1;
          if (stillFrames >= 2) resolve();
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );
}

/**
 * Scrolls to the foot of the page, as a person reading it would, so parts that load as they come near the
 * screen (Home's lower cards, Settings' account tools) are there; then back to the top once they have loaded.
 */
export async function revealWholePage(page: Page): Promise<void> {
  // Each part that arrives may push the next one down: scroll again until none is waiting.
  // A page built part by part (the reports) grows meanwhile: done when nothing waits and the height
  // held since the last look.
  let lastHeight = -1;
  await expect
    .poll(async () => {
      const height = await page.evaluate(() => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        return document.documentElement.scrollHeight;
      });
      const waiting = await page.locator('[data-waiting-card]').count();
      const grew = height !== lastHeight;
      lastHeight = height;
      return waiting === 0 && !grew;
    })
    .toBe(true);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * Waits until /service-worker.js is active and controls the page: the app is stored on the device (every
 * chunk precached), as after a person's first visit. Only in tests that allow service workers.
 */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/**
 * Chooses a day in a date field's calendar (components/ui/date-field.tsx): opens the field named
 * `name`, picks the year and the month, then the day.
 */
export async function pickDate(page: Page, name: string, date: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`^${name} `) }).click();
  const dialog = page.getByRole('dialog', { name });
  const [year, month] = date.split('-').map(Number);
  await dialog.getByRole('combobox', { name: /year/i }).selectOption(String(year));
  await dialog.getByRole('combobox', { name: /month/i }).selectOption(String((month ?? 1) - 1));
  await dialog.locator(`[data-day="${date}"] button`).click();
  await expect(dialog).toHaveCount(0);
}

/** What the device keeps for this user (the saved data cache in IndexedDB), as text. */
export function savedCache(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const open = indexedDB.open('keyval-store');
        open.onerror = () => resolve('');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('keyval')) return resolve('');
          const owner = localStorage.getItem('authQueryCacheOwner');
          const read = db
            .transaction('keyval')
            .objectStore('keyval')
            .get(`daily-retro.query-cache.v1:${owner}`);
          read.onsuccess = () => resolve(typeof read.result === 'string' ? read.result : '');
          read.onerror = () => resolve('');
        };
      }),
  );
}

/**
 * Opens a section of the report by its button, as a reader does, unless it is already open: a
 * section the person left open on an earlier visit opens by itself (decision record 057).
 */
export async function openReportSection(page: Page, name: RegExp): Promise<void> {
  const button = page.getByRole('button', { name });
  await expect(button).toBeVisible();
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
}
