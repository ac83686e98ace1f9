import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { expect, test } from 'vitest';
import { API_TIME_TESTS, entryTakes, UNIT_TIME_TESTS } from './time-dependent-tests.mjs';

// CI runs only the files in scripts/time-dependent-tests.mjs again under other time zones and hours.
// A test file that moves a clock or works out a local day and is missing from that list would run under
// one zone and hour only, and a bug that shows at 23:30 in Kiritimati would go unseen: these fail first.

const ROOT = join(import.meta.dirname, '..');
const THIS_FILE = 'scripts/time-dependent-tests.test.ts';
/** Moves the server's clock (lib/clock), Vitest's fake clock, or the process's local time. */
const MOVES_A_CLOCK = /\bsetClock\(|\bvi\.setSystemTime\(|\buseFakeTimers\(|TEST_LOCAL_TIME/;
/** Works out a local day, which depends on the zone and the hour. */
const READS_A_LOCAL_DAY = /\blocalDay\(|\bTEST_TODAY\b/;

function* testFilesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* testFilesUnder(path);
    else if (/\.test\.tsx?$/.test(entry.name)) yield relative('.', path).split(sep).join('/');
  }
}

/** The Vitest project a test file belongs to (vitest.config.ts). */
function projectOf(path: string): 'unit' | 'api' {
  return path.startsWith('src/server/') && !/^src\/server\/(config|lib)\//.test(path) ? 'api' : 'unit';
}

const files = [...testFilesUnder('src'), ...testFilesUnder('scripts')];
const lists = { unit: UNIT_TIME_TESTS, api: API_TIME_TESTS };

test('every test file that moves a clock or works out a local day runs under the other time zones', () => {
  const missing: string[] = [];
  for (const path of files) {
    if (path === THIS_FILE) continue;
    const source = readFileSync(join(ROOT, path), 'utf8');
    const why = MOVES_A_CLOCK.exec(source) ?? READS_A_LOCAL_DAY.exec(source);
    if (!why) continue;
    if (!lists[projectOf(path)].some((entry) => entryTakes(entry, path))) {
      missing.push(`${path} (${why[0]}): add it to ${projectOf(path).toUpperCase()}_TIME_TESTS`);
    }
  }
  expect(missing, 'scripts/time-dependent-tests.mjs').toEqual([]);
});

test('every entry of the list names test files of its own project', () => {
  const stale: string[] = [];
  for (const [project, entries] of Object.entries(lists)) {
    for (const entry of entries) {
      const taken = files.filter((path) => entryTakes(entry, path));
      if (taken.length === 0) stale.push(`${entry}: no test file`);
      for (const path of taken) if (projectOf(path) !== project) stale.push(`${path}: not a ${project} test`);
    }
  }
  expect(stale).toEqual([]);
});

test('the check sees a file that moves a clock', () => {
  expect(MOVES_A_CLOCK.test("beforeEach(() => setClock(new Date('2026-03-11T23:30:00Z')));")).toBe(true);
  expect(MOVES_A_CLOCK.test('vi.useFakeTimers();')).toBe(true);
  expect(READS_A_LOCAL_DAY.test("const today = localDay(now, 'Pacific/Kiritimati');")).toBe(true);
  expect(MOVES_A_CLOCK.test('const clock = makeClock();')).toBe(false);
});
