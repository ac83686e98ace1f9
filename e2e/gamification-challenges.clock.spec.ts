import { expect, type Page, test } from '@playwright/test';
import { dismissCelebration, SERVER_EXPLODED, setServerClock } from './gamification-helpers';
import { expectToast, registerAndGoHome } from './helpers';

// A challenge can be completed only from its last day on, so these move the server clock, which changes
// "today" for every user: a *.clock.spec.ts runs after the other specs, one at a time.

// Day 1 is a Monday; Three Good Things lasts seven days, so Sunday 8 June is its last.
const DAY_1 = '2025-06-02T12:00:00.000Z';
const DAY_6 = '2025-06-07T12:00:00.000Z';
const DAY_7 = '2025-06-08T12:00:00.000Z';

function navTo(page: Page, name: string) {
  return page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }).click();
}

async function takeOnThreeGoodThings(page: Page) {
  await page.goto('/achievements?tab=challenges');
  await page.getByRole('button', { name: 'Take on: Three Good Things' }).click();
  await expectToast(page, 'Challenge assigned');
}

const inProgress = (page: Page) =>
  page
    .getByRole('region', { name: 'In progress' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Three Good Things' }) });

test.afterEach(async ({ page }) => {
  await setServerClock(page.request, null);
});

test('a challenge is finished on its last day, with its ticked days and notes that survive a reload', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await setServerClock(page.request, DAY_1);
  await registerAndGoHome(page);
  await takeOnThreeGoodThings(page);
  const card = inProgress(page);
  await expect(card).toContainText('Day 1 of 7');
  await card.getByRole('button', { name: /^Day 1, Monday, 2 June \(today\): done$/ }).click();
  await expect(card).toContainText('1 of 7 days done');
  await expect(card).toContainText('You can finish this challenge from Sunday, 8 June.');

  // Day 6: still too soon, from the page and from the API.
  await setServerClock(page.request, DAY_6);
  await page.reload();
  await expect(card).toContainText('Day 6 of 7');
  await expect(card.getByRole('button', { name: 'Complete challenge' })).toHaveCount(0);
  await card.getByRole('button', { name: /^Day 6, Saturday, 7 June \(today\): done$/ }).click();
  await card.getByRole('button', { name: /^Day 4, Thursday, 5 June: done$/ }).click();
  await expect(card).toContainText('3 of 7 days done');
  const early = await page.request.post('/api/challenges/complete', {
    data: { challengeId: 'three-good-things', notes: '' },
  });
  expect(early.status()).toBe(409);
  expect((await early.json()).message).toBe('You can finish this challenge from Sunday, 8 June.');

  // Day 7: the notes and the button to complete it are there.
  await setServerClock(page.request, DAY_7);
  await page.reload();
  await expect(card).toContainText('Day 7 of 7');
  await card.getByLabel('Notes on how it went').fill('Harder than it looked, worth it.');
  await page.reload();
  await expect(card.getByLabel('Notes on how it went')).toHaveValue('Harder than it looked, worth it.');
  await card.getByRole('button', { name: 'Complete challenge' }).click();
  await expectToast(page, 'Challenge completed');
  expect(await dismissCelebration(page)).toBe('Finish Line');

  await page.reload();
  await expect(page.getByLabel('Notes on how it went')).toHaveCount(0);
  const done = page
    .getByRole('region', { name: 'Completed' })
    .getByRole('listitem')
    .filter({ hasText: 'Harder than it looked, worth it.' });
  await expect(done.getByRole('heading', { name: 'Three Good Things' })).toBeVisible();
  await expect(done).toContainText('Completed 8 Jun 2025');
  await expect(done).toContainText('3 of 7 days done');
});

test('challenge notes are kept while moving around the app, and shown with the completed challenge', async ({
  page,
}) => {
  await page.addLocatorHandler(
    page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Wonderful' }) }),
    (dialog) => dialog.getByRole('button', { name: 'Wonderful' }).click(),
  );
  await setServerClock(page.request, DAY_1);
  await registerAndGoHome(page);
  await takeOnThreeGoodThings(page);
  // A week later, the app opened afresh; from here on only the app's own navigation, no reload.
  await setServerClock(page.request, DAY_7);
  await page.goto('/');
  await navTo(page, 'Achievements');
  await page.getByRole('tab', { name: 'Challenges' }).click();
  const card = inProgress(page);
  await expect(card).toContainText('Day 7 of 7');

  await card.getByLabel('Notes on how it went').fill('Easier on the second day.');
  await navTo(page, 'Journal');
  await navTo(page, 'Achievements');
  await page.getByRole('tab', { name: 'Challenges' }).click();
  await expect(card.getByLabel('Notes on how it went')).toHaveValue('Easier on the second day.');

  await card.getByRole('button', { name: 'Complete challenge' }).click();
  await expectToast(page, 'Challenge completed');
  const done = page
    .getByRole('region', { name: 'Completed' })
    .getByRole('listitem')
    .filter({ hasText: 'Easier on the second day.' });
  await expect(done.getByRole('heading', { name: 'Three Good Things' })).toBeVisible();

  await navTo(page, 'Home');
  await navTo(page, 'Achievements');
  await page.getByRole('tab', { name: 'Challenges' }).click();
  await expect(page.getByLabel('Notes on how it went')).toHaveCount(0);
  await expect(done).toContainText('Completed');
});

test('completing a challenge shows the failure toast with the server message', async ({ page }) => {
  await setServerClock(page.request, DAY_1);
  await registerAndGoHome(page);
  await takeOnThreeGoodThings(page);
  await setServerClock(page.request, DAY_7);
  await page.reload();
  await page.route('**/api/challenges/complete', (route) => route.fulfill(SERVER_EXPLODED));
  await inProgress(page).getByRole('button', { name: 'Complete challenge' }).click();
  await expectToast(page, 'Failed to complete challenge', 'Server exploded');
});
