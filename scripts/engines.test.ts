import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';

// Every installed package must run on the Node version the project names in .nvmrc (the oldest it
// supports). A dependency update that needs a newer Node fails here, not in production. The ranges in
// package-lock.json use a handful of semver forms, checked by the small reader below; a form it does
// not know fails the test, so it is never silently accepted.

const ROOT = join(import.meta.dirname, '..');

type Version = [number, number, number];

const compare = (a: Version, b: Version): number => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/** "20.19" is 20.19.0: .nvmrc names the oldest patch of that line. */
function parseVersion(text: string): Version {
  const match = /^v?(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(text.trim());
  if (!match) throw new Error(`Not a version: ${text}`);
  return [Number(match[1]), Number(match[2] ?? 0), Number(match[3] ?? 0)];
}

const COMPARATOR = /^(>=|<=|>|<|\^|~|=)?(\d+|x|\*)(?:\.(\d+|x|\*))?(?:\.(\d+|x|\*))?$/;

/** Whether one comparator ("^20.19.0", ">= 18", "20", "*", "10.x"…) accepts the version. */
function comparatorAccepts(comparator: string, version: Version): boolean {
  const match = COMPARATOR.exec(comparator);
  if (!match) throw new Error(`Unknown range form: ${comparator}`);
  const [, operator = '', ...parts] = match;
  const given = parts.filter((part): part is string => part !== undefined && part !== 'x' && part !== '*');
  const numbers = given.map(Number);
  const low: Version = [numbers[0] ?? 0, numbers[1] ?? 0, numbers[2] ?? 0];
  if (given.length === 0) return true;
  // The first version past a partial one ("20" ends before 21.0.0, "20.1" before 20.2.0).
  const pastPartial = (): Version =>
    given.length === 1 ? [low[0] + 1, 0, 0] : given.length === 2 ? [low[0], low[1] + 1, 0] : low;
  switch (operator) {
    case '>=':
      return compare(version, low) >= 0;
    case '>':
      return given.length === 3 ? compare(version, low) > 0 : compare(version, pastPartial()) >= 0;
    case '<':
      return compare(version, low) < 0;
    case '<=':
      return given.length === 3 ? compare(version, low) <= 0 : compare(version, pastPartial()) < 0;
    case '^': {
      const high: Version =
        low[0] > 0 || given.length === 1
          ? [low[0] + 1, 0, 0]
          : low[1] > 0 || given.length === 2
            ? [0, low[1] + 1, 0]
            : [0, 0, low[2] + 1];
      return compare(version, low) >= 0 && compare(version, high) < 0;
    }
    case '~': {
      const high: Version = given.length === 1 ? [low[0] + 1, 0, 0] : [low[0], low[1] + 1, 0];
      return compare(version, low) >= 0 && compare(version, high) < 0;
    }
    default:
      return given.length === 3
        ? compare(version, low) === 0
        : compare(version, low) >= 0 && compare(version, pastPartial()) < 0;
  }
}

/** Whether a range ("^20.19.0 || >=22.12.0", "16 || 14 >=14.17", ">= 10"…) accepts the version. */
function rangeAccepts(range: string, version: Version): boolean {
  return range.split('||').some((set) => {
    // An operator may stand apart from its version (">= 10").
    const comparators = set
      .trim()
      .replace(/(>=|<=|>|<|\^|~|=)\s+/g, '$1')
      .split(/\s+/)
      .filter(Boolean);
    return comparators.every((comparator) => comparatorAccepts(comparator, version));
  });
}

test('the range reader knows the forms the lockfile uses', () => {
  const node = parseVersion('20.19');
  for (const accepted of [
    '>=20.19',
    '>= 20',
    '^20.19.0 || ^22.13.0 || >=23.5.0',
    '18 || 20 || >=22',
    '>= 10.x',
    '*',
    '16 || 14 >=14.17 || 20',
    '^20.0.0 || ^22.0.0 || >=24.0.0',
    '~20.19.0',
  ])
    expect(rangeAccepts(accepted, node), accepted).toBe(true);
  for (const refused of ['>=20.19.1', '^22.12.0', '>=22', '18 || >=22', '^18.18.0 || >=22.0.0', '<20', '>20'])
    expect(rangeAccepts(refused, node), refused).toBe(false);
  expect(() => rangeAccepts('node20', node)).toThrow('Unknown range form');
});

test("every installed package's engines.node accepts the Node version in .nvmrc", () => {
  const nvmrc = readFileSync(join(ROOT, '.nvmrc'), 'utf8').trim();
  const node = parseVersion(nvmrc);
  const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { version?: string; engines?: { node?: string } | string[] }>;
  };
  const refusing: string[] = [];
  for (const [path, info] of Object.entries(lock.packages)) {
    const range = Array.isArray(info.engines) ? undefined : info.engines?.node;
    if (range === undefined) continue;
    if (!rangeAccepts(range, node)) refusing.push(`${path || 'the project'}@${info.version}: node ${range}`);
  }
  expect(refusing, `Needs a newer Node than ${nvmrc} (.nvmrc)`).toEqual([]);
});
