import { type Browser, expect, type Page, test } from '@playwright/test';
import { FIRST_READS, SIGNED_IN_READS } from '../src/contract/first-screen';
import { PAGES, type PageId } from '../src/contract/pages';
import { registerAndGoHome } from './helpers';

/** Every /api/ request the page sends to the network, as path and query, in order. */
function apiRequestsOf(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) requests.push(`${url.pathname}${url.search}`);
  });
  return requests;
}

/** The addresses (path and query) the app's own code asked fetch() for, in order. */
function appFetchesOf(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    ((window as unknown as { appFetches?: string[] }).appFetches ?? []).map((address) => {
      const url = new URL(address, window.location.origin);
      return `${url.pathname}${url.search}`;
    }),
  );
}

/**
 * What the page preloaded, as "read /api/…" and "code /assets/…": from index.html's Link header, or
 * from the <link>s a prerendered shell adds to the head once painted (so after the app has started).
 */
async function preloadsOf(load: { page: Page; link: string }): Promise<string[]> {
  await expect(load.page.locator('#root:not([data-prerendered])')).toBeAttached();
  const fromHeader = load.link
    .split(', ')
    .filter(Boolean)
    .map((entry) => {
      const href = entry.slice(1, entry.indexOf('>'));
      return `${entry.includes('as=fetch') ? 'read' : 'code'} ${href}`;
    });
  const fromPage = await load.page.evaluate(() =>
    [
      ...document.head.querySelectorAll<HTMLLinkElement>(
        'link[rel=preload][as=fetch], link[rel=modulepreload]',
      ),
    ].map(
      (link) =>
        `${link.rel === 'preload' ? 'read' : 'code'} ${new URL(link.href).pathname}${new URL(link.href).search}`,
    ),
  );
  return [...fromHeader, ...fromPage];
}

/** A fresh load of a path in a new browser context (no cache, no service worker) of this person. */
async function freshLoad(
  browser: Browser,
  path: string,
  storageState?: Parameters<Browser['newContext']>[0],
) {
  const context = await browser.newContext({ ...storageState, serviceWorkers: 'block' });
  const page = await context.newPage();
  // Notes every fetch() the app makes: a preloaded read must be asked for by the app (so used) and
  // reach the network once (so the preload answered it).
  await page.addInitScript(() => {
    const notes: string[] = [];
    (window as unknown as { appFetches: string[] }).appFetches = notes;
    const fetchOfPage = window.fetch.bind(window);
    window.fetch = (input, init) => {
      notes.push(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
      return fetchOfPage(input, init);
    };
  });
  const requests = apiRequestsOf(page);
  const preloadWarnings: string[] = [];
  page.on('console', (message) => {
    if (/preload/i.test(message.text())) preloadWarnings.push(message.text());
  });
  const response = await page.goto(path);
  return { context, page, requests, preloadWarnings, link: response?.headers().link ?? '' };
}

test('a signed-in page comes with its first reads preloaded, and the app makes each of them exactly once', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const signUp = await browser.newPage();
  await registerAndGoHome(signUp);
  const storageState = await signUp.context().storageState();
  await signUp.close();

  for (const [id, pageReads] of Object.entries(FIRST_READS) as Array<[PageId, readonly string[]]>) {
    const reads = [...SIGNED_IN_READS, ...pageReads];
    const load = await freshLoad(browser, PAGES[id].path, { storageState });
    const preloads = await preloadsOf(load);
    for (const read of reads) expect(preloads, `${id} preloads ${read}`).toContain(`read ${read}`);
    expect(
      preloads.some((preload) => preload.startsWith('code ')),
      `${id} preloads its code`,
    ).toBe(true);
    await expect(load.page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    // The heading comes with the prerendered HTML: wait for the app itself to have taken over and
    // drawn the page, so its reads have been asked for, before the network goes quiet.
    await expect(load.page.locator('#root:not([data-prerendered])')).toBeAttached();
    await expect(load.page.locator('[data-page-shell]')).toHaveCount(0);
    await load.page.waitForLoadState('networkidle');
    const asked = await appFetchesOf(load.page);
    for (const read of reads) {
      expect(asked, `${id}: the app asks for ${read}`).toContain(read);
      expect(
        load.requests.filter((request) => request === read),
        `${id}: ${read} reaches the network once (the preload, whose answer the app's fetch takes)`,
      ).toHaveLength(1);
    }
    expect(load.preloadWarnings, `${id}: no preload goes unused or is fetched twice`).toEqual([]);
    await load.context.close();
  }
});

test('a page opened with a query, or by someone signed out, preloads only what it certainly needs', async ({
  browser,
}) => {
  const signedOut = await freshLoad(browser, '/journal');
  const signedOutPreloads = await preloadsOf(signedOut);
  expect(signedOutPreloads.filter((preload) => preload.startsWith('read '))).toEqual([]);
  expect(signedOutPreloads.some((preload) => /^code \/assets\/auth-page-[^/]+\.js$/.test(preload))).toBe(
    true,
  );
  await expect(signedOut.page).toHaveURL(/\/auth(\?|$)/);
  await signedOut.context.close();

  const signUp = await browser.newPage();
  await registerAndGoHome(signUp);
  const storageState = await signUp.context().storageState();
  await signUp.close();
  const searching = await freshLoad(browser, '/journal?q=river', { storageState });
  const searchingPreloads = await preloadsOf(searching);
  expect(searchingPreloads).toContain('read /api/user');
  expect(searchingPreloads).not.toContain('read /api/journal');
  await searching.context.close();
});
