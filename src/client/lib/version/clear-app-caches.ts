// Clearing caches (SPEC section 4): local-storage keys whose names contain connect.sid, passport, user,
// auth, token, preferences, language or theme are kept and the others removed; Cache Storage caches
// whose names contain asset, static, image, font or style are deleted.
import {
  CACHE_CLEAR_DELETED_CACHE_PARTS,
  CACHE_CLEAR_KEPT_KEY_PARTS,
  STORAGE_KEYS,
} from '#contract/constants';
import { DRAFT_KEY_PREFIX } from '../drafts/draft-key';
import { type KeyValueStorage, keyContainsAny, removeKeysExcept } from '../storage-reset';

/**
 * Kept beyond the spec's list, on purpose: unsent drafts are the user's writing, not a cache; and the
 * time of the last update notice is what keeps 'Update Available' and 'App Updated' to one per 6 hours
 * (SPEC sections 4 and 9). Stale caches are cleared just before 'App Updated' is shown, so removing it
 * there showed the notice again within a minute of the last one.
 */
export const CACHE_CLEAR_ALSO_KEPT = [DRAFT_KEY_PREFIX, STORAGE_KEYS.lastUpdateNotification] as const;

/** The part of CacheStorage the rule needs. */
export type CacheNames = Pick<CacheStorage, 'keys' | 'delete'>;

export interface ClearedCaches {
  removedKeys: string[];
  keptKeys: string[];
  deletedCaches: string[];
  keptCaches: string[];
}

export function isDeletedCacheName(name: string): boolean {
  return keyContainsAny(name, CACHE_CLEAR_DELETED_CACHE_PARTS);
}

export async function clearAppCaches({
  storage,
  caches,
}: {
  storage: KeyValueStorage | undefined;
  caches: CacheNames | undefined;
}): Promise<ClearedCaches> {
  const { removed, kept } = storage
    ? removeKeysExcept(storage, [...CACHE_CLEAR_KEPT_KEY_PARTS, ...CACHE_CLEAR_ALSO_KEPT])
    : { removed: [], kept: [] };
  const names = caches ? await caches.keys() : [];
  const deletedCaches = names.filter(isDeletedCacheName);
  await Promise.all(deletedCaches.map((name) => caches?.delete(name)));
  return {
    removedKeys: removed,
    keptKeys: kept,
    deletedCaches,
    keptCaches: names.filter((name) => !isDeletedCacheName(name)),
  };
}

/** A short sentence for the debug page's toast. */
export function describeCleared(cleared: ClearedCaches): string {
  const keys = cleared.removedKeys.length;
  const cachesDeleted = cleared.deletedCaches.length;
  const parts = [
    keys === 0
      ? 'No stored settings removed'
      : `Removed ${keys} stored ${keys === 1 ? 'entry' : 'entries'} (${cleared.removedKeys.join(', ')})`,
    cachesDeleted === 0
      ? 'no caches deleted'
      : `deleted ${cachesDeleted} ${cachesDeleted === 1 ? 'cache' : 'caches'} (${cleared.deletedCaches.join(', ')})`,
  ];
  return `${parts.join('; ')}.`;
}
