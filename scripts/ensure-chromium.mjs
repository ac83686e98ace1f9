// Makes sure a Chromium exists for the end-to-end tests, and says which one is used.
// Order: the Chromium Playwright manages, then /usr/bin/chromium, then (as root, with apt-get) install it.
import { execFileSync } from 'node:child_process';
import { findChromium } from '../e2e/chromium-path.mjs';
import { hasCommand } from './has-command.mjs';

function nameOf(found) {
  return `${found.source === 'playwright' ? "Playwright's Chromium" : 'the system Chromium'} at ${found.path}`;
}

let found = findChromium();
if (found) {
  console.log(`End-to-end tests use ${nameOf(found)}.`);
  process.exit(0);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (isRoot && hasCommand('apt-get')) {
  console.log('No Chromium found; installing the Debian package with apt-get…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', 'chromium'], { stdio: 'inherit', env });
  found = findChromium();
  if (found) {
    console.log(`End-to-end tests use ${nameOf(found)}.`);
    process.exit(0);
  }
}

const command = hasCommand('apt-get')
  ? 'sudo apt-get install -y chromium'
  : 'npx playwright install chromium';
console.error('No Chromium found for the end-to-end tests. Install one with:');
console.error(`  ${command}`);
process.exit(1);
