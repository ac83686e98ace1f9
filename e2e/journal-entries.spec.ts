import { expect, type Page, test } from '@playwright/test';
import { registerAndGoHome } from './helpers';

// Earning a badge (a first entry, a first retro) opens a celebration dialog over the page; close it
// whenever it shows, so it does not stand in the way of what these tests are about.
test.beforeEach(async ({ page }) => {
  await page.addLocatorHandler(
    page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Wonderful' }) }),
    (dialog) => dialog.getByRole('button', { name: 'Wonderful' }).click(),
  );
});

async function openNewEntry(page: Page) {
  await page.goto('/journal');
  await page.getByRole('button', { name: 'New entry' }).click();
  await expect(page.getByLabel('Entry', { exact: true })).toBeVisible();
}

test('a new user writes, edits, finds, deletes, restores and deletes again an entry', async ({ page }) => {
  await registerAndGoHome(page);
  await openNewEntry(page);

  await page.getByLabel('Title').fill('Harbour walk');
  await page.getByLabel('Entry', { exact: true }).fill('Saw the **herons** again by the old pier.');
  await page.getByLabel('Tags').fill('Nature,');
  await expect(page.getByText('#nature')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^\s*Saved\s*$/ })).toBeVisible();

  await page.getByRole('tab', { name: 'Preview' }).click();
  await expect(page.getByTestId('journal-preview').locator('strong')).toHaveText('herons');

  await page.getByRole('button', { name: 'All entries' }).click();
  await expect(
    page.getByRole('list', { name: 'Entries' }).getByRole('link', { name: /Harbour walk/ }),
  ).toBeVisible();

  // Edit it.
  await page.getByRole('link', { name: /Harbour walk/ }).click();
  await page.getByRole('tab', { name: 'Write' }).click();
  await page
    .getByLabel('Entry', { exact: true })
    .fill('Saw the herons again, and a kingfisher near the lighthouse.');
  await expect(page.getByRole('status').filter({ hasText: /^\s*Saved\s*$/ })).toBeVisible();
  await page.getByRole('button', { name: 'All entries' }).click();

  // Find it by full-text search, with the match highlighted.
  await page.getByLabel('Search entries').fill('kingfisher');
  const results = page.getByRole('region', { name: 'Search results' });
  await expect(results.locator('mark', { hasText: /kingfisher/i })).toBeVisible();

  // Delete it, undo, then delete again.
  await results.getByRole('link', { name: /Harbour walk/ }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Entry deleted')).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Entry deleted')).toHaveCount(0);
  await page.getByLabel('Search entries').fill('');
  await expect(page.getByRole('link', { name: /Harbour walk/ })).toBeVisible();

  await page.getByRole('link', { name: /Harbour walk/ }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Entry deleted')).toBeVisible();
  await expect(page.getByRole('link', { name: /Harbour walk/ })).toHaveCount(0);
  await expect(page.getByText('A blank page')).toBeVisible();

  // Deleted entries wait 30 days under "Recently deleted", and come back from there.
  await page.getByRole('link', { name: 'Recently deleted' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Recently deleted' })).toBeVisible();
  await page.getByRole('button', { name: 'Restore Harbour walk' }).click();
  await expect(page.getByText('Nothing deleted in the last 30 days')).toBeVisible();
  await page.getByRole('link', { name: 'Journal', exact: true }).first().click();
  await expect(page.getByRole('link', { name: /Harbour walk/ })).toBeVisible();
});

/** The WCAG contrast ratio between an element's text colour and the background of `backgroundOf`. */
async function contrastOf(page: Page, name: string): Promise<number> {
  return page.getByRole('button', { name, exact: true }).evaluate((button) => {
    const parse = (colour: string) => {
      // Chromium computes colours as rgb(), rgba() or color(srgb …); take the first three numbers.
      const [r = 0, g = 0, b = 0] = (colour.match(/[\d.]+/g) ?? []).map(Number);
      const scale = colour.startsWith('color(') ? 1 : 1 / 255;
      return [r * scale, g * scale, b * scale].map((c) =>
        c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
      );
    };
    const luminance = (colour: string) => {
      const [r = 0, g = 0, b = 0] = parse(colour);
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const bar = button.closest('[role=status]') as HTMLElement;
    const text = luminance(getComputedStyle(button).color);
    const background = luminance(getComputedStyle(bar).backgroundColor);
    return (Math.max(text, background) + 0.05) / (Math.min(text, background) + 0.05);
  });
}

for (const theme of ['light', 'dark'] as const) {
  test(`after a delete, Undo and Dismiss are readable on their bar in the ${theme} theme`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: theme });
    await registerAndGoHome(page);
    const created = await page.request.post('/api/journal', {
      data: { title: 'To delete', body: 'A short note.' },
    });
    expect(created.status()).toBe(201);
    await page.getByRole('link', { name: 'Journal' }).first().click();
    await page.getByRole('link', { name: /To delete/ }).click();
    await page.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Entry deleted')).toBeVisible();
    expect(await contrastOf(page, 'Undo')).toBeGreaterThanOrEqual(4.5);
    expect(await contrastOf(page, 'Dismiss')).toBeGreaterThanOrEqual(4.5);
  });
}

