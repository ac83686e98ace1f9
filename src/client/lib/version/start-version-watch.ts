// Started once, lazily, after the first render (see main.tsx): records the running version, clears
// stale caches, announces updates, restores a scroll position saved before a reload, checks the version
// every 30 minutes and registers the service worker, which is checked every 2 hours.
import { STORAGE_KEYS, SW_VERSION_CHECK_INTERVAL_MS, VERSION_CHECK_INTERVAL_MS } from '#contract/constants';
import type { VersionInfo } from '#contract/system';
import { api } from '../api-client';
import { browserStorage, type KeyValueStorage } from '../storage-reset';
import { toast } from '../toast-store';
import { clearAppCaches } from './clear-app-caches';
import { memoryStorage } from './memory-storage';
import { RUNNING_VERSION } from './running-version';
import {
  peekScrollPosition,
  restoreScrollPosition,
  SCROLL_POSITION_KEY,
  saveScrollPosition,
} from './scroll-restore';
import { registerServiceWorker, type ServiceWorkerClient } from './service-worker-client';
import { createUpdateNotices, type UpdateNotices } from './update-notices';
import { checkForNewVersion } from './version-check';
import { cacheStaleness, isCheckDue, isNewVersion } from './version-rules';
import {
  markUpdateAvailable,
  readStoredVersion,
  readTime,
  recordRunningVersion,
  writeTime,
} from './version-storage';

const now = () => Date.now();
let started = false;

/** Staleness on start: clear what the rule clears, record the running version, say if it is new. */
async function settleStoredVersion(storage: KeyValueStorage, notices: UpdateNotices): Promise<void> {
  const staleness = cacheStaleness(readStoredVersion(storage), RUNNING_VERSION, now());
  if (staleness === 'fresh') return;
  if (staleness !== 'first-run') {
    const cleared = await clearAppCaches({ storage, caches: globalThis.caches });
    console.info(`Caches were stale (${staleness}); cleared`, cleared);
  }
  recordRunningVersion(storage, RUNNING_VERSION, now());
  if (staleness === 'version-changed' || staleness === 'build-time-changed') {
    notices.announceUpdated(RUNNING_VERSION.version);
  }
}

/** After a reload, once the page is tall enough again, scroll back to where it was. */
function restoreScrollAfterReload(): void {
  const session = browserStorage('sessionStorage');
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (navigation?.type !== 'reload') {
    session?.removeItem(SCROLL_POSITION_KEY);
    return;
  }
  const saved = peekScrollPosition(session, window.location.pathname);
  let tries = 0;
  const attempt = () => {
    const tallEnough =
      saved === null || document.documentElement.scrollHeight - window.innerHeight >= saved.y || tries >= 20;
    if (tallEnough) restoreScrollPosition(session, window);
    else {
      tries += 1;
      setTimeout(attempt, 100);
    }
  };
  attempt();
}

function announceAvailable(storage: KeyValueStorage, notices: UpdateNotices, version: string): void {
  markUpdateAvailable(storage, version);
  notices.announceAvailable(version);
}

export function startVersionWatch(): void {
  if (started) return;
  started = true;
  const storage = browserStorage('localStorage') ?? memoryStorage();
  const notices = createUpdateNotices({ storage, now, show: (notice) => toast(notice) });
  let worker: ServiceWorkerClient | undefined;

  restoreScrollAfterReload();
  window.addEventListener('pagehide', () => saveScrollPosition(browserStorage('sessionStorage'), window));

  async function checkServer(): Promise<void> {
    const result = await checkForNewVersion({
      storage,
      now,
      fetchVersion: (nocache) =>
        api.get<VersionInfo>(`/api/version?nocache=${nocache}`, { background: true }),
    });
    if (result.status === 'new-version') {
      announceAvailable(storage, notices, result.info.version);
      await worker?.update();
    }
  }

  /** The service worker's own check, every 2 hours (tracked under lastSWCheck). */
  async function checkWorker(): Promise<void> {
    if (
      !worker ||
      !isCheckDue(readTime(storage, STORAGE_KEYS.lastSWCheck), now(), SW_VERSION_CHECK_INTERVAL_MS)
    ) {
      return;
    }
    writeTime(storage, STORAGE_KEYS.lastSWCheck, now());
    await worker.update();
    const info = await worker.checkVersion();
    if (info && isNewVersion(storage.getItem(STORAGE_KEYS.appBuildTime), info.buildTime)) {
      announceAvailable(storage, notices, info.version);
    }
  }

  function checkAll(): void {
    void checkServer().catch((error: unknown) => console.warn('Version check failed', error));
    void checkWorker().catch((error: unknown) => console.warn('Service worker check failed', error));
  }

  void settleStoredVersion(storage, notices)
    .catch((error: unknown) => console.warn('Could not settle the stored version', error))
    .then(async () => {
      if (!import.meta.env.DEV) {
        worker = await registerServiceWorker({
          onUpdateWaiting: (client) => {
            void client.checkVersion().then((info) => {
              announceAvailable(storage, notices, info?.version ?? RUNNING_VERSION.version);
            });
          },
          onUpdateActivated: () => announceAvailable(storage, notices, RUNNING_VERSION.version),
        }).catch((error: unknown) => {
          console.warn('Service worker registration failed', error);
          return undefined;
        });
        if (worker) {
          await navigator.serviceWorker.ready;
          await worker.ensureAppLoads();
        }
      }
      checkAll();
      // Each check skips itself when its own interval has not passed (other tabs share the timestamps).
      setInterval(checkAll, VERSION_CHECK_INTERVAL_MS);
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') checkAll();
      });
    });
}
