import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './e2e/chromium-path.mjs';

// E2E_PORT lets two runs on one machine (say, two checkouts) use different ports (it and E2E_PORT + 100).
const PORT = Number(process.env.E2E_PORT ?? 5055);
const BASE_URL = `http://127.0.0.1:${PORT}`;
/**
 * The specs that move the server clock get a server of their own, so they run beside the others
 * instead of after them (one at a time, as they share its clock).
 */
const CLOCK_PORT = Number(process.env.E2E_CLOCK_PORT ?? PORT + 100);
const CLOCK_BASE_URL = `http://127.0.0.1:${CLOCK_PORT}`;

// One fresh database per run. The config is also loaded by every worker; they inherit the directory
// through the environment, and only the process that made it removes it on exit.
for (const name of ['E2E_DATA_DIR', 'E2E_CLOCK_DATA_DIR']) {
  if (process.env[name]) continue;
  const dataDir = mkdtempSync(join(tmpdir(), 'daily-retro-e2e-'));
  process.env[name] = dataDir;
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}

/** The built app on the embedded database in its own folder, as `npm start` runs it. */
function appServer(port: number, dataDir: string | undefined) {
  return {
    command: 'node dist/server/main.js',
    url: `http://127.0.0.1:${port}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir ?? '',
      AUTH_RATE_LIMIT_PER_IP: '10000',
      LOG_LEVEL: 'warn',
      // Lets streak tests move the server to the next day (PUT /api/test-clock).
      TEST_CLOCK: 'true',
    },
  };
}

const chromium = findChromium();
const DESKTOP = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };
/** Specs named *.clock.spec.ts move the server clock. */
const MOVED_CLOCK_SPECS = /\.clock\.spec\.ts$/;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  // No retries, and no maxFailures: a failing test fails the run but never stops the others, and the
  // list reporter names every failure at the end.
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  // A journey of a dozen steps takes 10-15 s here on a usual day and 2.5 times that on a slow one
  // (docs/performance.md, 2026-11-28); a test that hangs still fails within a minute.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: BASE_URL,
    // Traces slow every test down by about a third; record them on demand with --trace on.
    trace: 'off',
    screenshot: 'only-on-failure',
    // page.route cannot see requests a service worker makes, and ours takes control a few seconds in:
    // tests run without it, except the ones about it (test.use({ serviceWorkers: 'allow' })).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromium?.path,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    {
      // Specs that move the server clock (PUT /api/test-clock) change "today" for every user of their
      // server: they have one of their own (CLOCK_PORT) and run on it one at a time, beside the others,
      // listed first so that their serial run starts at once rather than last.
      name: 'moved-clock',
      testMatch: MOVED_CLOCK_SPECS,
      workers: 1,
      use: { ...DESKTOP, baseURL: CLOCK_BASE_URL },
    },
    {
      name: 'chromium',
      testIgnore: MOVED_CLOCK_SPECS,
      use: DESKTOP,
    },
  ],
  webServer: [
    appServer(PORT, process.env.E2E_DATA_DIR),
    appServer(CLOCK_PORT, process.env.E2E_CLOCK_DATA_DIR),
  ],
});
