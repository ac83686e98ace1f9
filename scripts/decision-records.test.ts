import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';

// Decision records stay findable and say whether they still hold: each starts with its number and
// title, a `Date:` and a `Status:` (Accepted, or superseded by a record that exists), and the index
// (docs/decisions/README.md) lists every record with the same title, date and status.

const FOLDER = join(import.meta.dirname, '..', 'docs', 'decisions');
const STATUS = /^(Accepted|Superseded by \d{3}|Partly superseded by \d{3})\b/;

interface RecordHead {
  file: string;
  number: string;
  title: string;
  date: string;
  status: string;
}

function recordHeads(): RecordHead[] {
  return readdirSync(FOLDER)
    .filter((file) => /^\d{3}-.*\.md$/.test(file))
    .sort()
    .map((file) => {
      const lines = readFileSync(join(FOLDER, file), 'utf8').split('\n');
      const heading = /^# (\d{3}): (.+)$/.exec(lines[0] ?? '');
      const field = (name: string) =>
        lines
          .slice(1, 8)
          .find((line) => line.startsWith(`${name}: `))
          ?.slice(name.length + 2) ?? '';
      return {
        file,
        number: heading?.[1] ?? '',
        title: heading?.[2] ?? '',
        date: field('Date'),
        status: field('Status'),
      };
    });
}

test('every record starts with its number, title, date and status', () => {
  const heads = recordHeads();
  expect(heads.length).toBeGreaterThan(0);
  for (const head of heads) {
    expect(head.number, `${head.file}: the first line is "# NNN: Title"`).toBe(head.file.slice(0, 3));
    expect(head.date, `${head.file}: Date`).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(head.status, `${head.file}: Status`).toMatch(STATUS);
  }
});

test('a record superseded names a record that exists and is newer', () => {
  const numbers = new Set(recordHeads().map((head) => head.number));
  for (const head of recordHeads()) {
    for (const [, later] of head.status.matchAll(/uperseded by (\d{3})/g)) {
      expect(numbers.has(later ?? ''), `${head.file} names ${later}`).toBe(true);
      expect(Number(later), `${head.file} names ${later}`).toBeGreaterThan(Number(head.number));
    }
  }
});

test('the index lists every record with its title, date and status', () => {
  const index = readFileSync(join(FOLDER, 'README.md'), 'utf8');
  const rows = [...index.matchAll(/^\| \[(\d{3})\]\(([^)]+)\) \| (.+) \| (\S+) \| (.+) \|$/gm)].map(
    ([, number, file, title, date, status]) => ({ file, number, title, date, status }),
  );
  expect(rows).toEqual(recordHeads());
});
