import { expect, test } from '@playwright/test';
import {
  expectNotCovered,
  expectToast,
  greetingFor,
  PASSWORD,
  registerAndGoHome,
  signOut,
  submitRegistration,
  submitSignIn,
  uniqueUsername,
} from './helpers';

test('registering lands on the home page, which greets the new user', async ({ page }) => {
  const username = uniqueUsername('new');
  await page.goto('/auth');
  await submitRegistration(page, username);

  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: greetingFor(username) })).toBeVisible();
  await expectToast(page, 'Registration successful', 'Your account has been created.');
});

test('signing out returns to the sign-in page with a confirmation', async ({ page }) => {
  await registerAndGoHome(page);
  await signOut(page);

  await expectToast(page, 'Logout successful', 'You have been logged out.');
  await expect(page.getByRole('tab', { name: 'Sign in' })).toHaveAttribute('aria-selected', 'true');
});

test('signing in goes home with a welcome back', async ({ page }) => {
  const username = await registerAndGoHome(page);
  await signOut(page);

  await submitSignIn(page, username);

  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: greetingFor(username) })).toBeVisible();
  await expectToast(page, 'Login successful', 'Welcome back!');
});

test('the session survives a reload', async ({ page }) => {
  const username = await registerAndGoHome(page);

  await page.reload();

  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: greetingFor(username) })).toBeVisible();
});

test('a wrong password shows the sign-in failure with the server message', async ({ page }) => {
  const username = await registerAndGoHome(page);
  await signOut(page);

  await submitSignIn(page, username, `${PASSWORD}-wrong`);

  await expectToast(page, 'Login failed', 'Invalid username or password');
  await expect(page).toHaveURL(/\/auth$/);
});

test('a signed-out visit to home goes to sign-in and back home afterwards', async ({ page }) => {
  const username = await registerAndGoHome(page);
  await signOut(page);

  await page.goto('/');
  await expect(page).toHaveURL(/\/auth$/);
  await submitSignIn(page, username);

  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: greetingFor(username) })).toBeVisible();
});

test('a signed-out visit to a deeper path returns to that path after signing in', async ({ page }) => {
  const username = await registerAndGoHome(page);
  await signOut(page);

  await page.goto('/journal?entry=42');
  await expect(page).toHaveURL(`/auth?next=${encodeURIComponent('/journal?entry=42')}`);
  await submitSignIn(page, username);

  await expect(page).toHaveURL('/journal?entry=42');
});

test('a next parameter pointing to another site is ignored', async ({ page }) => {
  const username = await registerAndGoHome(page);
  await signOut(page);

  await page.goto(`/auth?next=${encodeURIComponent('//evil.example/steal')}`);
  await submitSignIn(page, username);

  await expect(page).toHaveURL('/');
});

test('a taken username shows the error under the username field', async ({ page }) => {
  const username = await registerAndGoHome(page);
  await signOut(page);

  await submitRegistration(page, username);

  const usernameField = page.getByLabel('Username');
  await expect(usernameField).toHaveAttribute('aria-invalid', 'true');
  await expect(usernameField).toHaveAccessibleDescription(/That username is taken/);
  await expectToast(page, 'Registration failed', 'That username is taken');
  await expect(page).toHaveURL(/\/auth$/);

  // The toast leaves the button free: another name, and the account is made at once.
  const createAccount = page.getByRole('button', { name: 'Create account', exact: true });
  await expectNotCovered(createAccount);
  const another = uniqueUsername();
  await usernameField.fill(another);
  await createAccount.click();
  await expect(page.getByRole('heading', { level: 1, name: greetingFor(another) })).toBeVisible();
});

test('the registration form checks its fields before sending them', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Create account' }).click();
  await page.getByLabel('Username').fill('ab');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Create account', exact: true }).click();

  await expect(page.getByLabel('Username')).toHaveAccessibleDescription(
    /Username must be at least 3 characters/,
  );
  await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
    /Password must be at least 8 characters/,
  );
  // The first field in error takes the focus; once sent, a field is checked again as it is typed.
  await expect(page.getByLabel('Username')).toBeFocused();
  await page.getByLabel('Username').fill('abc');
  await expect(page.getByLabel('Username')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
});

