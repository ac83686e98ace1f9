import { type APIRequestContext, expect, test } from '@playwright/test';
import { revealHomeCards, setServerClock } from './gamification-helpers';
import { openReportSection, registerAndGoHome } from './helpers';

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

const noon = (date: string) => `${date}T12:00:00.000Z`;
/** Three weeks of March 2030: day 0 to day 20. */
const dateOf = (index: number) => `2030-03-${String(index + 1).padStart(2, '0')}`;
const LAST_DAY = 20;
/** Exercise on every third day (great days); Good sleep on every other day; okay days otherwise. */
const exercised = (index: number) => index % 3 === 0;

async function activityIds(request: APIRequestContext): Promise<Record<string, string>> {
  const { activities } = await (await request.get('/api/activities')).json();
  return Object.fromEntries(activities.map((a: { name: string; id: string }) => [a.name, a.id]));
}

test('three weeks of ticked activities give the counts of "what goes with your good days"', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await setServerClock(page.request, noon(dateOf(0)));
  await registerAndGoHome(page);
  const ids = await activityIds(page.request);
  for (let i = 0; i < LAST_DAY; i++) {
    await setServerClock(page.request, noon(dateOf(i)));
    const ticked = [...(exercised(i) ? [ids.Exercise] : []), ...(i % 2 === 0 ? [ids['Good sleep']] : [])];
    const res = await page.request.put(`/api/activities/days/${dateOf(i)}`, {
      data: { activityIds: ticked },
    });
    expect(res.status(), await res.text()).toBe(200);
    expect(
      (await page.request.post('/api/moods', { data: { mood: exercised(i) ? 'great' : 'okay' } })).ok(),
    ).toBe(true);
  }

  // The last day: the mood and Exercise ticked on Home, one tap each.
  await setServerClock(page.request, noon(dateOf(LAST_DAY)));
  await page.reload();
  await revealHomeCards(page);
  // The picker comes once today's mood is logged: one tap on a face.
  const mood = page.getByRole('region', { name: 'How are you feeling today?' });
  await mood.getByRole('radio', { name: 'Great' }).click();
  const picker = page.getByTestId('activity-picker');
  const exercise = picker.getByRole('button', { name: 'Exercise' });
  await exercise.scrollIntoViewIfNeeded();
  await expect(exercise).toHaveAttribute('aria-pressed', 'false');
  await exercise.click();
  await expect(exercise).toHaveAttribute('aria-pressed', 'true');
  await expect
    .poll(
      async () =>
        (await (await page.request.get(`/api/activities/days/${dateOf(LAST_DAY)}`)).json()).activityIds,
    )
    .toEqual([ids.Exercise]);
  expect((await (await page.request.get('/api/moods/today')).json()).mood).toBe('great');

  await page.getByRole('navigation').getByRole('link', { name: 'Reports' }).first().click();
  // The section is closed at first, below the report's summary: open it as a reader does.
  await openReportSection(page, /^Good days/);
  const section = page.getByTestId('good-days');
  await section.scrollIntoViewIfNeeded();
  await section.getByRole('button', { name: 'All time' }).click();
  await expect(section.getByRole('button', { name: 'All time' })).toHaveAttribute('aria-pressed', 'true');

  // Exercise: days 0, 3, …, 18 and the last day (8, all great); the other 13 okay.
  const withExercise = Array.from({ length: LAST_DAY + 1 }, (_, i) => i).filter(
    (i) => exercised(i) || i === LAST_DAY,
  ).length;
  expect(withExercise).toBe(8);
  await expect(section.getByTestId('good-days-Exercise').locator('[data-measure="mood"]')).toHaveText(
    `On days with Exercise your mood averaged 5.0, against 3.0 without; from ${withExercise} and ${21 - withExercise} days.`,
  );
  // Good sleep: the 10 even days of the first twenty (moods great on 0, 6, 12, 18), none on the last day.
  const sleep = [0, 2, 4, 6, 8, 10, 12, 14, 16, 18];
  const sleepMean = sleep.reduce((sum, i) => sum + (exercised(i) ? 5 : 3), 0) / sleep.length;
  const others = Array.from({ length: LAST_DAY + 1 }, (_, i) => i).filter((i) => !sleep.includes(i));
  const othersMean =
    others.reduce((sum, i) => sum + (exercised(i) || i === LAST_DAY ? 5 : 3), 0) / others.length;
  await expect(section.getByTestId('good-days-Good sleep').locator('[data-measure="mood"]')).toHaveText(
    `On days with Good sleep your mood averaged ${sleepMean.toFixed(1)}, against ${othersMean.toFixed(1)} without; from 10 and 11 days. No clear difference yet.`,
  );
  // Friends was never ticked: named among the others, with no comparison of its own.
  await expect(section.getByTestId('good-days-Friends')).toHaveCount(0);
  await expect(section.getByTestId('good-days-unticked')).toContainText('Friends');
});
