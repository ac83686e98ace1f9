import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, test } from 'vitest';

/**
 * docs/asvs.md and docs/security.md prove their claims by naming tests: `file` › "test name" (or
 * *test name*, or `same file` › … for the file of the row above). A renamed or deleted test leaves
 * the claim without proof, so every cited name must still be a test title in the cited file.
 */
const ROOT = join(import.meta.dirname, '..', '..', '..');
const DOCUMENTS = ['docs/asvs.md', 'docs/security.md'];

const FILE_REFERENCE = /`((?:[\w.-]+\/)*[\w.-]+\.(?:test|spec)\.tsx?)`|\bsame file\b/g;
/**
 * One name of a chain after a file: `› "a"`, `, "b"`, ` and "c"`, `, › "d"`, ` › *e*`. A quoted name
 * may hold quotes itself (`plain text: ".*" matches`): it ends at the quote that ends the sentence,
 * a list or the table cell.
 */
const CHAINED_NAME =
  /^\s*(?:›|,|;|\band\b|\bor\b)\s*(?:›\s*)?(?:"(.+?)"(?=\s*(?:$|[|,;)(›]|\.(?:\s|$)|and\s|or\s))|\*([^*]+)\*)/;
/** What a title may hold that a document writes differently: a printf placeholder, or … for a cut. */
const LOOSE_PART = /…|\.\.\.|%[sdijfo#%]/;

interface Citation {
  document: string;
  line: number;
  file: string;
  /** null when the file is cited as a whole. */
  name: string | null;
}

function testFiles(): Map<string, string[]> {
  const byName = new Map<string, string[]>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory() && entry.name !== 'node_modules') walk(path);
      else if (/\.(test|spec)\.tsx?$/.test(entry.name)) {
        byName.set(entry.name, [...(byName.get(entry.name) ?? []), path]);
      }
    }
  };
  for (const dir of ['src', 'e2e', 'scripts']) walk(dir);
  return byName;
}

/** Every (file, test name) pair a document cites, in the order written. */
function citationsIn(document: string, text: string): Citation[] {
  const citations: Citation[] = [];
  let lastFile: string | null = null;
  text.split('\n').forEach((content, index) => {
    const references = [...content.matchAll(FILE_REFERENCE)];
    references.forEach((reference, i) => {
      const file = reference[1] ?? lastFile;
      if (reference[1]) lastFile = reference[1];
      if (!file) return;
      const end = references[i + 1]?.index ?? content.length;
      let rest = content.slice((reference.index ?? 0) + reference[0].length, end);
      // A file cited whole, with no test named: the file itself must exist.
      if (!/^\s*›/.test(rest)) {
        if (reference[1]) citations.push({ document, line: index + 1, file, name: null });
        return;
      }
      for (let match = CHAINED_NAME.exec(rest); match; match = CHAINED_NAME.exec(rest)) {
        citations.push({ document, line: index + 1, file, name: (match[1] ?? match[2] ?? '').trim() });
        rest = rest.slice(match[0].length);
      }
    });
  });
  return citations;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** True when `name` is a whole string literal in `source` (its parts, in order, for a loose name). */
function namesATest(source: string, name: string): boolean {
  const unescaped = source.replace(/\\(['"`])/g, '$1');
  const parts = name
    .split(LOOSE_PART)
    .map((part) => part.trim())
    .filter(Boolean);
  if (!LOOSE_PART.test(name)) {
    return new RegExp(`(['"\`])${escapeRegExp(name)}\\1`).test(unescaped);
  }
  return new RegExp(`(['"\`])[^'"\`]*${parts.map(escapeRegExp).join('[^\'"`]*')}[^'"\`]*\\1`).test(unescaped);
}

/** Each citation whose file cannot be found, or whose name no test in it carries. */
function missing(citations: Citation[]): string[] {
  const files = testFiles();
  const sources = new Map<string, string>();
  const problems: string[] = [];
  for (const { document, line, file, name } of citations) {
    const paths = file.includes('/') ? [file] : (files.get(basename(file)) ?? []);
    const where = `${document}:${line} \`${file}\``;
    if (paths.length !== 1) {
      problems.push(
        `${where}: ${paths.length === 0 ? 'no such test file' : 'more than one file has that name'}`,
      );
      continue;
    }
    const path = paths[0] as string;
    let source = sources.get(path);
    if (source === undefined) {
      try {
        source = readFileSync(join(ROOT, path), 'utf8');
      } catch {
        problems.push(`${where}: no such test file`);
        continue;
      }
      sources.set(path, source);
    }
    if (name !== null && !namesATest(source, name))
      problems.push(`${where} › "${name}": no test of that name`);
  }
  return problems;
}

describe('tests cited as proof in the security documents', () => {
  test.each(DOCUMENTS)('every test %s names exists, under that name, in the file it names', (document) => {
    const citations = citationsIn(document, readFileSync(join(ROOT, document), 'utf8'));
    expect(citations.length).toBeGreaterThan(document.endsWith('asvs.md') ? 100 : 40);
    expect(missing(citations)).toEqual([]);
  });

  test('a renamed test, a missing file and a chain of names are all caught', () => {
    const doc = [
      '| 1 | `scripts/tests-pin-the-clock.test.ts` › "no test, fixture or end-to-end helper reads the real clock" and "a test renamed since", › "a test removed since" |',
      '| `src/contract/text.test.ts` › *text(): the length and NUL checks come first and stop everything after them* › *a NUL anywhere…later checks do not run* |',
      '| same file › *a value within the limit goes on to the checks after it* |',
      '| same file › *a value within the limit goes on* |',
      '| `src/server/security/never-written.test.ts` › "anything" |',
      '| `src/server/security/never-written-either.test.ts` proves it |',
    ].join('\n');
    const citations = citationsIn('doc.md', doc);
    expect(citations.map((c) => [c.file, c.name])).toEqual([
      ['scripts/tests-pin-the-clock.test.ts', 'no test, fixture or end-to-end helper reads the real clock'],
      ['scripts/tests-pin-the-clock.test.ts', 'a test renamed since'],
      ['scripts/tests-pin-the-clock.test.ts', 'a test removed since'],
      [
        'src/contract/text.test.ts',
        'text(): the length and NUL checks come first and stop everything after them',
      ],
      ['src/contract/text.test.ts', 'a NUL anywhere…later checks do not run'],
      ['src/contract/text.test.ts', 'a value within the limit goes on to the checks after it'],
      ['src/contract/text.test.ts', 'a value within the limit goes on'],
      ['src/server/security/never-written.test.ts', 'anything'],
      ['src/server/security/never-written-either.test.ts', null],
    ]);
    expect(missing(citations)).toEqual([
      'doc.md:1 `scripts/tests-pin-the-clock.test.ts` › "a test renamed since": no test of that name',
      'doc.md:1 `scripts/tests-pin-the-clock.test.ts` › "a test removed since": no test of that name',
      'doc.md:4 `src/contract/text.test.ts` › "a value within the limit goes on": no test of that name',
      'doc.md:5 `src/server/security/never-written.test.ts`: no such test file',
      'doc.md:6 `src/server/security/never-written-either.test.ts`: no such test file',
    ]);
  });
});
