import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
// @ts-expect-error: a plain .mjs script without type declarations
import { checkBoundaries } from './lint-boundaries.mjs';

// Each rule of scripts/lint-boundaries.mjs (docs/decisions/042-import-boundaries.md), proved on
// probe files placed at three depths and spelled both ways (relative, and as a `#area/…` subpath
// import), in a tree of their own that resolves with the project's own package.json "imports".

const ROOT = join(import.meta.dirname, '..');

/** Modules the probes import: each exports `x`. */
const TARGETS = [
  'src/contract/constants.ts',
  'src/domain/local-day.ts',
  'src/server/lib/clock.ts',
  'src/server/modules/streaks/streaks.queries.ts',
  'src/server/modules/streaks/streaks.service.ts',
  'src/client/lib/cn.ts',
  'src/client/components/ui/card.tsx',
  'src/client/app/route-table.ts',
  'src/client/features/journal/index.ts',
  'src/client/features/journal/api/entries.ts',
  'src/client/features/journal/pages/journal-page.tsx',
  'src/client/features/journal/mount.tsx',
];

/** A probe file, and the module it imports. */
const PROBES: Record<string, string> = {
  // contract imports only itself
  'src/contract/p1.ts': '#domain/local-day',
  'src/contract/reports/p2.ts': '../../server/lib/clock',
  'src/contract/reports/parts/p3.ts': '#client/lib/cn',
  // domain builds on contract only
  'src/domain/p1.ts': '../server/lib/clock',
  'src/domain/reports/p2.ts': '#client/lib/cn',
  'src/domain/reports/parts/p3.ts': '#server/modules/streaks/streaks.service',
  // the server and the client never import each other
  'src/server/p1.ts': '#client/lib/cn',
  'src/server/lib/p2.ts': '../../client/lib/cn',
  'src/client/lib/deep/p3.ts': '#server/lib/clock',
  // a feature reaches another only through its index.ts
  'src/client/features/home/p1.ts': '../journal/api/entries',
  'src/client/features/home/components/p2.tsx': '#client/features/journal/api/entries',
  'src/client/features/home/components/parts/p3.tsx': '#client/features/journal/pages/journal-page',
  // the shell is the top of the client
  'src/client/features/home/s1.ts': '#client/app/route-table',
  'src/client/features/home/components/s2.tsx': '../../../app/route-table',
  'src/client/features/home/components/parts/s3.tsx': '#client/app/route-table',
  // lib, components and sw sit below the features
  'src/client/lib/f1.ts': '#client/features/journal',
  'src/client/components/ui/f2.tsx': '#client/features/journal',
  'src/client/components/ui/parts/f3.tsx': '../../../features/journal/index',
  // a server module uses another module's service, never its queries
  'src/server/modules/journal/q1.ts': '#server/modules/streaks/streaks.queries',
  'src/server/modules/journal/parts/q2.ts': '../../streaks/streaks.queries',
  'src/server/jobs/deep/q3.ts': '#server/modules/streaks/streaks.queries',
  // an import that leaves its folder is spelled as a subpath import
  'src/client/lib/r1.ts': '../components/ui/card',
  'src/client/components/r2.ts': '../lib/cn',
  'src/server/plugins/deep/r3.ts': '../../lib/clock',
  // allowed
  'src/domain/reports/ok1.ts': '../local-day',
  'src/contract/reports/ok2.ts': '#contract/constants',
  'src/client/features/home/components/ok3.tsx': '#client/features/journal',
  'src/client/app/ok4.tsx': '#client/features/journal/pages/journal-page',
  'src/client/app/ok9.tsx': '#client/features/journal/mount',
  'src/client/app/layout/ok5.tsx': '#client/lib/cn',
  'src/server/modules/journal/ok6.ts': '#server/modules/streaks/streaks.service',
  'src/server/modules/journal/ok7.test.ts': '#server/modules/streaks/streaks.queries',
  'src/client/features/home/components/ok8.tsx': '../api/probe-own',
};