test('text typed just before a reload is still there', async ({ page }) => {
  await registerAndGoHome(page);
  await openNewEntry(page);

  const text = 'Half a thought about Sunday';
  await page.getByLabel('Entry', { exact: true }).fill(text);
  await page.reload();

  // Reloaded before the save, the draft comes back in the field; after it, the saved entry opens (in
  // its preview, as a written entry does). Either way the words are there.
  const field = page.getByLabel('Entry', { exact: true });
  await expect(field.or(page.getByTestId('journal-preview').getByText(text, { exact: true }))).toBeVisible();
  if (await field.isVisible()) await expect(field).toHaveValue(text);
  await expect(page.getByRole('status').filter({ hasText: /^\s*Saved\s*$/ })).toBeVisible();
});

test('a script or javascript: link in an entry never runs', async ({ page }) => {
  await registerAndGoHome(page);
  const created = await page.request.post('/api/journal', {
    data: { title: 'Unsafe', body: '<script>window.__pwned=1</script>\n\n[x](javascript:alert(1))' },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  await page.goto(`/journal?entry=${id}`);
  const preview = page.getByTestId('journal-preview');
  await expect(preview).toContainText('<script>window.__pwned=1</script>');
  await expect(preview.locator('script')).toHaveCount(0);
  await expect(preview.locator('a')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
});

test('offline, the draft stays on the device and reaches the server when the connection is back', async ({
  page,
  context,
}) => {
  await registerAndGoHome(page);
  await openNewEntry(page);

  await context.setOffline(true);
  await page.getByLabel('Entry', { exact: true }).fill('Written on the train without signal');
  await expect(page.getByRole('status').filter({ hasText: 'Saved on this device' })).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: /^\s*Saved\s*$/ })).toBeVisible();
  const list = await page.request.get('/api/journal');
  const { items } = (await list.json()) as { items: Array<{ excerpt: string }> };
  expect(items.map((item) => item.excerpt)).toContain('Written on the train without signal');
});

test('a save the server could not take is tried again on its own, without any action', async ({ page }) => {
  await registerAndGoHome(page);
  let refused = 0;
  await page.route('**/api/journal', (route) => {
    if (route.request().method() === 'POST' && refused === 0) {
      refused += 1;
      return route.fulfill({ status: 503, json: { message: 'Down for a moment', code: 'UNAVAILABLE' } });
    }
    return route.fallback();
  });
  await openNewEntry(page);
  await page.getByLabel('Entry', { exact: true }).fill('Kept until the server is back');
  await expect(page.getByRole('status').filter({ hasText: 'Saved on this device' })).toBeVisible();

  await expect(page.getByRole('status').filter({ hasText: /^\s*Saved\s*$/ })).toBeVisible({
    timeout: 15_000,
  });
  expect(refused).toBe(1);
  const { items } = (await (await page.request.get('/api/journal')).json()) as {
    items: Array<{ excerpt: string }>;
  };
  expect(items.map((item) => item.excerpt)).toEqual(['Kept until the server is back']);
});

test('leaving the editor right after typing saves the entry, and the next new entry starts blank', async ({
  page,
}) => {
  await registerAndGoHome(page);
  await openNewEntry(page);

  await page.getByLabel('Entry', { exact: true }).fill('Left in a hurry');
  await page.getByRole('button', { name: 'All entries' }).click();
  await expect(page.getByRole('list', { name: 'Entries' }).getByText('Left in a hurry')).toBeVisible();

  await page.getByRole('button', { name: 'New entry' }).click();
  await expect(page.getByLabel('Entry', { exact: true })).toHaveValue('');
});

test('a first entry starts the journal streak', async ({ page }) => {
  await registerAndGoHome(page);
  await openNewEntry(page);
  const streakUpdate = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().endsWith('/api/streaks/journal'),
  );
  await page.getByLabel('Entry', { exact: true }).fill('Rain all day; read by the window.');
  expect((await streakUpdate).status()).toBe(200);
  const streaks: Array<{ id: string; current: number }> = await (
    await page.request.get('/api/streaks')
  ).json();
  expect(streaks.find((streak) => streak.id === 'journal')?.current).toBe(1);
});

test('an entry shows the mood logged on its day, in the list and in the reader', async ({ page }) => {
  await registerAndGoHome(page);
  const mood = await page.request.post('/api/moods', { data: { mood: 'great' } });
  expect(mood.status(), await mood.text()).toBe(201);
  await openNewEntry(page);
  await page.getByLabel('Title').fill('Sunny');
  await page.getByLabel('Entry', { exact: true }).fill('Swam in the lake before breakfast.');
  await expect(page.getByRole('status').filter({ hasText: /^\s*Saved\s*$/ })).toBeVisible();
  await page.getByRole('button', { name: 'All entries' }).click();

  const card = page.getByRole('list', { name: 'Entries' }).getByRole('link', { name: /Sunny/ });
  await expect(card).toContainText('Mood: Great');
  await card.click();
  await expect(page.getByText('Mood: Great')).toBeVisible();
});
