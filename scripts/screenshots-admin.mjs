// Screenshots of the admin area with two months of real activity from twenty people who joined in
// four different weeks (so the retention table has real cohorts), some with reminders on, some who
// sent feedback or joined with a referral code, at phone and desktop sizes, light and dark. Everything
// is written through the API on its own day by moving the server's clock (joining included), so the
// server must run with TEST_CLOCK=true on a fresh data folder (never on a real installation): the
// first account it makes is the administrator.
//   node scripts/screenshots-admin.mjs [base URL, default http://127.0.0.1:5000] [output folder]
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { request as playwrightRequest } from 'playwright-core';
import { launchScreenshotBrowser, VIEWPORTS } from './screenshot-kit.mjs';

const baseURL = process.argv[2] ?? process.env.BASE_URL ?? 'http://127.0.0.1:5000';
const outDir = process.argv[3] ?? join(import.meta.dirname, '..', '.screenshots');
/** Name, email, and how many weeks ago they joined: four cohorts of five, for the retention table. */
const PEOPLE = [
  ['maya_lopez', 'maya@example.org', 8],
  ['jonas.berg', null, 8],
  ['priya_k', 'priya.k@example.org', 8],
  ['tomasz', null, 8],
  ['anna-li', 'anna.li@example.org', 8],
  ['sam_okafor', 'sam@example.org', 5],
  ['leo.rossi', null, 5],
  ['grace_h', 'grace@example.org', 5],
  ['noah_w', null, 5],
  ['ines.m', 'ines@example.org', 5],
  ['kenji_t', null, 2],
  ['ruth.a', 'ruth@example.org', 2],
  ['omar_f', null, 2],
  ['elin_s', 'elin@example.org', 2],
  ['zara.b', 'zara@example.org', 2],
  ['felix_m', null, 0],
  ['hana.y', 'hana@example.org', 0],
  ['marco_d', null, 0],
  ['lucia.p', 'lucia@example.org', 0],
  ['ben_c', null, 0],
];
/** Who joins with maya_lopez's referral code. */
const REFERRED = new Set(['kenji_t', 'zara.b', 'hana.y']);
/** Who turns daily reminders on when they join. */
const REMINDERS = new Set(['maya_lopez', 'priya_k', 'sam_okafor', 'grace_h', 'ines.m', 'ruth.a', 'felix_m']);
/** What some people send from the feedback page on the day they join. */
const FEEDBACK = {
  'jonas.berg': ['idea', 'A weekly summary by email would keep me going.'],
  tomasz: ['bug', 'The mood chart was empty after I changed my time zone.'],
  'leo.rossi': ['idea', 'Could I pick which life areas I rate?'],
  grace_h: ['praise', 'Two months in and I love the evening retro.'],
  noah_w: ['idea', 'Dark mode for the calendar, please.'],
  'ruth.a': ['idea', 'Let me export my journal as a PDF.'],
  elin_s: ['bug', 'The reminder came an hour late after the clocks changed.'],
  marco_d: ['idea', 'Streak freezes I can buy with badges?'],
  ben_c: ['other', 'How do I delete one mood?'],
};
/** How many weeks people keep coming back, by their place in the list. */
const STAYS_WEEKS = [99, 2, 99, 5, 1, 99, 3];
const AREAS = ['Spiritual', 'Relationships', 'Health', 'Productivity'];
const MOODS = ['awful', 'bad', 'okay', 'good', 'great'];
const DAY_MS = 86_400_000;
const PASSWORD = 'screenshot-password';

function sequence(seed) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** The UTC day `n` days before today, as a Date at midnight. */
const utcDay = (today, n) =>
  new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) - n * DAY_MS);

/** Days ago each person joins: a weekday of the week `weeks` ago (weeks start on Monday), never after today. */
function joinDaysAgo(today, weeks, index) {
  const sinceMonday = (today.getUTCDay() + 6) % 7;
  return Math.max(0, weeks * 7 + sinceMonday - (index % 4));
}

