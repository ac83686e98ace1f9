import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { expect, test } from 'vitest';

// A server module uses another module's service, never its queries: the queries are how a module
// keeps its tables, and a second module writing through them would bypass the rules its service
// keeps (locks, follow-ups, what counts as found). Checked on resolved paths, so no spelling and no
// depth of a relative import gets past it. The modules, the jobs and the command line are held to it;
// the session plugin is the sessions module's request side and reads its queries by design.

const ROOT = resolve(import.meta.dirname, '..');
const SERVER = join(ROOT, 'src', 'server');
const HELD = ['modules', 'jobs', 'cli'].map((folder) => join(SERVER, folder));

/** The module a path belongs to (`journal` for src/server/modules/journal/…), or null outside them. */
function moduleOf(path: string): string | null {
  const inside = relative(join(SERVER, 'modules'), path);
  return inside.startsWith('..') ? null : (inside.split(sep)[0] ?? null);
}

/** The imports of `source` (a file at `path`) that reach into another module's queries. */
function foreignQueryImports(path: string, source: string): string[] {
  const own = moduleOf(path);
  return [...source.matchAll(/\bfrom\s+'(\.{1,2}\/[^']+)'/g)].flatMap(([, specifier = '']) => {
    const target = resolve(dirname(path), specifier);
    const targetModule = moduleOf(target);
    return targetModule !== null && targetModule !== own && /\.queries$/.test(target) ? [specifier] : [];
  });
}

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    // Tests and their fixtures may set up rows through any module's queries.
    return /\.tsx?$/.test(entry.name) && !/\.(test|fixtures)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

test('no server module, job or command reaches into another module’s queries', () => {
  const found = HELD.flatMap(sourceFiles).flatMap((path) =>
    foreignQueryImports(path, readFileSync(path, 'utf8')).map(
      (specifier) => `${relative(ROOT, path)}: ${specifier}`,
    ),
  );
  expect(found).toEqual([]);
});

test('the rule catches another module’s queries at any depth, and lets a module use its own', () => {
  const at = (...parts: string[]) => join(SERVER, ...parts);
  const forbidden = "import { subscriptionsOf } from '../push/push.queries';";
  expect(foreignQueryImports(at('modules', 'reminders', 'sending.ts'), forbidden)).toHaveLength(1);
  expect(
    foreignQueryImports(
      at('modules', 'reminders', 'retries', 'retry.ts'),
      "import { subscriptionsOf } from '../../push/push.queries';",
    ),
  ).toHaveLength(1);
  expect(
    foreignQueryImports(
      at('jobs', 'sweeps', 'deep', 'sweep.ts'),
      "import { x } from '../../../modules/push/nested/push.queries';",
    ),
  ).toHaveLength(1);
  expect(
    foreignQueryImports(
      at('modules', 'reminders', 'retries', 'retry.ts'),
      "import { due } from '../reminders.queries';\nimport { devicesOf } from '../../push/push.service';",
    ),
  ).toEqual([]);
});
