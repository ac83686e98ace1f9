import { expect, type Page, test } from '@playwright/test';
import { registerAndGoHome, waitForServiceWorker } from './helpers';

// Entries written offline are first-class: listed as waiting, sent on their own when the connection
// returns (with no editor open), once; a refused one stays on the device with the reason. As after a
// first visit, the app is stored on the device by its service worker before the connection goes.

test.use({ serviceWorkers: 'allow' });

test.beforeEach(async ({ page }) => {
  await page.addLocatorHandler(
    page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Wonderful' }) }),
    (dialog) => dialog.getByRole('button', { name: 'Wonderful' }).click(),
  );
});

async function entriesOnServer(page: Page): Promise<Array<{ title: string | null; excerpt: string }>> {
  return (await (await page.request.get('/api/journal')).json()).items;
}

async function openJournal(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Journal', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Journal' })).toBeVisible();
  await waitForServiceWorker(page);
}

test('an entry written offline waits at the top of the list and is sent once when the connection returns', async ({
  page,
  context,
}) => {
  await registerAndGoHome(page);
  await openJournal(page);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'New entry' }).click();
  await page.getByLabel('Title').fill('On the night train');
  await page.getByLabel('Entry', { exact: true }).fill('No signal since the border.');
  await expect(page.getByRole('status').filter({ hasText: 'Saved on this device' })).toBeVisible();
  await page.getByRole('button', { name: 'All entries' }).click();

  const waiting = page.getByRole('list', { name: 'Waiting to sync' });
  await expect(waiting.getByRole('link', { name: /On the night train/ })).toContainText('Waiting to sync');

  // It opens and edits like any other entry.
  await waiting.getByRole('link', { name: /On the night train/ }).click();
  await expect(page.getByLabel('Entry', { exact: true })).toHaveValue('No signal since the border.');
  await page.getByLabel('Entry', { exact: true }).fill('No signal since the border. Snow outside.');
  await page.getByRole('button', { name: 'All entries' }).click();
  await expect(waiting.getByRole('link', { name: /On the night train/ })).toContainText('Snow outside.');

  // Back online on another screen, no journal screen open: the queue sends it by itself, once.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Home', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Journal' })).toHaveCount(0);
  await context.setOffline(false);
  await expect.poll(async () => (await entriesOnServer(page)).length, { timeout: 15_000 }).toBe(1);
  await openJournal(page);
  await expect(page.getByRole('list', { name: 'Waiting to sync' })).toHaveCount(0);
  await expect(
    page.getByRole('list', { name: 'Entries' }).getByRole('link', { name: /On the night train/ }),
  ).toBeVisible();
  const entries = await entriesOnServer(page);
  expect(entries).toHaveLength(1);
  expect(entries[0]).toMatchObject({
    title: 'On the night train',
    excerpt: 'No signal since the border. Snow outside.',
  });
});

test('an entry edited offline is listed once, with its new words, until it is sent', async ({
  page,
  context,
}) => {
  await registerAndGoHome(page);
  await openJournal(page);
  await page.getByRole('button', { name: 'New entry' }).click();
  await page.getByLabel('Title').fill('Harbour');
  await page.getByLabel('Entry', { exact: true }).fill('Grey water.');
  await expect(page.getByRole('status').filter({ hasText: /^\s*Saved\s*$/ })).toBeVisible();
  await page.getByRole('button', { name: 'All entries' }).click();
  const entries = page.getByRole('list', { name: 'Entries' });
  await expect(entries.getByRole('link', { name: /Harbour/ })).toBeVisible();

  await context.setOffline(true);
  await entries.getByRole('link', { name: /Harbour/ }).click();
  await page.getByRole('tab', { name: 'Write' }).click();
  await page.getByLabel('Entry', { exact: true }).fill('Grey water, then sun.');
  await expect(page.getByRole('status').filter({ hasText: 'Saved on this device' })).toBeVisible();
  await page.getByRole('button', { name: 'All entries' }).click();

  const waiting = page.getByRole('list', { name: 'Waiting to sync' });
  await expect(waiting.getByRole('link', { name: /Harbour/ })).toContainText('then sun.');
  await expect(page.getByRole('link', { name: /Harbour/ })).toHaveCount(1);
  await expect(page.getByText('Grey water.', { exact: true })).toHaveCount(0);

  await context.setOffline(false);
  await expect(waiting).toHaveCount(0, { timeout: 15_000 });
  await expect(entries.getByRole('link', { name: /Harbour/ })).toContainText('then sun.');
  await expect(page.getByRole('link', { name: /Harbour/ })).toHaveCount(1);
});

