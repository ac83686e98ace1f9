// Which files a build depends on, and a fingerprint of them, so `npm start` rebuilds only when one changed.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

export const root = new URL('..', import.meta.url).pathname.replace(/\/$/, '');
const INPUTS = [
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  'package.json',
  'package-lock.json',
  'scripts/build.mjs',
  'scripts/compress-client.mjs',
  'scripts/make-pglite-snapshot.mjs',
  'scripts/prerender-shells.mjs',
];
const SKIPPED = /\.test\.tsx?$/;

function listFiles(path) {
  let stat;
  try {
    stat = statSync(path);
  } catch {
    return [];
  }
  if (!stat.isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => listFiles(join(path, name)));
}

export function fingerprintBuildInputs() {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    for (const file of listFiles(join(root, input))) {
      if (SKIPPED.test(file)) continue;
      hash.update(relative(root, file));
      hash.update('\0');
      hash.update(readFileSync(file));
      hash.update('\0');
    }
  }
  return hash.digest('hex');
}

/** Runs the build unless dist/ was built from exactly the current sources. */
export async function ensureBuilt() {
  const { execFileSync } = await import('node:child_process');
  let stamp = null;
  try {
    stamp = readFileSync(join(root, 'dist', '.build-stamp'), 'utf8');
  } catch {
    // never built
  }
  if (stamp !== fingerprintBuildInputs()) {
    execFileSync(process.execPath, [join(root, 'scripts/build.mjs')], { stdio: 'inherit' });
  }
}
