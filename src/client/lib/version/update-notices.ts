// 'Update Available' and 'App Updated' toasts, at most one per 6 hours (SPEC sections 4 and 8).
import { STORAGE_KEYS, UPDATE_TOAST_DURATION_MS, UPDATE_TOASTS } from '#contract/constants';
import type { KeyValueStorage } from '../storage-reset';
import { isNoticeAllowed } from './version-rules';
import { readTime, writeTime } from './version-storage';

export interface UpdateNotice {
  title: string;
  description: string;
  duration: number;
}

export interface UpdateNotices {
  /** Returns whether the toast was shown (false while throttled). */
  announceAvailable(version: string): boolean;
  announceUpdated(version: string): boolean;
}

export function createUpdateNotices(deps: {
  storage: KeyValueStorage;
  now: () => number;
  show: (notice: UpdateNotice) => void;
}): UpdateNotices {
  function announce(notice: UpdateNotice): boolean {
    const now = deps.now();
    if (!isNoticeAllowed(readTime(deps.storage, STORAGE_KEYS.lastUpdateNotification), now)) return false;
    writeTime(deps.storage, STORAGE_KEYS.lastUpdateNotification, now);
    deps.show(notice);
    return true;
  }
  return {
    announceAvailable: (version) =>
      announce({
        title: UPDATE_TOASTS.available.title,
        description: UPDATE_TOASTS.available.description(version),
        duration: UPDATE_TOAST_DURATION_MS,
      }),
    announceUpdated: (version) =>
      announce({
        title: UPDATE_TOASTS.updated.title,
        description: UPDATE_TOASTS.updated.description(version),
        duration: UPDATE_TOAST_DURATION_MS,
      }),
  };
}
