import { type APIRequestContext, expect, type Page, request, test } from '@playwright/test';
import { setServerClock } from './gamification-helpers';
import { openReportSection, PASSWORD, registerAndGoHome, uniqueUsername } from './helpers';

// Every sentence the reports, the challenge card and the admin's analytics write from data, lived on
// the server's test clock: ties said as ties, "so far" only in the running week, an earlier week
// compared by name, one rounding rule, "(today)" only on today, a small install's totals.

test.beforeEach(async ({ page }) => {
  await page.addLocatorHandler(
    page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Wonderful' }) }),
    (dialog) => dialog.getByRole('button', { name: 'Wonderful' }).click(),
  );
});
test.afterEach(async ({ page }) => {
  // The clock is the server's, shared by every test: always give it back.
  await setServerClock(page.request, null);
});

type Ratings = { Spiritual: number; Relationships: number; Health: number; Productivity: number };
const level = (n: number): Ratings => ({ Spiritual: n, Relationships: n, Health: n, Productivity: n });

/**
 * November 2026, from Monday 2 (the user's first day) to Saturday 28 (today). The week of 9 Nov has
 * four retros (Health 5, 5, 5, 4; Spiritual 4, 3, 3, 3), the week of 16 Nov six (Health 3 each: −1.75;
 * Spiritual 4, 4, 4, 3, 3, 3: +0.25). Moods: bad, okay and good 3 times each and great once; the weeks
 * of 16 and 23 Nov both average 3.5. #family and #work are on 2 entries each.
 */
const DAYS: { date: string; ratings?: Ratings; mood?: string; tags?: string[] }[] = [
  { date: '2026-11-04', mood: 'bad' },
  { date: '2026-11-05', mood: 'good' },
  { date: '2026-11-09', ratings: { ...level(3), Health: 5, Spiritual: 4 }, mood: 'okay' },
  { date: '2026-11-10', ratings: { ...level(3), Health: 5 }, mood: 'bad', tags: ['family'] },
  { date: '2026-11-11', ratings: { ...level(3), Health: 5 } },
  { date: '2026-11-12', ratings: { ...level(3), Health: 4 }, tags: ['work'] },
  { date: '2026-11-16', ratings: { ...level(3), Spiritual: 4 }, mood: 'bad' },
  { date: '2026-11-17', ratings: { ...level(3), Spiritual: 4 }, mood: 'okay', tags: ['family', 'work'] },
  { date: '2026-11-18', ratings: { ...level(3), Spiritual: 4 }, mood: 'good' },
  { date: '2026-11-19', ratings: level(3), mood: 'great' },
  { date: '2026-11-20', ratings: level(3) },
  { date: '2026-11-21', ratings: level(3) },
  { date: '2026-11-23', ratings: level(3), mood: 'good' },
  { date: '2026-11-24', mood: 'okay' },
];
const TODAY = '2026-11-28T12:00:00Z';

async function completeRetro(api: APIRequestContext, date: string, ratings: Ratings) {
  const { retro } = await (await api.get('/api/retro/today')).json();
  expect(retro.date).toBe(date);
  for (const question of retro.questions) {
    const res = await api.put(`/api/retro/${date}/answers/${question.id}`, { data: { text: 'A day.' } });
    expect(res.status()).toBe(200);
  }
  for (const [area, rating] of Object.entries(ratings)) {
    expect((await api.put(`/api/retro/${date}/ratings/${area}`, { data: { rating } })).status()).toBe(200);
  }
  expect((await api.post(`/api/retro/${date}/complete`)).status()).toBe(200);
}

async function writeNovember(api: APIRequestContext) {
  for (const day of DAYS) {
    await setServerClock(api, `${day.date}T12:00:00Z`);
    if (day.ratings) await completeRetro(api, day.date, day.ratings);
    if (day.mood) expect((await api.post('/api/moods', { data: { mood: day.mood } })).ok()).toBe(true);
    if (day.tags) {
      const res = await api.post('/api/journal', { data: { body: 'Words of the day', tags: day.tags } });
      expect(res.status()).toBe(201);
    }
    // The challenge of the card below: seven days from Saturday 21, so Friday 27 is its day 7.
    if (day.date === '2026-11-21') {
      const res = await api.post('/api/challenges/assign', { data: { challengeId: 'three-good-things' } });
      expect(res.status()).toBe(201);
    }
  }
}

const navTo = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }).click();

async function choosePeriod(page: Page, name: string, title: string) {
  await page.getByRole('button', { name, exact: true }).click();
  await expect(page.getByTestId('period-title')).toHaveText(title);
}

