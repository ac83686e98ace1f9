import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** Once per process: every database opened after the first (tests open many) reuses the module. */
let compiling: Promise<WebAssembly.Module | undefined> | null = null;

/**
 * Starts compiling PGlite's WebAssembly (PostgreSQL, 9 MB) on V8's background threads at once, so
 * the compile overlaps a first start's unpack and the loading of the app's code instead of following
 * them (docs/decisions/023-a-quicker-embedded-start.md). PGlite compiles the same file itself when
 * given nothing, so a failure here only costs that overlap.
 */
export function compilePgliteWasm(): Promise<WebAssembly.Module | undefined> {
  if (!compiling) {
    const packageEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
    compiling = readFile(join(dirname(packageEntry), 'pglite.wasm'))
      .then((bytes) => WebAssembly.compile(bytes))
      .catch(() => undefined);
  }
  return compiling;
}
