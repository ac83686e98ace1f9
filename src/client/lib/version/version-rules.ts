// The time rules of versions and caches (SPEC sections 4 and 9), pure: the time comes in as an argument.
import {
  BUILD_TIME_STALENESS_MS,
  LAST_UPDATE_STALENESS_MS,
  NEW_VERSION_THRESHOLD_MS,
  UPDATE_NOTICE_THROTTLE_MS,
  VERSION_CHECK_INTERVAL_MS,
} from '#contract/constants';

/** Milliseconds since the epoch from a stored number or ISO date, or null when missing or unreadable. */
export function parseTime(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const asNumber = Number(value);
  if (Number.isFinite(asNumber)) return asNumber;
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? null : parsed;
}

/** Whether a periodic check is due: never done, or done at least `intervalMs` ago. */
export function isCheckDue(
  lastCheck: number | null,
  now: number,
  intervalMs: number = VERSION_CHECK_INTERVAL_MS,
): boolean {
  return lastCheck === null || now - lastCheck >= intervalMs;
}

/** A server build more than 2 hours newer than the stored build is a new version. */
export function isNewVersion(storedBuildTime: string | null, serverBuildTime: string): boolean {
  const stored = parseTime(storedBuildTime);
  const server = parseTime(serverBuildTime);
  if (stored === null || server === null) return false;
  return server - stored > NEW_VERSION_THRESHOLD_MS;
}

export interface StoredVersion {
  version: string | null;
  buildTime: string | null;
  lastUpdateTime: number | null;
}

export interface RunningVersion {
  version: string;
  buildTime: string;
}

export type Staleness = 'fresh' | 'first-run' | 'version-changed' | 'build-time-changed' | 'update-overdue';

/**
 * Caches are stale when the stored version differs, the build time differs by more than 5 minutes,
 * or the last update was over 1 hour ago. Nothing stored yet is a first run, not stale.
 */
export function cacheStaleness(stored: StoredVersion, running: RunningVersion, now: number): Staleness {
  if (stored.version === null && stored.buildTime === null && stored.lastUpdateTime === null) {
    return 'first-run';
  }
  if (stored.version !== null && stored.version !== running.version) return 'version-changed';
  const storedBuild = parseTime(stored.buildTime);
  const runningBuild = parseTime(running.buildTime);
  if (
    storedBuild !== null &&
    runningBuild !== null &&
    Math.abs(runningBuild - storedBuild) > BUILD_TIME_STALENESS_MS
  ) {
    return 'build-time-changed';
  }
  if (stored.lastUpdateTime === null || now - stored.lastUpdateTime > LAST_UPDATE_STALENESS_MS) {
    return 'update-overdue';
  }
  return 'fresh';
}

export function areCachesStale(stored: StoredVersion, running: RunningVersion, now: number): boolean {
  const staleness = cacheStaleness(stored, running, now);
  return staleness !== 'fresh' && staleness !== 'first-run';
}

/** Update notices show at most once per 6 hours. */
export function isNoticeAllowed(lastNotice: number | null, now: number): boolean {
  return lastNotice === null || now - lastNotice >= UPDATE_NOTICE_THROTTLE_MS;
}
