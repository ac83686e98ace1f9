// The server's sources, bundled for a benchmark run beside node_modules (so packages resolve) with the
// migrations next to the bundle, as the build does for dist/server. One cache folder per benchmark.
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from '../build-inputs.mjs';

const EXPORTS = {
  buildApp: './src/server/app.ts',
  openDatabase: './src/server/db/client.ts',
  syncFileToDisk: './src/server/db/durable-node-fs.ts',
};

/** Imports the named server functions (keys of EXPORTS) from a fresh bundle in node_modules/.cache/<name>. */
export async function loadServer(name, names = ['buildApp', 'openDatabase']) {
  const esbuild = await import('esbuild');
  const outdir = join(root, 'node_modules', '.cache', name);
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });
  await esbuild.build({
    stdin: {
      contents: names.map((exported) => `export { ${exported} } from '${EXPORTS[exported]}';`).join(' '),
      resolveDir: root,
      loader: 'ts',
    },
    outfile: join(outdir, 'server.mjs'),
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    packages: 'external',
    logLevel: 'warning',
  });
  cpSync(join(root, 'src/server/db/migrations'), join(outdir, 'migrations'), { recursive: true });
  return import(pathToFileURL(join(outdir, 'server.mjs')).href);
}
