import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';

// The layers below the server and the client (biome.json's overrides): `contract` imports only
// itself and libraries, and `domain` builds on `contract`, never on the server or the client. The
// rules match an import by the folder it names, so they hold at any depth; this lints files placed
// at three depths of each layer, with the project's own biome.json, in a folder of their own.

const ROOT = join(import.meta.dirname, '..');
const BIOME = join(ROOT, 'node_modules', '.bin', 'biome');

/** Where a probe file goes, relative to the project, and the module it imports. */
const PROBES: Record<string, string> = {
  'src/contract/probe.ts': '../domain/local-day',
  'src/contract/reports/probe.ts': '../../server/lib/clock',
  'src/contract/reports/parts/probe.ts': '../../../client/lib/cn',
  'src/domain/probe.ts': '../server/lib/clock',
  'src/domain/reports/probe.ts': '../../client/lib/cn',
  'src/domain/reports/parts/probe.ts': '../../../server/modules/streaks/streaks.queries',
  'src/domain/reports/allowed.ts': '../../contract/constants',
  'src/contract/reports/allowed.ts': '../constants',
};

let folder = '';
let refused: string[] = [];

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'layer-imports-'));
  copyFileSync(join(ROOT, 'biome.json'), join(folder, 'biome.json'));
  for (const [path, imported] of Object.entries(PROBES)) {
    mkdirSync(join(folder, dirname(path)), { recursive: true });
    writeFileSync(join(folder, path), `import { x } from '${imported}';\n\nexport const y = x;\n`);
  }
  // The GitHub reporter prints one line per diagnostic: "::error title=<rule>,file=<path>,…::<message>".
  let report = '';
  try {
    report = execFileSync(BIOME, ['lint', '--reporter=github', '.'], { cwd: folder, encoding: 'utf8' });
  } catch (error) {
    report = String((error as { stdout?: string }).stdout ?? '');
  }
  refused = [...report.matchAll(/title=lint\/style\/noRestrictedImports,file=([^,]+),/g)].map((match) =>
    relative(folder, match[1] ?? ''),
  );
});

afterAll(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
});

test('contract importing the domain, the server or the client fails the lint at every depth', () => {
  expect(refused).toEqual(
    expect.arrayContaining([
      'src/contract/probe.ts',
      'src/contract/reports/probe.ts',
      'src/contract/reports/parts/probe.ts',
    ]),
  );
});

test('domain importing the server or the client fails the lint at every depth', () => {
  expect(refused).toEqual(
    expect.arrayContaining([
      'src/domain/probe.ts',
      'src/domain/reports/probe.ts',
      'src/domain/reports/parts/probe.ts',
    ]),
  );
});

test('domain importing contract, and contract importing itself, pass', () => {
  expect(refused).not.toContain('src/domain/reports/allowed.ts');
  expect(refused).not.toContain('src/contract/reports/allowed.ts');
  expect(refused).toHaveLength(6);
});
