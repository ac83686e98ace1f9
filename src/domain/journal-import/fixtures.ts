import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The fixtures folder (README.md there cites each format), read by the tests. */
export const FIXTURES = join(import.meta.dirname, 'fixtures');
export const fixture = (path: string) => readFileSync(join(FIXTURES, path), 'utf8');

/** Every file under a fixtures folder, as paths relative to it with their contents. */
export function fixtureFiles(folder: string): { path: string; content: Buffer }[] {
  const root = join(FIXTURES, folder);
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
  return walk(root)
    .sort()
    .map((path) => ({ path: relative(root, path), content: readFileSync(path) }));
}