test('a create whose answer was lost is sent again with the same key and makes one entry', async ({
  page,
}) => {
  await registerAndGoHome(page);
  let dropped = 0;
  await page.route('**/api/journal', async (route) => {
    if (route.request().method() !== 'POST' || dropped > 0) return route.fallback();
    dropped += 1;
    // The server gets it and writes the entry; the answer never reaches the device.
    await route.fetch();
    return route.abort('connectionreset');
  });
  await openJournal(page);
  await page.getByRole('button', { name: 'New entry' }).click();
  await page.getByLabel('Entry', { exact: true }).fill('Sent twice, kept once');
  await expect(page.getByRole('status').filter({ hasText: 'Saved on this device' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^\s*Saved\s*$/ })).toBeVisible({
    timeout: 15_000,
  });
  expect(dropped).toBe(1);
  expect((await entriesOnServer(page)).map((entry) => entry.excerpt)).toEqual(['Sent twice, kept once']);
});

test('a refused entry stays on the device with the reason, and is saved when tried again', async ({
  page,
}) => {
  await registerAndGoHome(page);
  const reason = 'That question is not in the library';
  await page.route('**/api/journal', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 400, json: { message: reason, code: 'VALIDATION_FAILED' } })
      : route.fallback(),
  );
  await openJournal(page);
  await page.getByRole('button', { name: 'New entry' }).click();
  await page.getByLabel('Entry', { exact: true }).fill('Words the server turned down');
  const refusal = page.getByRole('alert').filter({ hasText: `Not saved: ${reason}` });
  await expect(refusal).toBeVisible();
  await expect(refusal.getByRole('button', { name: 'Try again' })).toBeVisible();
  await page.getByRole('button', { name: 'All entries' }).click();

  const waiting = page.getByRole('list', { name: 'Waiting to sync' }).getByRole('listitem');
  await expect(waiting).toContainText(`Not saved: ${reason}`);
  await expect(waiting).toContainText('Words the server turned down');
  expect(await entriesOnServer(page)).toHaveLength(0);

  // Discarding asks first; keeping it changes nothing.
  await waiting.getByRole('button', { name: 'Discard…' }).click();
  await waiting.getByRole('button', { name: 'Keep' }).click();
  await expect(waiting).toContainText('Words the server turned down');

  await page.unroute('**/api/journal');
  await waiting.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('list', { name: 'Waiting to sync' })).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Entries' })).toContainText('Words the server turned down');
  expect(await entriesOnServer(page)).toHaveLength(1);
});

test('a refused entry can be discarded, and is gone from the device', async ({ page }) => {
  await registerAndGoHome(page);
  await page.route('**/api/journal', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 422, json: { message: 'Not today', code: 'UNPROCESSABLE' } })
      : route.fallback(),
  );
  await openJournal(page);
  await page.getByRole('button', { name: 'New entry' }).click();
  await page.getByLabel('Entry', { exact: true }).fill('Let this one go');
  await expect(page.getByRole('alert').filter({ hasText: 'Not saved: Not today.' })).toBeVisible();
  await page.getByRole('button', { name: 'All entries' }).click();

  const waiting = page.getByRole('list', { name: 'Waiting to sync' });
  await waiting.getByRole('button', { name: 'Discard…' }).click();
  await waiting.getByRole('button', { name: 'Discard', exact: true }).click();
  await expect(waiting).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Journal' })).toBeVisible();
  await expect(page.getByText('Let this one go')).toHaveCount(0);
  expect(
    await page.evaluate(() => Object.keys(window.localStorage).filter((key) => key.startsWith('drafts.'))),
  ).toEqual([]);
});

test('an entry left unsent by an earlier version of the app is sent from home, with no journal screen opened', async ({
  page,
}) => {
  await registerAndGoHome(page);
  const user = await (await page.request.get('/api/user')).json();
  await page.evaluate((userId) => {
    const draft = { title: 'Before the update', body: 'Kept in the old format', tags: [], prompt: null };
    window.localStorage.setItem(
      `journal-draft:${userId}:new`,
      JSON.stringify({ ...draft, promptQuestionId: null, entryId: null, dirty: true }),
    );
  }, user.id);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await expect
    .poll(async () => (await entriesOnServer(page)).map((entry) => entry.title), { timeout: 15_000 })
    .toEqual(['Before the update']);
  // The server may have the entry a moment before the page has read its answer and let the draft go.
  await expect
    .poll(() =>
      page.evaluate(() =>
        // What a draft created is remembered (its address edits that entry); the draft itself is gone.
        Object.keys(window.localStorage).filter(
          (key) => key.includes('draft') && !key.includes(':server-ids:'),
        ),
      ),
    )
    .toEqual([]);
});
