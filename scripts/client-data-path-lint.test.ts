import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';

// The client reads and writes data one way (decision record 032): only an api/ file (or src/client/lib)
// may use TanStack Query's hooks, the api client's `api` or fetch. These run the project's Biome
// configuration on files placed where a page, a component or an api/ file would be, in a copy of the
// tree, and read which rules fail.

const ROOT = join(import.meta.dirname, '..');
const BIOME = join(ROOT, 'node_modules', '.bin', 'biome');

const QUERY_IN_A_HOOK = `import { useQuery } from '@tanstack/react-query';
export const useThing = () => useQuery({ queryKey: ['/api/thing'] });
`;
const FETCH_IN_A_FUNCTION = `export const readThing = () => fetch('/api/thing');
`;
const MUTATION = `import { useMutation } from '@tanstack/react-query';
export const useSave = () => useMutation({ mutationFn: async () => 1 });
`;
const API_CLIENT = `import { api, errorMessage } from '../../../lib/api-client';
export const save = () => api.post('/api/thing').catch(errorMessage);
`;
const MESSAGE_ONLY = `import { errorMessage } from '../../../lib/api-client';
export const say = (error: unknown) => errorMessage(error);
`;
const FIXTURES: Record<string, string> = {
  'src/client/features/home/pages/query-page.tsx': QUERY_IN_A_HOOK,
  'src/client/features/home/components/fetch-card.tsx': FETCH_IN_A_FUNCTION,
  'src/client/app/layout/mutation-bar.tsx': MUTATION,
  'src/client/features/home/components/api-card.tsx': API_CLIENT,
  'src/client/features/home/components/message-card.tsx': MESSAGE_ONLY,
  'src/client/features/home/api/thing.ts': QUERY_IN_A_HOOK + FETCH_IN_A_FUNCTION.replace('readThing', 'read'),
  'src/client/features/home/api/save.ts': MUTATION + API_CLIENT,
  'src/client/lib/thing-client.ts': QUERY_IN_A_HOOK + FETCH_IN_A_FUNCTION.replace('readThing', 'read'),
};

let tree: string;
let failures: Map<string, string[]>;

interface Diagnostic {
  category: string;
  location: { path: string };
}

beforeAll(() => {
  tree = mkdtempSync(join(tmpdir(), 'daily-retro-lint-'));
  copyFileSync(join(ROOT, 'biome.json'), join(tree, 'biome.json'));
  for (const [path, source] of Object.entries(FIXTURES)) {
    mkdirSync(dirname(join(tree, path)), { recursive: true });
    writeFileSync(join(tree, path), source);
  }
  const run = spawnSync(BIOME, ['lint', '--reporter=json', '--max-diagnostics=none', 'src'], {
    cwd: tree,
    encoding: 'utf8',
  });
  const { diagnostics } = JSON.parse(run.stdout) as { diagnostics: Diagnostic[] };
  failures = new Map();
  for (const { category, location } of diagnostics) {
    failures.set(location.path, [...(failures.get(location.path) ?? []), category]);
  }
});

afterAll(() => rmSync(tree, { recursive: true, force: true }));

const failuresOf = (path: string) => failures.get(path) ?? [];

test('a useQuery in a page fails the lint', () => {
  expect(failuresOf('src/client/features/home/pages/query-page.tsx')).toEqual([
    'lint/style/noRestrictedImports',
  ]);
});

test('a fetch in a component fails the lint', () => {
  expect(failuresOf('src/client/features/home/components/fetch-card.tsx')).toEqual([
    'lint/style/noRestrictedGlobals',
  ]);
});

test("a useMutation in the app's shell fails the lint", () => {
  expect(failuresOf('src/client/app/layout/mutation-bar.tsx')).toEqual(['lint/style/noRestrictedImports']);
});

test("a component calling the api client fails; one showing an error's message passes", () => {
  expect(failuresOf('src/client/features/home/components/api-card.tsx')).toEqual([
    'lint/style/noRestrictedImports',
  ]);
  expect(failuresOf('src/client/features/home/components/message-card.tsx')).toEqual([]);
});

test('an api/ file and src/client/lib may read and write', () => {
  expect(failuresOf('src/client/features/home/api/thing.ts')).toEqual([]);
  expect(failuresOf('src/client/features/home/api/save.ts')).toEqual([]);
  expect(failuresOf('src/client/lib/thing-client.ts')).toEqual([]);
});
