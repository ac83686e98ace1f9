// Screenshots of the admin area with a few weeks of real activity from fourteen people, at phone and
// desktop sizes, light and dark. Past days are written through the API on their own days by moving
// the server's clock, so the server must run with TEST_CLOCK=true on a fresh data folder (never on a
// real installation): the first account it makes is the administrator.
//   node scripts/screenshots-admin.mjs [base URL, default http://127.0.0.1:5000] [output folder]
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, request as playwrightRequest } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../e2e/chromium-path.mjs';

const baseURL = process.argv[2] ?? process.env.BASE_URL ?? 'http://127.0.0.1:5000';
const outDir = process.argv[3] ?? join(import.meta.dirname, '..', '.screenshots');
const VIEWPORTS = {
  mobile: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
};
const PEOPLE = [
  ['maya_lopez', 'maya@example.org'],
  ['jonas.berg', null],
  ['priya_k', 'priya.k@example.org'],
  ['tomasz', null],
  ['anna-li', 'anna.li@example.org'],
  ['sam_okafor', 'sam@example.org'],
  ['leo.rossi', null],
  ['grace_h', 'grace@example.org'],
  ['noah_w', null],
  ['ines.m', 'ines@example.org'],
  ['kenji_t', null],
  ['ruth.a', 'ruth@example.org'],
  ['omar_f', null],
  ['elin_s', 'elin@example.org'],
];
const AREAS = ['Spiritual', 'Relationships', 'Health', 'Productivity'];
const MOODS = ['awful', 'bad', 'okay', 'good', 'great'];
const DAYS = 27;
const DAY_MS = 86_400_000;
const PASSWORD = 'screenshot-password';

function sequence(seed) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

async function signedInRequest(username, email) {
  const request = await playwrightRequest.newContext({ baseURL });
  const response = await request.post('/api/register', {
    data: { username, password: PASSWORD, ...(email ? { email } : {}) },
  });
  if (!response.ok()) throw new Error(`Could not register ${username}: ${response.status()}`);
  return { request, id: (await response.json()).id };
}

/** Each day from DAYS ago to today, each person does some of what people do, on that day. */
async function writeActivity(people, clock) {
  const random = sequence(7);
  const now = Date.now();
  for (let n = DAYS; n >= 0; n--) {
    await clock.put('/api/test-clock', { data: { now: new Date(now - n * DAY_MS).toISOString() } });
    for (const [index, person] of people.entries()) {
      // Some people drift away, as they do: fewer days the later in the list and the longer ago.
      if (random() > 0.85 - index * 0.03 + (n < 7 ? 0.05 : 0)) continue;
      const { request } = person;
      if (random() < 0.8)
        await request.post('/api/moods', { data: { mood: MOODS[Math.floor(random() * 5)] } });
      if (random() < 0.6) {
        const { retro } = await (await request.get('/api/retro/today')).json();
        for (const question of retro.questions) {
          await request.put(`/api/retro/${retro.date}/answers/${question.id}`, {
            data: { text: 'A good day.' },
          });
        }
        for (const area of AREAS) {
          await request.put(`/api/retro/${retro.date}/ratings/${area}`, { data: { rating: 3 } });
        }
        if (random() < 0.85) await request.post(`/api/retro/${retro.date}/complete`);
      }
      if (random() < 0.35)
        await request.post('/api/journal', { data: { body: 'Notes from today.', tags: [] } });
    }
  }
  await clock.put('/api/test-clock', { data: { now: null } });
}

async function adminActions(admin, people) {
  const byName = (name) => people.find((p) => p.username === name);
  await admin.patch(`/api/admin/customers/${byName('priya_k').id}`, { data: { role: 'admin' } });
  await admin.patch(`/api/admin/customers/${byName('omar_f').id}`, { data: { status: 'disabled' } });
  await admin.post(`/api/admin/customers/${byName('leo.rossi').id}/end-sessions`);
  await admin.post('/api/admin/questions', {
    data: { category: 'Health', text: 'What did your body ask for today, and did you listen?' },
  });
  await admin.post('/api/admin/questions', {
    data: { category: 'Regular', text: 'What surprised you today?' },
  });
  const { items } = await (await admin.get('/api/admin/questions')).json();
  const spiritual = items.find((q) => q.category === 'Spiritual');
  await admin.patch(`/api/admin/questions/${spiritual.id}`, { data: { active: false } });
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

const found = findChromium();
if (!found) {
  console.error('No Chromium found; run: node scripts/ensure-chromium.mjs');
  process.exit(1);
}
mkdirSync(outDir, { recursive: true });
const { request: admin } = await signedInRequest('ada_admin', 'ada@example.org');
const probe = await admin.put('/api/test-clock', { data: { now: null } });
if (!probe.ok()) throw new Error('Start the server with TEST_CLOCK=true');
const people = [];
for (const [username, email] of PEOPLE)
  people.push({ username, ...(await signedInRequest(username, email)) });
await writeActivity(people, admin);
await adminActions(admin, people);
const state = await admin.storageState();

const browser = await chromium.launch({ executablePath: found.path, args: CHROMIUM_ARGS });
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
      await context.close();
    }
  }
} finally {
  await browser.close();
}
