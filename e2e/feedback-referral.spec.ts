import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { completeTodaysRetro } from './gamification-helpers';
import { expectToast, PASSWORD, registerAndGoHome, skipAnnouncement, uniqueUsername } from './helpers';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** A second person in their own browser, signed in; made an admin through the test-only route. */
async function adminPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await registerAndGoHome(page, uniqueUsername('admin'));
  const granted = await page.request.post('/api/test-clock/grant-admin');
  expect(granted.status()).toBe(200);
  // The role is read when the app starts: open it again as the admin.
  await page.goto('/');
  return page;
}

test('a user sends feedback, an admin replies in the inbox, and the user sees the dot and the reply', async ({
  page,
  browser,
}) => {
  await registerAndGoHome(page);
  await mainNav(page).getByRole('link', { name: 'Journal', exact: true }).click();
  await mainNav(page).getByRole('link', { name: 'Feedback', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();
  await expect(page.getByText('the page you came from (/journal)')).toBeVisible();

  const message = `The calendar hides the last week ${uniqueUsername('note')}`;
  await page.getByRole('radio', { name: 'Something broke' }).check();
  await page.getByLabel('Your message').fill(message);
  // The draft stays on the device: leaving the page and coming back, or reloading, keeps it.
  await mainNav(page).getByRole('link', { name: 'Home', exact: true }).click();
  await mainNav(page).getByRole('link', { name: 'Feedback', exact: true }).click();
  await expect(page.getByLabel('Your message')).toHaveValue(message);
  await page.reload();
  await expect(page.getByLabel('Your message')).toHaveValue(message);
  await expect(page.getByRole('radio', { name: 'Something broke' })).toBeChecked();
  await page.getByRole('radio', { name: /^4/ }).check();
  await page.getByRole('button', { name: 'Send feedback' }).click();
  await expectToast(page, 'Thank you, feedback sent');
  const mine = page.getByRole('listitem').filter({ hasText: message });
  await expect(mine).toContainText('New');
  await expect(page.getByLabel('Your message')).toHaveValue('');

  const admin = await adminPage(browser);
  await mainNav(admin).getByRole('link', { name: 'Admin', exact: true }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Feedback inbox' })).toBeVisible();
  await admin.getByRole('searchbox', { name: 'Search feedback' }).fill(message.split(' ').pop() ?? '');
  const item = admin.getByRole('listitem').filter({ hasText: message });
  await item.getByRole('button').first().click();
  await item.getByLabel('Status').selectOption('planned');
  await expect(item.getByText(/changed the status from Read to Planned/)).toBeVisible();
  await item.getByLabel(/Reply to/).fill('Thank you: a fix is planned for the next version.');
  await item.getByRole('button', { name: 'Send reply' }).click();
  await expect(item.getByText('Thank you: a fix is planned for the next version.')).toBeVisible();
  await expect(item.getByText(/ replied$/)).toBeVisible();
  const axe = await new AxeBuilder({ page: admin })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );

  // Back in the user's app: the Feedback entry has a dot until the reply is seen.
  await page.goto('/');
  const feedbackLink = mainNav(page).getByRole('link', { name: /^Feedback\b.*new reply$/ });
  await expect(feedbackLink).toBeVisible();
  await feedbackLink.click();
  await expect(mine).toContainText('Planned');
  await expect(mine).toContainText('Thank you: a fix is planned for the next version.');
  await mainNav(page).getByRole('link', { name: 'Home', exact: true }).click();
  await expect(mainNav(page).getByRole('link', { name: 'Feedback', exact: true })).toBeVisible();
  await expect(mainNav(page).locator('[data-nav-dot]')).toHaveCount(0);
});

test('a friend opens the invite link, signs up and completes a retro; the referrer sees them joined and when a friend counts', async ({
  page,
  browser,
}) => {
  await registerAndGoHome(page);
  await mainNav(page).getByRole('link', { name: 'Invite friends', exact: true }).click();
  const code = (await page.getByTestId('referral-code').textContent()) ?? '';
  expect(code).toMatch(/^[A-Z]{8}$/);
  const link = await page.getByRole('textbox', { name: 'Your invite link' }).inputValue();
  expect(link).toMatch(new RegExp(`/auth\\?ref=${code}$`));
  await expect(page.getByRole('img', { name: 'QR code of the invite link' })).toBeVisible();
  await expect(page.getByTestId('referral-joined')).toHaveText('0');

  const friend = await (await browser.newContext()).newPage();
  await skipAnnouncement(friend);
  await friend.goto(new URL(link).pathname + new URL(link).search);
  await expect(friend.getByRole('tab', { name: 'Create account' })).toHaveAttribute('aria-selected', 'true');
  await expect(friend.getByLabel('Invite code (optional)')).toHaveValue(code);
  await friend.getByLabel('Username').fill(uniqueUsername('friend'));
  await friend.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await friend.getByRole('button', { name: 'Create account', exact: true }).click();
  await expect(friend).toHaveURL(/\/$/);
  await completeTodaysRetro(friend.request);

  await page.goto('/');
  await mainNav(page).getByRole('link', { name: 'Invite friends', exact: true }).click();
  await expect(page.getByTestId('referral-joined')).toHaveText('1');
  // One retro, from the referrer's own connection: the friend does not count (yet, or ever).
  await expect(page.getByTestId('referral-credited')).toHaveText('0');
  await expect(page.getByTestId('referral-freezes')).toHaveText('0 of 5');
  await expect(page.getByTestId('referral-rules')).toHaveText(
    "A friend counts once they've completed retros on 3 different days. Sign-ups from your own connection don't count, and at most 3 count per day.",
  );
});
