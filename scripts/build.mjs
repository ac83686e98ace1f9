// Builds the client (Vite) and the server (esbuild) into dist/. With --if-needed, does nothing
// when dist/ was built from exactly the current sources.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fingerprintBuildInputs, root } from './build-inputs.mjs';

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
rmSync(join(root, 'dist'), { recursive: true, force: true });

execFileSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, BUILD_TIME: buildTime },
});

const esbuild = await import('esbuild');
await esbuild.build({
  entryPoints: {
    main: join(root, 'src/server/main.ts'),
    admin: join(root, 'src/server/cli/admin.ts'),
  },
  outdir: join(root, 'dist/server'),
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
cpSync(join(root, 'src/server/db/migrations'), join(root, 'dist/server/migrations'), { recursive: true });

mkdirSync(join(root, 'dist'), { recursive: true });
writeFileSync(stampFile, fingerprint);
console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