let folder = '';
let refused = new Map<string, string>();

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'lint-boundaries-'));
  const { imports } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  writeFileSync(join(folder, 'package.json'), JSON.stringify({ name: 'probe', type: 'module', imports }));
  const write = (path: string, text: string) => {
    mkdirSync(join(folder, dirname(path)), { recursive: true });
    writeFileSync(join(folder, path), text);
  };
  for (const path of [...TARGETS, 'src/client/features/home/api/probe-own.ts'])
    write(path, 'export const x = 1;\n');
  for (const [path, imported] of Object.entries(PROBES)) {
    // A type-only import is a dependency too.
    write(path, `import type { x } from '${imported}';\n\nexport type Y = typeof x;\n`);
  }
  refused = new Map(
    (checkBoundaries(folder) as string[]).map((line) => [line.slice(0, line.indexOf(':')), line] as const),
  );
});

afterAll(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
});

describe('each boundary refuses a forbidden import at three depths, however it is spelled', () => {
  test('contract imports only itself', () => {
    for (const probe of [
      'src/contract/p1.ts',
      'src/contract/reports/p2.ts',
      'src/contract/reports/parts/p3.ts',
    ]) {
      expect(refused.get(probe), probe).toContain('contract does not import');
    }
  });
  test('domain builds on contract, never on the server or the client', () => {
    for (const probe of ['src/domain/p1.ts', 'src/domain/reports/p2.ts', 'src/domain/reports/parts/p3.ts']) {
      expect(refused.get(probe), probe).toContain('domain does not import');
    }
  });
  test('the server and the client never import each other', () => {
    expect(refused.get('src/server/p1.ts')).toContain('server does not import client');
    expect(refused.get('src/server/lib/p2.ts')).toContain('server does not import client');
    expect(refused.get('src/client/lib/deep/p3.ts')).toContain('client does not import server');
  });
  test('a feature reaches another feature only through its index.ts', () => {
    for (const probe of Object.keys(PROBES).filter((path) =>
      /features\/home\/(.*\/)?p\d\.tsx?$/.test(path),
    )) {
      expect(refused.get(probe), probe).toContain('only through its index.ts');
    }
  });
  test('features never import the shell', () => {
    for (const probe of Object.keys(PROBES).filter((path) => /\/s\d\.tsx?$/.test(path))) {
      expect(refused.get(probe), probe).toContain('the shell (src/client/app) is the top of the client');
    }
  });
  test('lib and components never import a feature', () => {
    for (const probe of Object.keys(PROBES).filter((path) => /\/f\d\.tsx?$/.test(path))) {
      expect(refused.get(probe), probe).toMatch(/sit below the features/);
    }
  });
  test("a server module never imports another module's queries", () => {
    for (const probe of Object.keys(PROBES).filter((path) => /\/q\d\.ts$/.test(path))) {
      expect(refused.get(probe), probe).toContain('never its queries (streaks)');
    }
  });
  test('an import leaving its folder is spelled as a subpath import', () => {
    for (const probe of Object.keys(PROBES).filter((path) => /\/r\d\.ts$/.test(path))) {
      expect(refused.get(probe), probe).toContain('is spelled as a subpath import');
    }
  });
  test('imports within the rules pass', () => {
    const allowed = Object.keys(PROBES).filter((path) => /\/ok\d\.(test\.)?tsx?$/.test(path));
    expect(allowed.filter((probe) => refused.has(probe))).toEqual([]);
    const forbidden = Object.keys(PROBES).filter((probe) => !allowed.includes(probe));
    expect(forbidden.filter((probe) => !refused.has(probe))).toEqual([]);
  });
});

test('package.json "imports" and tsconfig.json "paths" name the same folders', () => {
  const { imports } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  const { compilerOptions } = JSON.parse(readFileSync(join(ROOT, 'tsconfig.json'), 'utf8'));
  const fromPaths = Object.fromEntries(
    Object.entries(compilerOptions.paths as Record<string, string[]>).map(([key, [target]]) => [key, target]),
  );
  expect(fromPaths).toEqual(imports);
});