test('reports and the challenge card say ties, finished weeks and today as they are', async ({ page }) => {
  test.setTimeout(120_000);
  await setServerClock(page.request, '2026-11-02T12:00:00Z');
  await registerAndGoHome(page);
  await writeNovember(page.request);
  await setServerClock(page.request, TODAY);
  await page.goto('/');
  await navTo(page, 'Reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Progress reports' })).toBeVisible();

  // This week (Monday 23 to Sunday 29): one retro by Saturday, against six by Saturday last week.
  await expect(page.getByTestId('period-title')).toHaveText('This week');
  await expect(page.getByTestId('weekly-done')).toHaveText('1 of 6');
  await expect(page.getByText('days so far with a completed retro')).toBeVisible();
  await expect(page.getByTestId('weekly-comparison')).toHaveText(
    'Last week: 6 of 7; 5 fewer this week so far.',
  );

  // Last week is over: no "so far", and the comparison names both weeks.
  await page.getByRole('button', { name: 'Earlier week' }).click();
  await expect(page.getByTestId('period-title')).toHaveText('Last week');
  await expect(page.getByTestId('weekly-done')).toHaveText('6 of 7');
  await expect(page.getByTestId('weekly-done').locator('xpath=..')).toHaveText(
    '6 of 7days with a completed retro',
  );
  await expect(page.getByTestId('weekly-comparison')).toHaveText(
    'Week of 16 Nov: 6 of 7; week of 9 Nov: 4 of 7.',
  );
  // A four-way tie of moods is said as one.
  await openReportSection(page, /^Every area, moods and counts/);
  await expect(page.getByRole('region', { name: 'Mood distribution' })).toContainText(
    '4 moods logged: bad, okay, good and great once each.',
  );
  // −1.75 and +0.25 round the same way: away from zero.
  await expect(page.getByTestId('strongest-area').getByTestId('area-name')).toHaveText('Health');
  await expect(page.getByTestId('strongest-area-card')).toContainText(
    'mean 3.0 from 6 ratings · −1.8 on the week before',
  );
  const row = (area: string) =>
    page.getByRole('table', { name: 'Every area in this period' }).getByRole('row').filter({ hasText: area });
  await expect(row('Health').getByRole('cell').last()).toHaveText('−1.8');
  await expect(row('Spiritual').getByRole('cell').last()).toHaveText('+0.3');

  // November: a three-way tie of moods, and two tags on two entries each.
  await choosePeriod(page, 'Month', 'This month, November 2026');
  await openReportSection(page, /^Every area, moods and counts/);
  await expect(page.getByRole('region', { name: 'Mood distribution' })).toContainText(
    '10 moods logged; the most frequent were bad, okay and good, 3 times each.',
  );
  await expect(page.getByRole('region', { name: 'Most used tags' })).toContainText(
    'Your most used tags were #family and #work, on 2 entries each.',
  );

  // The year, week by week: the weeks of 16 and 23 Nov both averaged 3.5, named lowercase mid-sentence.
  await choosePeriod(page, 'Year', 'This year, 2026');
  await openReportSection(page, /^Over time/);
  await expect(page.getByRole('region', { name: 'Mood over time' })).toContainText(
    '; the best weeks were the week of 16 Nov and the week of 23 Nov (3.5 each).',
  );

  // Saturday: the challenge's day 7 was Friday, not today, and the card says it ended.
  await navTo(page, 'Achievements');
  await page.getByRole('tab', { name: 'Challenges' }).click();
  const card = page
    .getByRole('region', { name: 'In progress' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Three Good Things' }) });
  await expect(card).toContainText('7 days, ended yesterday');
  await expect(card.getByRole('button', { name: 'Day 7, Friday, 27 November: done' })).toBeVisible();
  await expect(card.getByRole('button', { name: /\(today\)/ })).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Complete challenge' })).toBeVisible();
});

/** January 2031: a month no other spec writes in, so the install's figures there are this test's own. */
const SMALL_INSTALL_TODAY = '2031-01-30T12:00:00Z';
const dayOf = (back: number) => new Date(Date.parse(SMALL_INSTALL_TODAY) - back * 86_400_000).toISOString();

test('admin analytics on a small install: the totals of the last 30 days, and each quiet day hidden, not drawn', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // Eight people, each active on three days of their own (never two on one day): four complete 12
  // retros, three write 9 entries, one logs 3 moods.
  for (let i = 0; i < 8; i += 1) {
    const person = await request.newContext({ baseURL });
    try {
      await setServerClock(person, dayOf(29 - i * 3));
      const res = await person.post('/api/register', {
        // Remembered, so the session outlives the three days the clock moves through.
        data: { username: uniqueUsername('small'), password: PASSWORD, rememberMe: true },
      });
      expect(res.status(), await res.text()).toBe(201);
      for (let k = 0; k < 3; k += 1) {
        const now = dayOf(29 - i * 3 - k);
        await setServerClock(person, now);
        if (i < 4) await completeRetro(person, now.slice(0, 10), level(4));
        else if (i < 7) {
          const entry = await person.post('/api/journal', { data: { body: 'A few words', tags: [] } });
          expect(entry.status()).toBe(201);
        } else expect((await person.post('/api/moods', { data: { mood: 'okay' } })).ok()).toBe(true);
      }
    } finally {
      await person.dispose();
    }
  }
  await setServerClock(page.request, SMALL_INSTALL_TODAY);
  await registerAndGoHome(page, uniqueUsername('owner'));
  expect((await page.request.post('/api/test-clock/grant-admin')).status()).toBe(200);
  await page.goto('/');
  await navTo(page, 'Admin');
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: 'Analytics' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();

  const chart = (name: string) => page.getByRole('region', { name });
  await expect(chart('Retros completed per day')).toContainText(
    '12 retros completed in the last 30 days; 12 days with fewer than 5 people are not shown on their own.',
  );
  await expect(chart('Journal entries per day')).toContainText(
    '9 journal entries in the last 30 days; 9 days with fewer than 5 people are not shown on their own.',
  );
  await expect(chart('Active people per day')).toContainText(
    '0.8 active people on an average day, 8 different people in the last 30 days; 24 days with fewer than 5 people are not shown on their own.',
  );
  // A hidden day is a hatched mark with a legend, never a bar; the table says "fewer than 5".
  const retros = chart('Retros completed per day');
  await expect(retros.locator('rect[data-hidden-day]')).toHaveCount(12);
  await expect(retros.locator('rect.fill-accent')).toHaveCount(0);
  await expect(retros.getByText('Hidden: fewer than 5 people that day')).toBeVisible();
  await retros.getByText('Show the numbers as a table').click();
  await expect(retros.getByRole('row', { name: '30 Jan 0', exact: true })).toBeVisible();
  await expect(retros.getByRole('row', { name: '1 Jan fewer than 5', exact: true })).toBeVisible();
});
