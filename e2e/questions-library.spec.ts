import { expect, test } from '@playwright/test';
import { registerAndGoHome } from './helpers';

// Earning a badge (a first entry, a first retro) opens a celebration dialog over the page; close it
// whenever it shows, so it does not stand in the way of what these tests are about.
test.beforeEach(async ({ page }) => {
  await page.addLocatorHandler(
    page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Wonderful' }) }),
    (dialog) => dialog.getByRole('button', { name: 'Wonderful' }).click(),
  );
});

test('questions filter by category and search, and "Reflect on this" opens the journal with the prompt', async ({
  page,
}) => {
  await registerAndGoHome(page);
  await page.goto('/questions');

  const questions = page.getByRole('list', { name: 'Questions' });
  await expect(questions.getByRole('listitem').first()).toBeVisible();

  await page.getByRole('button', { name: 'Health', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Health', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(questions.getByRole('listitem').first()).toContainText('Health');
  for (const label of await questions.locator('li > div > p:first-child').allTextContents()) {
    expect(label).toBe('Health');
  }

  const first = questions.getByRole('listitem').first();
  const text = (await first.locator('p').nth(1).textContent()) ?? '';
  expect(text.length).toBeGreaterThan(5);

  await page.getByLabel('Search questions').fill(text.slice(0, 12));
  await expect(questions.getByText(text, { exact: true })).toBeVisible();

  const reflect = questions.getByRole('link', { name: `Reflect on this: ${text}` });
  const questionId = Number(
    new URL((await reflect.getAttribute('href')) ?? '', 'http://x').searchParams.get('question'),
  );
  expect(questionId).toBeGreaterThan(0);
  await reflect.click();
  // The editor names its draft in the address too (draft=…), as soon as it has opened.
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === '/journal' &&
      url.searchParams.get('question') === String(questionId) &&
      url.searchParams.get('prompt') === text,
  );
  await expect(page.getByTestId('journal-prompt')).toHaveText(text);

  await page.getByLabel('Entry', { exact: true }).fill('Sleep first, then everything else.');
  await expect(page.getByRole('status').filter({ hasText: /^\s*Saved\s*$/ })).toBeVisible();
  await page.getByRole('button', { name: 'All entries' }).click();
  await expect(
    page
      .getByRole('list', { name: 'Entries' })
      .getByRole('link', { name: new RegExp(text.slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }),
  ).toBeVisible();

  // The entry remembers which library question it reflects on.
  const { items } = await (await page.request.get('/api/journal')).json();
  const entry = await (await page.request.get(`/api/journal/${items[0].id}`)).json();
  expect(entry).toMatchObject({ title: text, promptQuestionId: questionId });
});
