// What the debug page reads about this device. Values of keys that could identify a session are never shown.

import { formatDateTime } from '#client/lib/dates';
import { type KeyValueStorage, keyContainsAny, storageKeys } from '#client/lib/storage-reset';
import { parseTime } from '#client/lib/version/version-rules';
import { STORAGE_KEYS } from '#contract/constants';

/** Keys whose values stay hidden on the debug page. */
const SECRET_KEY_PARTS = [
  'user',
  'auth',
  'token',
  'session',
  'passport',
  'connect.sid',
  'password',
  'secret',
];

export function isSecretKey(key: string): boolean {
  return keyContainsAny(key, SECRET_KEY_PARTS);
}

/** The app's own keys (SPEC section 3): their values are shown. Any other key shows its name only. */
const SHOWN_KEYS: ReadonlySet<string> = new Set(Object.values(STORAGE_KEYS));
const VALUE_PREVIEW_LENGTH = 80;
/** Keys holding a time in milliseconds: shown as a date. */
const TIME_KEYS: ReadonlySet<string> = new Set([
  STORAGE_KEYS.lastUpdateNotification,
  STORAGE_KEYS.lastSWCheck,
  STORAGE_KEYS.lastUpdateTime,
  STORAGE_KEYS.lastUpdateCheck,
]);

export interface StoredEntry {
  key: string;
  /** null when hidden. */
  value: string | null;
}

export function readStoredEntries(storage: KeyValueStorage | undefined): StoredEntry[] {
  if (!storage) return [];
  return storageKeys(storage)
    .sort((a, b) => a.localeCompare(b))
    .map((key) => {
      const value = SHOWN_KEYS.has(key) && !isSecretKey(key) ? storage.getItem(key) : null;
      if (value === null) return { key, value: null };
      return { key, value: TIME_KEYS.has(key) ? formatTime(value) : value.slice(0, VALUE_PREVIEW_LENGTH) };
    });
}

/** A stored time (epoch ms or ISO) as a readable local date and time. */
export function formatTime(value: string | number | null | undefined): string {
  const time = parseTime(value);
  return time === null ? '—' : formatDateTime(time, undefined, { seconds: true });
}

export interface CacheSummary {
  name: string;
  entries: number;
}

export async function readCaches(caches: CacheStorage | undefined): Promise<CacheSummary[]> {
  if (!caches) return [];
  const names = await caches.keys();
  return Promise.all(
    names.map(async (name) => ({ name, entries: (await (await caches.open(name)).keys()).length })),
  );
}

export interface WorkerSummary {
  supported: boolean;
  registered: boolean;
  scope: string | null;
  active: string | null;
  waiting: boolean;
  installing: boolean;
  controlling: boolean;
}

export async function readWorker(): Promise<WorkerSummary> {
  const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  if (!container) {
    return {
      supported: false,
      registered: false,
      scope: null,
      active: null,
      waiting: false,
      installing: false,
      controlling: false,
    };
  }
  const registration = await container.getRegistration();
  return {
    supported: true,
    registered: registration !== undefined,
    scope: registration?.scope ?? null,
    active: registration?.active?.state ?? null,
    waiting: Boolean(registration?.waiting),
    installing: Boolean(registration?.installing),
    controlling: Boolean(container.controller),
  };
}
