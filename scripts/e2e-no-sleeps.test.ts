import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';

// An end-to-end test that sleeps is slow when the machine is quiet and fails when it is busy: it
// waits for a condition instead (a response, an element, expect.poll), and a delay the app keeps is
// waited for on the page's own clock (untilPageClock in e2e/helpers.ts) or moved with the server's
// test clock. This fails on a fixed sleep in any end-to-end file: page.waitForTimeout, or a promise
// resolved by a timer (setTimeout; test.setTimeout, the test's time limit, is fine).

const E2E = join(import.meta.dirname, '..', 'e2e');
const SLEEPS = [/\bwaitForTimeout\(/, /(?<!\btest\.)\bsetTimeout\(/, /\bsetInterval\(/, /\bsleep\(/];

/** The sleeps in one file's source, as "line: text". */
function sleepsIn(source: string): string[] {
  return source
    .split('\n')
    .flatMap((line, index) =>
      SLEEPS.some((pattern) => pattern.test(line)) ? [`${index + 1}: ${line.trim()}`] : [],
    );
}

test('no end-to-end file sleeps', () => {
  const found: string[] = [];
  for (const name of readdirSync(E2E)) {
    if (!/\.(ts|mts|mjs|js)$/.test(name)) continue;
    for (const sleep of sleepsIn(readFileSync(join(E2E, name), 'utf8'))) found.push(`e2e/${name}:${sleep}`);
  }
  expect(found).toEqual([]);
});

test('the check finds the sleeps it is meant to', () => {
  expect(sleepsIn('  await page.waitForTimeout(2000);')).toHaveLength(1);
  expect(sleepsIn('await new Promise((resolve) => setTimeout(resolve, 1500));')).toHaveLength(1);
  expect(sleepsIn('await page.evaluate(() => new Promise((r) => window.setTimeout(r, 300)));')).toHaveLength(
    1,
  );
  expect(sleepsIn('  test.setTimeout(60_000);')).toEqual([]);
  expect(sleepsIn('await expect(dialog).toBeVisible({ timeout: 8000 });')).toEqual([]);
});
