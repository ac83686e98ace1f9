// The periodic version check (SPEC sections 4 and 9): at most every 30 minutes, tracked in local storage;
// a server build more than 2 hours newer than the stored one flags an update. Failures are only logged.
import { STORAGE_KEYS, VERSION_CHECK_INTERVAL_MS } from '#contract/constants';
import type { VersionInfo } from '#contract/system';
import type { KeyValueStorage } from '../storage-reset';
import { isCheckDue, isNewVersion } from './version-rules';
import { markUpdateAvailable, readTime, writeTime } from './version-storage';

export type VersionCheckResult =
  | { status: 'skipped' }
  | { status: 'current'; info: VersionInfo }
  | { status: 'new-version'; info: VersionInfo }
  | { status: 'failed'; error: unknown };

export interface VersionCheckDeps {
  storage: KeyValueStorage;
  now: () => number;
  /** GET /api/version?nocache={timestamp} */
  fetchVersion: (nocache: number) => Promise<VersionInfo>;
  log?: (message: string, error: unknown) => void;
}

export async function checkForNewVersion(
  deps: VersionCheckDeps,
  { force = false }: { force?: boolean } = {},
): Promise<VersionCheckResult> {
  const now = deps.now();
  const lastCheck = readTime(deps.storage, STORAGE_KEYS.lastUpdateCheck);
  if (!force && !isCheckDue(lastCheck, now, VERSION_CHECK_INTERVAL_MS)) return { status: 'skipped' };
  writeTime(deps.storage, STORAGE_KEYS.lastUpdateCheck, now);
  let info: VersionInfo;
  try {
    info = await deps.fetchVersion(now);
  } catch (error) {
    (deps.log ?? console.warn)('Version check failed', error);
    return { status: 'failed', error };
  }
  if (isNewVersion(deps.storage.getItem(STORAGE_KEYS.appBuildTime), info.buildTime)) {
    markUpdateAvailable(deps.storage, info.version);
    return { status: 'new-version', info };
  }
  return { status: 'current', info };
}

export interface Interval {
  set: (callback: () => void, ms: number) => unknown;
  clear: (handle: unknown) => void;
}

/** Runs `check` now and then every 30 minutes; `check` itself skips when the last one is too recent. */
export function scheduleVersionChecks(
  check: () => void,
  timers: Interval,
  intervalMs: number = VERSION_CHECK_INTERVAL_MS,
): () => void {
  check();
  const handle = timers.set(check, intervalMs);
  return () => timers.clear(handle);
}
