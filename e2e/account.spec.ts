import { expect, type Page, test } from '@playwright/test';
import { completeTodaysRetro, revealHomeCards } from './gamification-helpers';

/** Badges earned through the API are celebrated at the next page: close the dialog first. */
async function dismissCelebrations(page: Page) {
  const wonderful = page.getByRole('button', { name: 'Wonderful' });
  await expect(wonderful).toBeVisible();
  await wonderful.click();
  await expect(wonderful).toHaveCount(0);
}

import { PASSWORD, registerAndGoHome, skipAnnouncement, submitRegistration, uniqueUsername } from './helpers';

const NEW_PASSWORD = 'a brand new passphrase';

async function openAccountSettings(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Settings', exact: true })
    .click();
  await expect(page).toHaveURL(/\/settings$/);
  const account = page.getByRole('region', { name: 'Account', exact: true });
  // The account's tools load as the section comes near the screen, as when a person scrolls to it.
  await account.scrollIntoViewIfNeeded();
  await expect(account.getByRole('heading', { name: 'Change password' })).toBeVisible();
  return account;
}

async function signInElsewhere(page: Page, username: string) {
  await skipAnnouncement(page);
  const res = await page.request.post('/api/login', {
    data: { username, password: PASSWORD, rememberMe: true },
  });
  expect(res.status()).toBe(200);
  await page.goto('/');
}

test('changing the password signs the other browser out and keeps this one', async ({ page, browser }) => {
  const username = await registerAndGoHome(page);
  const phone = await (await browser.newContext()).newPage();
  await signInElsewhere(phone, username);

  const account = await openAccountSettings(page);
  await account.getByLabel('Current password').fill('not my password');
  await account.getByLabel('New password').fill(NEW_PASSWORD);
  await account.getByRole('button', { name: 'Change password' }).click();
  await expect(account.getByText('That is not your current password')).toBeVisible();

  await account.getByLabel('Current password').fill(PASSWORD);
  await account.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed').first()).toBeVisible();
  await expect(account.getByLabel('Current password')).toHaveValue('');
  await expect(account.getByText("You're not signed in anywhere else.")).toBeVisible();

  await phone
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Journal', exact: true })
    .click();
  await expect(phone.getByText('Your session has expired. Please log in again.').first()).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Journal', exact: true })
    .click();
  await expect(page).toHaveURL(/\/journal$/);
  await phone.context().close();
});

test('a session ended from the list is signed out', async ({ page, browser }) => {
  const username = await registerAndGoHome(page);
  const phone = await (
    await browser.newContext({
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    })
  ).newPage();
  await signInElsewhere(phone, username);

  const account = await openAccountSettings(page);
  const sessions = account.getByRole('list', { name: 'Sessions' });
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await expect(sessions.getByRole('listitem').filter({ hasText: 'This device' })).toHaveCount(1);
  await sessions.getByRole('button', { name: 'Sign out Safari on iPhone' }).click();
  await expect(sessions.getByRole('listitem')).toHaveCount(1);

  await phone
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Journal', exact: true })
    .click();
  await expect(phone.getByText('Your session has expired. Please log in again.').first()).toBeVisible();
  await phone.context().close();
});

test('export, delete the account, sign up again, import: journal, retro and mood are back', async ({
  page,
  request,
}) => {
  // A long journey (two accounts, a download, an import, four screens): more than the default 30 s
  // on a busy machine.
  test.setTimeout(60_000);
  // The first account of a fresh database is its only administrator, who may not leave: make sure
  // that is someone else.
  const first = await request.post('/api/register', {
    data: { username: uniqueUsername('first'), password: PASSWORD },
  });
  expect(first.status(), await first.text()).toBe(201);
  await registerAndGoHome(page);
  const entry = await page.request.post('/api/journal', {
    data: { title: 'Harbour walk', body: 'Gulls and a cold wind.', tags: ['walk'] },
  });
  expect(entry.status()).toBe(201);
  expect(
    (await page.request.post('/api/moods', { data: { mood: 'great', note: null } })).status(),
  ).toBeLessThan(300);
  await completeTodaysRetro(page.request);
  await page.reload();
  await dismissCelebrations(page);

  const account = await openAccountSettings(page);
  const downloading = page.waitForEvent('download');
  await account.getByRole('link', { name: 'Export (JSON)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^daily-retro-export-\d{4}-\d{2}-\d{2}\.json$/);
  const file = await download.path();

  await account.getByRole('button', { name: 'Delete account…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Delete everything' }).click();
  await expect(page).toHaveURL(/\/auth$/);

  // Sign-up offers the same "Remember me" as sign-in, unticked: a short session unless asked.
  await page.getByRole('tab', { name: 'Create account' }).click();
  await expect(page.getByRole('checkbox', { name: /Remember me/ })).not.toBeChecked();
  await submitRegistration(page, uniqueUsername('again'));
  await expect(page).toHaveURL('/');
  const again = await openAccountSettings(page);
  await again.getByLabel('Import (JSON)').setInputFiles(file);
  await expect(again.getByRole('status').filter({ hasText: 'Import finished.' })).toBeVisible();
  await expect(again.getByText('1 new · 0 already here').first()).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Journal', exact: true }).click();
  await expect(page.getByText('Harbour walk')).toBeVisible();
  await nav.getByRole('link', { name: 'History', exact: true }).click();
  await expect(page.getByText('A good, ordinary day.').first()).toBeVisible();
  await nav.getByRole('link', { name: 'Home', exact: true }).click();
  await revealHomeCards(page);
  await expect(page.getByText(/Today you feel\s+great/)).toBeVisible();
});