/** A request as a person: signed in again if their session ran out while the clock moved on. */
async function call(person, method, url, data) {
  let response = await person.request.fetch(url, { method, ...(data === undefined ? {} : { data }) });
  if (response.status() === 401) {
    const login = await person.request.post('/api/login', {
      data: { username: person.username, password: PASSWORD, rememberMe: true },
    });
    if (!login.ok()) throw new Error(`Could not sign ${person.username} in again: ${login.status()}`);
    response = await person.request.fetch(url, { method, ...(data === undefined ? {} : { data }) });
  }
  return response;
}

async function register(username, email, referralCode) {
  const request = await playwrightRequest.newContext({ baseURL });
  const response = await request.post('/api/register', {
    data: {
      username,
      password: PASSWORD,
      rememberMe: true,
      timezone: 'UTC',
      ...(email ? { email } : {}),
      ...(referralCode ? { referralCode } : {}),
    },
  });
  if (!response.ok()) throw new Error(`Could not register ${username}: ${response.status()}`);
  return { username, request, id: (await response.json()).id };
}

async function doSomeOfTheDay(person, random, drift) {
  if (random() > 0.9 - drift) return;
  if (random() < 0.8) await call(person, 'POST', '/api/moods', { mood: MOODS[Math.floor(random() * 5)] });
  if (random() < 0.6) {
    const { retro } = await (await call(person, 'GET', '/api/retro/today')).json();
    for (const question of retro.questions) {
      await call(person, 'PUT', `/api/retro/${retro.date}/answers/${question.id}`, { text: 'A good day.' });
    }
    for (const area of AREAS) {
      await call(person, 'PUT', `/api/retro/${retro.date}/ratings/${area}`, { rating: 3 });
    }
    if (random() < 0.85) await call(person, 'POST', `/api/retro/${retro.date}/complete`);
  }
  if (random() < 0.35) await call(person, 'POST', '/api/journal', { body: 'Notes from today.', tags: [] });
}

/**
 * Day by day from the first cohort's week to today, on each day's own date: people join (at nine in
 * the morning), then everyone who has joined does some of what people do (in the evening). People
 * drift away, as they do: the longer since they joined, the fewer days.
 */
async function writeHistory(clock) {
  const random = sequence(7);
  const today = new Date();
  const joins = PEOPLE.map(([username, email, weeks], index) => ({
    username,
    email,
    daysAgo: joinDaysAgo(today, weeks, index),
  }));
  const first = Math.max(...joins.map((j) => j.daysAgo)) + 1;
  const at = (n, hour) => ({
    data: { now: new Date(utcDay(today, n).getTime() + hour * 3_600_000).toISOString() },
  });
  await clock.put('/api/test-clock', at(first, 8));
  const admin = await register('ada_admin', 'ada@example.org');
  const people = [];
  let referralCode;
  for (let n = first; n >= 0; n--) {
    await clock.put('/api/test-clock', at(n, 9));
    for (const join of joins.filter((j) => j.daysAgo === n)) {
      const person = await register(
        join.username,
        join.email,
        REFERRED.has(join.username) ? referralCode : undefined,
      );
      person.joinedDaysAgo = n;
      people.push(person);
      if (join.username === 'maya_lopez')
        referralCode = (await (await call(person, 'GET', '/api/referral')).json()).code;
      if (REMINDERS.has(join.username)) {
        await call(person, 'PUT', '/api/reminders', {
          enabled: true,
          time: '20:30',
          days: [1, 2, 3, 4, 5, 6, 7],
          timezone: 'UTC',
        });
      }
      const feedback = FEEDBACK[join.username];
      if (feedback) await call(person, 'POST', '/api/feedback', { kind: feedback[0], message: feedback[1] });
    }
    await clock.put('/api/test-clock', at(n, 20));
    for (const [index, person] of people.entries()) {
      const weeksIn = (person.joinedDaysAgo - n) / 7;
      // Some stay, some stop after a week or a few: retention falls as it does.
      if (weeksIn >= STAYS_WEEKS[index % STAYS_WEEKS.length]) continue;
      await doSomeOfTheDay(person, random, Math.min(0.5, weeksIn * 0.06 + (index % 5) * 0.03));
    }
  }
  await clock.put('/api/test-clock', { data: { now: null } });
  return { admin, people };
}

