// The IndexedDB side of the saved data cache (see query-persistence.ts), loaded only when there is a cache
// to restore or save: TanStack's async-storage persister over idb-keyval's one key-value store.
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { Persister } from '@tanstack/query-persist-client-core';
import { del, get, set } from 'idb-keyval';

const storage = {
  getItem: (key: string) => get<string>(key).then((value) => value ?? null),
  setItem: (key: string, value: string) => set(key, value),
  removeItem: (key: string) => del(key),
};

export function createIndexedDbPersister(key: string, throttleTime: number): Persister {
  return createAsyncStoragePersister({ storage, key, throttleTime });
}

export function removeEntry(key: string): Promise<void> {
  return del(key);
}