test('a common password is refused on the password field, saying why', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Create account' }).click();
  await page.getByLabel('Username').fill(uniqueUsername());
  await page.getByLabel('Password', { exact: true }).fill('Password1');
  await page.getByRole('button', { name: 'Create account', exact: true }).click();

  const passwordField = page.getByLabel('Password', { exact: true });
  await expect(passwordField).toHaveAttribute('aria-invalid', 'true');
  await expect(passwordField).toHaveAccessibleDescription(/one of the 10,000 most common passwords/);
  await expect(page).toHaveURL(/\/auth$/);
});

test('a signed-in visit to the sign-in page goes home', async ({ page }) => {
  const username = await registerAndGoHome(page);

  await page.goto('/auth');

  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: greetingFor(username) })).toBeVisible();
});

test('an unknown path shows the not-found page with a way home', async ({ page }) => {
  const username = await registerAndGoHome(page);

  await page.goto('/no/such/page');

  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: greetingFor(username) })).toBeVisible();
});

test.describe('on a phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a first visit says what the app is and opens on Create account, first in line', async ({ page }) => {
    await page.goto('/auth');

    // The desktop's side panel is hidden on a phone; its pitch shows above the form instead.
    const main = page.getByRole('main');
    await expect(main.getByText('End each day with a few honest minutes.')).toBeVisible();
    for (const highlight of ['A daily retro', 'A private journal', 'Streaks and moods']) {
      await expect(main.getByText(highlight, { exact: true })).toBeVisible();
    }
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveText(['Create account', 'Sign in']);
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    // The page fits the phone's width: nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('a returning browser opens on Sign in, first in line', async ({ page }) => {
    const username = uniqueUsername('back');
    await page.goto('/auth');
    await submitRegistration(page, username);
    await expect(page.getByRole('heading', { level: 1, name: greetingFor(username) })).toBeVisible();
    await signOut(page);

    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveText(['Sign in', 'Create account']);
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();

    // Still so after a reload, and after the app's caches are cleared for a new version.
    await page.evaluate(() => localStorage.setItem('appVersion', '0.9.0'));
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Sign in' })).toHaveAttribute('aria-selected', 'true');
  });

  test("a failed registration's toast leaves the Create account button free", async ({ page }) => {
    const username = uniqueUsername('taken');
    expect(
      (await page.request.post('/api/register', { data: { username, password: PASSWORD } })).status(),
    ).toBe(201);
    await page.request.post('/api/logout');
    await page.goto('/auth');

    await submitRegistration(page, username);

    await expectToast(page, 'Registration failed', 'That username is taken');
    await expectNotCovered(page.getByRole('button', { name: 'Create account', exact: true }));
  });

  test('an invite link opens Create account with the code, even in a returning browser', async ({ page }) => {
    await registerAndGoHome(page);
    await page.request.post('/api/logout');

    await page.goto('/auth?ref=FRIEND42');

    await expect(page.getByRole('tab', { name: 'Create account' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Invite code (optional)')).toHaveValue('FRIEND42');
  });
});

test('a failed sign-in without a message from the server says to check the credentials', async ({ page }) => {
  await page.route('**/api/login', (route) => route.fulfill({ status: 500, body: '' }));
  await page.goto('/auth');
  await submitSignIn(page, 'someone');

  await expectToast(page, 'Login failed', 'Login failed. Please check your credentials.');
});

test('a failed registration without a message from the server says so plainly', async ({ page }) => {
  await page.route('**/api/register', (route) => route.fulfill({ status: 502, body: '' }));
  await page.goto('/auth');
  await submitRegistration(page, uniqueUsername());

  await expectToast(page, 'Registration failed', 'An unknown error occurred during registration');
});

test('an account created without signing in shows why and moves to Sign in', async ({ page }) => {
  const username = uniqueUsername('half');
  const loginError = 'Your account was created, but signing in failed. Please sign in.';
  await page.route('**/api/register', (route) =>
    route.fulfill({ status: 201, json: { user: { id: 'x', username }, loginError } }),
  );
  await page.goto('/auth');
  await submitRegistration(page, username);

  await expectToast(page, 'Registration successful', loginError);
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('tab', { name: 'Sign in' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Username')).toHaveValue(username);
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
});