async function adminActions(admin, people) {
  const byName = (name) => people.find((p) => p.username === name);
  const as = (method, url, data) => call(admin, method, url, data);
  await as('PATCH', `/api/admin/customers/${byName('priya_k').id}`, { role: 'admin' });
  await as('PATCH', `/api/admin/customers/${byName('omar_f').id}`, { status: 'disabled' });
  await as('POST', `/api/admin/customers/${byName('leo.rossi').id}/end-sessions`);
  await as('POST', '/api/admin/questions', {
    category: 'Health',
    text: 'What did your body ask for today, and did you listen?',
  });
  await as('POST', '/api/admin/questions', { category: 'Regular', text: 'What surprised you today?' });
  const { items } = await (await as('GET', '/api/admin/questions')).json();
  const spiritual = items.find((q) => q.category === 'Spiritual');
  await as('PATCH', `/api/admin/questions/${spiritual.id}`, { active: false });
  const inbox = (await (await as('GET', '/api/admin/feedback')).json()).items;
  const [newest, second, third] = inbox;
  if (newest) await as('POST', `/api/admin/feedback/${newest.id}/read`);
  if (second) await as('PATCH', `/api/admin/feedback/${second.id}`, { status: 'planned' });
  if (third) {
    await as('PATCH', `/api/admin/feedback/${third.id}`, { status: 'done' });
    await as('POST', `/api/admin/feedback/${third.id}/replies`, {
      message: 'Thank you: this is in the latest version.',
    });
  }
}

async function shoot(page, name) {
  await page.waitForTimeout(400);
  const full = join(outDir, `${name}.png`);
  await page.screenshot({ path: full, fullPage: true });
  console.log(full);
  const file = join(outDir, `${name}-1.png`);
  await page.screenshot({ path: file });
  console.log(file);
}

mkdirSync(outDir, { recursive: true });
const clock = await playwrightRequest.newContext({ baseURL });
const probe = await clock.put('/api/test-clock', { data: { now: null } });
if (!probe.ok()) throw new Error('Start the server with TEST_CLOCK=true');
const { admin, people } = await writeHistory(clock);
await adminActions(admin, people);
// Signed in now, at today's time, for the browser.
await call(admin, 'GET', '/api/user');
const state = await admin.request.storageState();

const browser = await launchScreenshotBrowser();
try {
  for (const [size, device] of Object.entries(VIEWPORTS)) {
    for (const colorScheme of ['light', 'dark']) {
      const context = await browser.newContext({
        ...device,
        colorScheme,
        baseURL,
        reducedMotion: 'reduce',
        serviceWorkers: 'block',
        storageState: state,
      });
      await context.addInitScript(() => window.localStorage.setItem('calendar_reminder_announced', 'true'));
      const page = await context.newPage();
      for (const [section, heading] of [
        ['feedback', 'Feedback inbox'],
        ['customers', 'Customers'],
        ['questions', 'Question bank'],
        ['analytics', 'Analytics'],
        ['audit', 'Audit log'],
      ]) {
        await page.goto(`/admin/${section}`);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        await page.waitForLoadState('networkidle');
        await shoot(page, `admin-${section}-${size}-${colorScheme}`);
      }
      // Ninety days: every cohort in the retention table.
      await page.goto('/admin/analytics');
      await page.getByText('Last 90 days').click();
      await page.waitForLoadState('networkidle');
      await shoot(page, `admin-analytics90-${size}-${colorScheme}`);
      await context.close();
    }
  }
} finally {
  await browser.close();
}
