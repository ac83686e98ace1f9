// Screenshots of the journal's Markdown (decision record 030): an entry holding the inputs the old
// grammars got wrong, rendered on its page, and its excerpt in the list, at phone and desktop sizes,
// light and dark. Needs a running server.
//   node scripts/screenshots-markdown.mjs [base URL, default http://127.0.0.1:5000] [output folder]
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { launchScreenshotBrowser, VIEWPORTS } from './screenshot-kit.mjs';

const baseURL = process.argv[2] ?? process.env.BASE_URL ?? 'http://127.0.0.1:5000';
const outDir = process.argv[3] ?? join(import.meta.dirname, '..', '.screenshots');

/** Each input as it is written, then rendered, one section a case. */
const CASES = [
  ['Underscores and arithmetic', 'snake_case_word and 2*3*4'],
  ['A nested list', '- fruit\n  - apples\n  - pears\n- bread'],
  ['Escaped asterisks', String.raw`\*escapes\*`],
  ['A link with parentheses', '[wiki](https://en.wikipedia.org/wiki/Foo_(bar))'],
  ['Strikethrough', '~~strike~~'],
  ['An image', '![alt](https://x/y.png)'],
  ['HTML and a script link someone wrote', '<script>alert(1)</script>\n\n[x](javascript:alert(1))'],
];
const BODY = CASES.map(([name, source]) => `## ${name}\n\n${source}`).join('\n\n');

mkdirSync(outDir, { recursive: true });
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
      });
      await context.addInitScript(() => window.localStorage.setItem('calendar_reminder_announced', 'true'));
      const page = await context.newPage();
      const account = { username: `md_${randomBytes(3).toString('hex')}`, password: 'screenshot-password' };
      const registered = await page.request.post('/api/register', { data: { ...account, rememberMe: true } });
      if (!registered.ok()) throw new Error(`Could not register: ${registered.status()}`);
      for (const [name, source] of CASES.slice(0, 6)) {
        const made = await page.request.post('/api/journal', { data: { title: name, body: source } });
        if (!made.ok()) throw new Error(`Could not write an entry: ${made.status()}`);
      }
      const entry = await (
        await page.request.post('/api/journal', { data: { title: 'Markdown, case by case', body: BODY } })
      ).json();
      const suffix = `${size}-${colorScheme}`;

      await page.goto('/journal');
      await page.getByRole('link', { name: /Markdown, case by case/ }).waitFor();
      await page.screenshot({
        path: join(outDir, `markdown-list-${suffix}.png`),
        fullPage: size === 'desktop',
      });

      // Search cuts its snippets from the same text, highlights on the words found.
      await page.getByPlaceholder('Search your journal').fill('snake_case_word pears');
      await page.getByRole('region', { name: 'Search results' }).getByRole('link').first().waitFor();
      await page.screenshot({ path: join(outDir, `markdown-search-${suffix}.png`) });

      await page.goto(`/journal?entry=${entry.id}`);
      await page.getByTestId('journal-preview').locator('del').waitFor();
      if (size === 'desktop') {
        await page.screenshot({ path: join(outDir, `markdown-entry-${suffix}.png`), fullPage: true });
      } else {
        // A phone's screen at a time: a whole-page picture would draw the fixed bottom bar over the text.
        await page.screenshot({ path: join(outDir, `markdown-entry-${suffix}.png`) });
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await page.waitForFunction(() => window.scrollY > 0);
        await page.screenshot({ path: join(outDir, `markdown-entry-end-${suffix}.png`) });
      }
      console.log(`markdown-list-${suffix}.png, markdown-entry-${suffix}.png`);
      await context.close();
    }
  }
} finally {
  await browser.close();
}
