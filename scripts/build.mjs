// Builds the client (Vite) and the server (esbuild) into dist/. With --if-needed, does nothing
// when dist/ was built from exactly the current sources. The build is made beside dist/ and swapped
// in at the end, so a server or test run reading dist/ never sees a half-written build.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fingerprintBuildInputs, root } from './build-inputs.mjs';
import { compressClient } from './compress-client.mjs';
import { makePgliteSnapshot } from './make-pglite-snapshot.mjs';
import { prerenderShells } from './prerender-shells.mjs';

const stampFile = join(root, 'dist', '.build-stamp');
const fingerprint = fingerprintBuildInputs();

if (
  process.argv.includes('--if-needed') &&
  existsSync(stampFile) &&
  readFileSync(stampFile, 'utf8') === fingerprint
) {
  process.exit(0);
}

const buildTime = new Date().toISOString();
const started = Date.now();
console.log('Building Daily Retro…');
const next = join(root, `dist-next-${process.pid}`);
rmSync(next, { recursive: true, force: true });

execFileSync(
  process.execPath,
  [
    join(root, 'node_modules/vite/bin/vite.js'),
    'build',
    '--logLevel',
    'warn',
    '--outDir',
    join(next, 'client'),
  ],
  { cwd: root, stdio: 'inherit', env: { ...process.env, BUILD_TIME: buildTime } },
);

const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
await prerenderShells(join(next, 'client'), { buildTime, version });
compressClient(join(next, 'client'));

const esbuild = await import('esbuild');
await esbuild.build({
  entryPoints: {
    main: join(root, 'src/server/main.ts'),
    admin: join(root, 'src/server/cli/admin.ts'),
  },
  outdir: join(next, 'server'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  // Bundling the dependencies saves resolving and reading hundreds of small modules at every start.
  // PGlite (WebAssembly files beside its code), argon2 (a native addon) and pg stay as packages.
  external: ['@electric-sql/pglite', '@node-rs/argon2', 'pg', 'pg-native'],
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  sourcemap: true,
  logLevel: 'warning',
  define: { __BUILD_TIME__: JSON.stringify(buildTime) },
});
cpSync(join(root, 'src/server/db/migrations'), join(next, 'server/migrations'), { recursive: true });
// A new embedded database starts from this instead of running initdb (most of a first start).
await makePgliteSnapshot(join(next, 'server/migrations'), join(next, 'server/pglite-snapshot.tar.gz'));
writeFileSync(join(next, '.build-stamp'), fingerprint);

const previous = join(root, `dist-old-${process.pid}`);
if (existsSync(join(root, 'dist'))) renameSync(join(root, 'dist'), previous);
renameSync(next, join(root, 'dist'));
rmSync(previous, { recursive: true, force: true });
console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
