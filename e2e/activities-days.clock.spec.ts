import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { completeTodaysRetro, revealHomeCards, setServerClock } from './gamification-helpers';
import { registerAndGoHome, waitForServiceWorker } from './helpers';

// A day's ticked activities as a person meets them again: in the retro history and in the journal
// entry of that day; an icon changed in Settings; ticks made offline (issue 31, decision record 046).

const DAY = '2030-04-17';
const AT_NOON = `${DAY}T12:00:00.000Z`;

// Earning a badge opens a celebration over the page; close it whenever it shows.
test.beforeEach(async ({ page }) => {
  await page.addLocatorHandler(
    page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Wonderful' }) }),
    (dialog) => dialog.getByRole('button', { name: 'Wonderful' }).click(),
  );
});
test.afterEach(async ({ request }) => {
  await setServerClock(request, null);
});

async function activityIds(page: Page): Promise<Record<string, string>> {
  const { activities } = await (await page.request.get('/api/activities')).json();
  return Object.fromEntries(activities.map((a: { name: string; id: string }) => [a.name, a.id]));
}

async function tickedOnServer(page: Page): Promise<string[]> {
  return (await (await page.request.get(`/api/activities/days/${DAY}`)).json()).activityIds;
}

/** Home, with today's mood logged by a tap: the activity picker comes below the faces. */
async function openPicker(page: Page) {
  await revealHomeCards(page);
  const mood = page.getByRole('region', { name: 'How are you feeling today?' });
  await mood.getByRole('radio', { name: 'Good' }).click();
  const picker = page.getByTestId('activity-picker');
  await picker.scrollIntoViewIfNeeded();
  await expect(picker.getByRole('button', { name: 'Exercise' })).toBeVisible();
  return picker;
}

/** WCAG A and AA problems on the page as it is now, one line each. */
async function violationsOf(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`),
  );
}

// Contrast is judged at rest: with reduced motion a toast is painted at once, not caught half faded in.
test.use({ reducedMotion: 'reduce' });

function nav(page: Page) {
  return page.getByRole('navigation', { name: 'Main' });
}

test('ticked on Home, the day shows its activities in the history and in its journal entry, archived ones too', async ({
  page,
}) => {
  await setServerClock(page.request, AT_NOON);
  await registerAndGoHome(page);
  await completeTodaysRetro(page.request);
  const entry = await page.request.post('/api/journal', {
    data: { title: 'A walk by the river', body: 'Cold, bright.' },
  });
  expect(entry.status()).toBe(201);
  await page.reload();

  const picker = await openPicker(page);
  await picker.getByRole('button', { name: 'Exercise' }).click();
  await picker.getByRole('button', { name: 'Reading' }).click();
  await expect(picker.getByRole('button', { name: 'Reading' })).toHaveAttribute('aria-pressed', 'true');
  const ids = await activityIds(page);
  await expect.poll(() => tickedOnServer(page)).toEqual([ids.Exercise, ids.Reading]);
  // Archived since: it is no longer offered, but the day keeps it.
  expect(
    (await page.request.patch(`/api/activities/${ids.Reading}`, { data: { archived: true } })).ok(),
  ).toBe(true);

  await nav(page).getByRole('link', { name: 'History', exact: true }).click();
  const card = page.getByRole('article').filter({ hasText: 'Completed' }).first();
  const inHistory = card.getByRole('list', { name: 'Activities' });
  await expect(inHistory.getByRole('listitem')).toHaveText(['Exercise', 'Reading']);
  expect(await violationsOf(page)).toEqual([]);

  await nav(page).getByRole('link', { name: 'Journal', exact: true }).click();
  await page.getByRole('link', { name: /A walk by the river/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Journal entry/ })).toBeAttached();
  const inEntry = page.getByRole('list', { name: 'Activities' });
  await expect(inEntry.getByRole('listitem')).toHaveText(['Exercise', 'Reading']);
});

test("an activity's icon changed in Settings is the one on Home's picker", async ({ page }) => {
  await setServerClock(page.request, AT_NOON);
  await registerAndGoHome(page);
  await nav(page).getByRole('link', { name: 'Settings', exact: true }).click();
  await page.getByRole('button', { name: 'Edit your activities' }).click();
  const change = page.getByRole('button', { name: 'Change the icon of Exercise (now Dumbbell)' });
  await change.click();
  await expect(change).toHaveAttribute('aria-expanded', 'true');
  const icons = page.getByRole('group', { name: 'Icon for Exercise' });
  await expect(icons.getByRole('radio')).toHaveCount(16);
  await expect(icons.getByRole('radio', { name: 'Dumbbell' })).toBeChecked();
  expect(await violationsOf(page)).toEqual([]);
  // A radio group: the arrow keys move the choice (and save it), as in any other.
  await icons.getByRole('radio', { name: 'Dumbbell' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(icons.getByRole('radio', { name: 'Moon' })).toBeChecked();
  await icons.getByRole('radio', { name: 'Bike' }).click();
  await expect(icons.getByRole('radio', { name: 'Bike' })).toBeChecked();
  await expect
    .poll(async () => (await (await page.request.get('/api/activities')).json()).activities[0].icon)
    .toBe('bike');
  await expect(page.getByRole('button', { name: 'Change the icon of Exercise (now Bike)' })).toBeVisible();

  await nav(page).getByRole('link', { name: 'Home', exact: true }).click();
  const picker = await openPicker(page);
  const exercise = picker.getByRole('button', { name: 'Exercise' });
  await expect(exercise.locator('svg.lucide-bike')).toHaveCount(1);
  await expect(exercise.locator('svg.lucide-dumbbell')).toHaveCount(0);
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('ticked offline, an activity waits on the device, says so, and syncs when the connection is back', async ({
    page,
    context,
  }) => {
    await setServerClock(page.request, AT_NOON);
    await registerAndGoHome(page);
    await waitForServiceWorker(page);
    const picker = await openPicker(page);

    await context.setOffline(true);
    await picker.getByRole('button', { name: 'Friends' }).click();
    await expect(picker.getByRole('button', { name: 'Friends' })).toHaveAttribute('aria-pressed', 'true');
    await expect(picker.getByRole('status')).toHaveText('Saved on this device — will sync');
    expect(await tickedOnServer(page)).toEqual([]);

    await context.setOffline(false);
    const ids = await activityIds(page);
    await expect.poll(() => tickedOnServer(page), { timeout: 15_000 }).toEqual([ids.Friends]);
    await expect(picker.getByRole('status')).toHaveText('Saved');
  });
});
