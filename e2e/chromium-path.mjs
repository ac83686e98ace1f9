// Finds a Chromium for the end-to-end tests: the one Playwright manages when it is installed,
// else the system one. Shared by playwright.config.ts, scripts/ensure-chromium.mjs and scripts/screenshots.mjs.
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

export const SYSTEM_CHROMIUM_PATH = '/usr/bin/chromium';

/** Flags for a quiet, headless Chromium in a container: no sandbox, no GPU, no background traffic. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** @returns {{ path: string, source: 'playwright' | 'system' } | null} */
export function findChromium() {
  let managed = '';
  try {
    managed = chromium.executablePath();
  } catch {
    managed = '';
  }
  if (managed && existsSync(managed)) return { path: managed, source: 'playwright' };
  if (existsSync(SYSTEM_CHROMIUM_PATH)) return { path: SYSTEM_CHROMIUM_PATH, source: 'system' };
  return null;
}
