import { expect, test } from 'vitest';
import { referencePage } from './reference-page.mjs';

const SHELL = `<!doctype html>
<html lang="en"><head><title>Daily Retro</title>
<script>document.documentElement.classList.add('dark')</script>
<style>.mx-auto{margin-inline:auto}</style>
<script type="module" crossorigin src="/assets/index-A.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-dom-B.js">
<link rel="stylesheet" href="/assets/index-C.css" disabled>
</head><body>
<div id="root"><div data-splash>Daily Retro</div></div>
<noscript>Daily Retro needs JavaScript.</noscript>
<script>(function fallback() { /* ${'x'.repeat(400)} */ })()</script>
</body></html>`;

test('the reference page keeps the shell and its stylesheet, with content and no script', () => {
  const page = referencePage(SHELL);
  expect(page).not.toMatch(/<script|modulepreload|disabled>|<noscript/);
  expect(page).toContain('<style>.mx-auto{margin-inline:auto}</style>');
  expect(page).toContain('<title>Daily Retro</title>');
  expect(page).toMatch(/<main[^>]*>[\s\S]*<h1[^>]*>Good evening<\/h1>/);
  expect(page.trimEnd().endsWith('</body></html>')).toBe(true);
});

test('the reference page is as large as the shell', () => {
  expect(Buffer.byteLength(referencePage(SHELL))).toBe(Buffer.byteLength(SHELL));
});
