import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_MODULES, SIGNED_IN_MODULES } from './first-screen';

const root = join(import.meta.dirname, '..', '..');
const source = (path: string) => readFileSync(join(root, path), 'utf8');

/** The files a module imports lazily (import('…'), relative or `#client/…`), as paths from the repository root. */
function lazyImportsOf(path: string): string[] {
  const folder = path.slice(0, path.lastIndexOf('/'));
  return [...source(path).matchAll(/import\('([.#][^']+)'\)/g)].map(([, specifier = '']) => {
    const start = specifier.startsWith('#') ? `src/${specifier.slice(1)}` : `${folder}/${specifier}`;
    const resolved: string[] = [];
    for (const part of start.split('/')) {
      if (part === '..') resolved.pop();
      else if (part !== '.') resolved.push(part);
    }
    const file = resolved.join('/');
    return existsSync(join(root, `${file}.tsx`)) ? `${file}.tsx` : `${file}.ts`;
  });
}

describe('the first screen names the code the app really loads', () => {
  it('names, for every page, a module the routes import lazily, and every page module the routes import', () => {
    const routed = new Set(lazyImportsOf('src/client/app/routes.tsx'));
    expect(new Set(Object.values(PAGE_MODULES))).toEqual(routed);
  });

  it('names layout parts that exist and that the layout imports lazily', () => {
    const lazyInLayout = new Set([
      ...lazyImportsOf('src/client/app/layout/app-layout.tsx'),
      ...lazyImportsOf('src/client/app/announcement/feature-announcement.tsx'),
    ]);
    for (const { module } of SIGNED_IN_MODULES) {
      expect(existsSync(join(root, module)), module).toBe(true);
      expect(lazyInLayout.has(module), module).toBe(true);
    }
  });
});
