// Screenshots of the feedback page, the referral page and the admin feedback inbox at phone and desktop
// sizes, light and dark. Every account and record is real and made through the API; run it against a
// fresh database, whose first account is its admin.
//   node scripts/screenshots-feedback.mjs [base URL, default http://127.0.0.1:5000] [output folder]
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { launchScreenshotBrowser, VIEWPORTS } from './screenshot-kit.mjs';

const baseURL = process.argv[2] ?? process.env.BASE_URL ?? 'http://127.0.0.1:5000';
const outDir = process.argv[3] ?? join(import.meta.dirname, '..', '.screenshots');

async function newAccount(browser, contextOptions, prefix, extra = {}) {
  const context = await browser.newContext({ ...contextOptions, serviceWorkers: 'block' });
  await context.addInitScript(() => window.localStorage.setItem('calendar_reminder_announced', 'true'));
  const page = await context.newPage();
  const account = {
    username: `${prefix}_${randomBytes(3).toString('hex')}`,
    password: 'screenshot-password',
  };
  const registered = await page.request.post('/api/register', { data: { ...account, ...extra } });
  if (!registered.ok()) throw new Error(`Could not register: ${registered.status()}`);
  return { context, page, username: account.username };
}

async function completeTodaysRetro(request) {
  const { retro } = await (await request.get('/api/retro/today')).json();
  for (const question of retro.questions) {
    await request.put(`/api/retro/${retro.date}/answers/${question.id}`, { data: { text: 'A calm day.' } });
  }
  for (const { area } of retro.ratings) {
    await request.put(`/api/retro/${retro.date}/ratings/${area}`, { data: { rating: 4 } });
  }
  await request.post(`/api/retro/${retro.date}/complete`);
}

async function shoot(page, name) {
  const file = join(outDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: !name.includes('-mobile-') });
  console.log(file);
}

mkdirSync(outDir, { recursive: true });
const browser = await launchScreenshotBrowser();
try {
  const base = { baseURL, reducedMotion: 'reduce' };
  // The first account of a fresh database is its admin.
  const admin = await newAccount(browser, { ...base, ...VIEWPORTS.desktop }, 'team');
  for (const [size, device] of Object.entries(VIEWPORTS)) {
    for (const colorScheme of ['light', 'dark']) {
      const contextOptions = { ...base, ...device, colorScheme };
      const user = await newAccount(browser, contextOptions, 'maria');
      const sent = [];
      for (const body of [
        {
          kind: 'idea',
          message: 'Could the weekly report show which question I skip most often?',
          satisfaction: 5,
          page: '/reports',
        },
        {
          kind: 'bug',
          message: 'On my phone the journal editor jumps to the top when the keyboard opens.',
          satisfaction: 3,
          page: '/journal',
        },
      ]) {
        sent.push(await (await user.page.request.post('/api/feedback', { data: body })).json());
      }
      await admin.page.request.post(`/api/admin/feedback/${sent[1].id}/read`);
      await admin.page.request.patch(`/api/admin/feedback/${sent[1].id}`, { data: { status: 'planned' } });
      await admin.page.request.post(`/api/admin/feedback/${sent[1].id}/replies`, {
        data: {
          message:
            'Thank you for the clear description. We found the cause and a fix is planned for the next version.',
        },
      });

      const { code } = await (await user.page.request.get('/api/referral')).json();
      for (let i = 0; i < 3; i += 1) {
        const friend = await newAccount(browser, contextOptions, 'friend', { referralCode: code });
        if (i < 2) await completeTodaysRetro(friend.page.request);
        await friend.context.close();
      }

      await user.page.goto('/');
      await user.page.getByRole('navigation', { name: 'Main' }).first().waitFor();
      await user.page.goto('/feedback');
      await user.page.getByText('Reply from the Daily Retro team').first().waitFor();
      await user.page
        .getByLabel('Your message')
        .fill('The reminders work well; I would love a gentler sound.');
      await shoot(user.page, `feedback-${size}-${colorScheme}`);
      await user.page.goto('/referral');
      await user.page.getByTestId('referral-code').waitFor();
      await shoot(user.page, `referral-${size}-${colorScheme}`);
      await user.context.close();

      const adminContext = await browser.newContext({ ...contextOptions, serviceWorkers: 'block' });
      await adminContext.addCookies(await admin.context.cookies());
      const adminPage = await adminContext.newPage();
      await adminPage.goto('/admin/feedback');
      const first = adminPage.getByRole('listitem').filter({ hasText: 'question I skip' }).first();
      await first.getByRole('button').first().click();
      await first.getByText('Send reply').waitFor();
      await shoot(adminPage, `admin-feedback-${size}-${colorScheme}`);
      await adminContext.close();
    }
  }
} finally {
  await browser.close();
}
