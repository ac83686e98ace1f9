import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from 'vitest';

// A test that reads the real clock passes or fails with the hour it runs at. Tests pin time instead:
// the API suite sets the server clock to TEST_NOW before each test (src/server/test/pinned-clock.ts),
// unit tests use vi.useFakeTimers with vi.setSystemTime, and durations are measured with
// performance.now().

const ROOT = join(import.meta.dirname, '..');
const TEST_FILE = /(\.test\.tsx?|\.spec\.ts|\.fixtures\.ts)$|^e2e\/.*\.ts$|^src\/server\/test\/.*\.ts$/;
const REAL_CLOCK = /\bDate\.now\(\)|\bnew Date\(\)/;
/** A file that fakes the system time may read it: what it reads is the pinned time. */
const PINS_SYSTEM_TIME = /vi\.setSystemTime\(|useFakeTimers\(\{[^}]*\bnow\b/;

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

test('no test, fixture or end-to-end helper reads the real clock', () => {
  const offenders: string[] = [];
  for (const folder of ['src', 'e2e', 'scripts']) {
    for (const path of filesUnder(folder)) {
      const name = relative('.', path);
      if (!TEST_FILE.test(name) || /(tests-pin-the-clock|shift-local-time)\.test\.ts$/.test(name)) continue;
      const source = readFileSync(join(ROOT, path), 'utf8');
      if (PINS_SYSTEM_TIME.test(source)) continue;
      source.split('\n').forEach((line, index) => {
        if (REAL_CLOCK.test(line)) offenders.push(`${name}:${index + 1}: ${line.trim()}`);
      });
    }
  }
  expect(offenders).toEqual([]);
});
