// The version facts kept in local storage (SPEC section 3), over an injected storage.
import { STORAGE_KEYS } from '#contract/constants';
import type { KeyValueStorage } from '../storage-reset';
import { parseTime, type RunningVersion, type StoredVersion } from './version-rules';

export function readStoredVersion(storage: KeyValueStorage): StoredVersion {
  return {
    version: storage.getItem(STORAGE_KEYS.appVersion),
    buildTime: storage.getItem(STORAGE_KEYS.appBuildTime),
    lastUpdateTime: parseTime(storage.getItem(STORAGE_KEYS.lastUpdateTime)),
  };
}

/** Records the running version as the stored one, updated now. */
export function recordRunningVersion(storage: KeyValueStorage, running: RunningVersion, now: number): void {
  storage.setItem(STORAGE_KEYS.appVersion, running.version);
  storage.setItem(STORAGE_KEYS.appBuildTime, running.buildTime);
  storage.setItem(STORAGE_KEYS.lastUpdateTime, String(now));
}

export function readTime(storage: KeyValueStorage, key: string): number | null {
  return parseTime(storage.getItem(key));
}

export function writeTime(storage: KeyValueStorage, key: string, now: number): void {
  storage.setItem(key, String(now));
}

export function markUpdateAvailable(storage: KeyValueStorage, version: string): void {
  storage.setItem(STORAGE_KEYS.updateAvailable, 'true');
  storage.setItem(STORAGE_KEYS.updateVersion, version);
}
