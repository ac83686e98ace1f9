import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { STORAGE_KEYS } from '#contract/constants';
import type { VersionInfo } from '#contract/system';
import { memoryStorage } from './memory-storage';
import { createUpdateNotices } from './update-notices';
import { checkForNewVersion, scheduleVersionChecks } from './version-check';
import { areCachesStale, cacheStaleness, isNewVersion, type StoredVersion } from './version-rules';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const BUILD = '2026-03-01T08:00:00.000Z';

function versionAt(buildTime: string, version = '1.0.0'): VersionInfo {
  return { version, buildTime, buildDate: buildTime.slice(0, 10), serverTime: new Date().toISOString() };
}

function plusMs(iso: string, ms: number): string {
  return new Date(Date.parse(iso) + ms).toISOString();
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-03-01T09:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('the version check runs every 30 minutes', () => {
  test('it is skipped while the last check is under 30 minutes old, tracked in local storage', async () => {
    const storage = memoryStorage({ [STORAGE_KEYS.appBuildTime]: BUILD });
    const fetchVersion = vi.fn(async () => versionAt(BUILD));
    const deps = { storage, now: () => Date.now(), fetchVersion };

    expect((await checkForNewVersion(deps)).status).toBe('current');
    expect(storage.getItem(STORAGE_KEYS.lastUpdateCheck)).toBe(String(Date.now()));
    expect(fetchVersion).toHaveBeenCalledWith(Date.now());

    vi.advanceTimersByTime(30 * MINUTE - 1);
    expect((await checkForNewVersion(deps)).status).toBe('skipped');
    vi.advanceTimersByTime(1);
    expect((await checkForNewVersion(deps)).status).toBe('current');
    expect(fetchVersion).toHaveBeenCalledTimes(2);
  });

  test('scheduled checks run now and then every 30 minutes', () => {
    const check = vi.fn();
    const stop = scheduleVersionChecks(check, {
      set: (callback, ms) => setInterval(callback, ms),
      clear: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
    });
    expect(check).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(30 * MINUTE - 1);
    expect(check).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(check).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(30 * MINUTE);
    expect(check).toHaveBeenCalledTimes(3);
    stop();
    vi.advanceTimersByTime(2 * HOUR);
    expect(check).toHaveBeenCalledTimes(3);
  });

  test('a failed check is only logged', async () => {
    const storage = memoryStorage({ [STORAGE_KEYS.appBuildTime]: BUILD });
    const log = vi.fn();
    const result = await checkForNewVersion({
      storage,
      now: () => Date.now(),
      fetchVersion: async () => {
        throw new TypeError('Failed to fetch');
      },
      log,
    });
    expect(result.status).toBe('failed');
    expect(log).toHaveBeenCalledTimes(1);
    expect(storage.getItem(STORAGE_KEYS.updateAvailable)).toBeNull();
  });
});

describe('a new version is a server build more than 2 hours newer', () => {
  test('exactly 2 hours newer is not new; a millisecond more is', () => {
    expect(isNewVersion(BUILD, plusMs(BUILD, 2 * HOUR))).toBe(false);
    expect(isNewVersion(BUILD, plusMs(BUILD, 2 * HOUR + 1))).toBe(true);
    expect(isNewVersion(BUILD, plusMs(BUILD, -3 * HOUR))).toBe(false);
    expect(isNewVersion(null, BUILD)).toBe(false);
  });

  test('a new version stores updateAvailable and updateVersion', async () => {
    const storage = memoryStorage({ [STORAGE_KEYS.appBuildTime]: BUILD });
    const result = await checkForNewVersion({
      storage,
      now: () => Date.now(),
      fetchVersion: async () => versionAt(plusMs(BUILD, 3 * HOUR), '1.1.0'),
    });
    expect(result.status).toBe('new-version');
    expect(storage.getItem(STORAGE_KEYS.updateAvailable)).toBe('true');
    expect(storage.getItem(STORAGE_KEYS.updateVersion)).toBe('1.1.0');
  });
});

describe('caches are stale', () => {
  const running = { version: '1.0.0', buildTime: BUILD };
  const storedNow = (): StoredVersion => ({ version: '1.0.0', buildTime: BUILD, lastUpdateTime: Date.now() });

  test('never on a first run', () => {
    expect(
      cacheStaleness({ version: null, buildTime: null, lastUpdateTime: null }, running, Date.now()),
    ).toBe('first-run');
  });

  test('when the stored version differs', () => {
    expect(cacheStaleness({ ...storedNow(), version: '0.9.0' }, running, Date.now())).toBe('version-changed');
  });

  test('when the build time differs by more than 5 minutes', () => {
    expect(
      areCachesStale({ ...storedNow(), buildTime: plusMs(BUILD, 5 * MINUTE) }, running, Date.now()),
    ).toBe(false);
    expect(
      cacheStaleness({ ...storedNow(), buildTime: plusMs(BUILD, -(5 * MINUTE + 1)) }, running, Date.now()),
    ).toBe('build-time-changed');
  });

  test('when the last update was over 1 hour ago', () => {
    const stored = storedNow();
    vi.advanceTimersByTime(HOUR);
    expect(areCachesStale(stored, running, Date.now())).toBe(false);
    vi.advanceTimersByTime(1);
    expect(cacheStaleness(stored, running, Date.now())).toBe('update-overdue');
  });
});

describe('update notices show at most once per 6 hours', () => {
  test('a second notice within 6 hours is dropped, tracked in lastUpdateNotification', () => {
    const storage = memoryStorage();
    const show = vi.fn();
    const notices = createUpdateNotices({ storage, now: () => Date.now(), show });

    expect(notices.announceAvailable('1.1.0')).toBe(true);
    expect(show).toHaveBeenLastCalledWith({
      title: 'Update Available',
      description: 'New version (1.1.0) is available. Refresh when convenient.',
      duration: 5000,
    });
    expect(storage.getItem(STORAGE_KEYS.lastUpdateNotification)).toBe(String(Date.now()));

    vi.advanceTimersByTime(6 * HOUR - 1);
    expect(notices.announceUpdated('1.1.0')).toBe(false);
    expect(notices.announceAvailable('1.1.0')).toBe(false);
    vi.advanceTimersByTime(1);
    expect(notices.announceUpdated('1.1.0')).toBe(true);
    expect(show).toHaveBeenCalledTimes(2);
    expect(show.mock.calls[1]?.[0]).toMatchObject({ title: 'App Updated', duration: 5000 });
  });
});
