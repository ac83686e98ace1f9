// The signed-in user's data cache kept on the device (IndexedDB), so every screen opens offline with what
// was last loaded (decision record 044). One entry per user, named by their id; only the user the server
// last confirmed on this device (the cache's owner) is ever restored or saved, and their entry goes when
// they sign out or delete their account. The storage code loads only when there is something to restore
// or save: the first screen of someone signed out never fetches it.
import type { PersistedClient, Persister } from '@tanstack/query-persist-client-core';
import type { DehydrateOptions, Query } from '@tanstack/react-query';
import { hasSignedInHint } from './signed-in-hint';
import { browserStorage, type KeyValueStorage } from './storage-reset';

/** Kept for a week; an older copy is dropped when read (TanStack's `maxAge`). */
export const PERSISTED_CACHE_MAX_AGE_MS = 7 * 24 * 60 * 60_000;
/** Saved at most once a second while answers arrive. */
const PERSIST_THROTTLE_MS = 1000;

/**
 * Who the cache on this device belongs to: the id of the user GET /api/user last confirmed. The name holds
 * 'auth' so clearing stale caches keeps it, like the other sign-in state (see signed-in-hint.ts).
 */
export const CACHE_OWNER_KEY = 'authQueryCacheOwner';

const ENTRY_PREFIX = 'daily-retro.query-cache.v1:';

export const cacheEntryKey = (userId: string) => `${ENTRY_PREFIX}${userId}`;

/**
 * Answers never kept on the device: other people's data in the admin area, the version (always asked
 * fresh) and the API docs (large, and only read online).
 */
const NEVER_PERSISTED_PATHS = ['/api/admin', '/api/version', '/api/docs'];

export function isPersistedPath(path: unknown): boolean {
  if (typeof path !== 'string') return false;
  return !NEVER_PERSISTED_PATHS.some((never) => path === never || path.startsWith(`${never}/`));
}

/** Only answers that arrived (not failures or queries still loading), and never the excluded paths. */
export function shouldPersistQuery(query: Pick<Query, 'queryKey' | 'state'>): boolean {
  return query.state.status === 'success' && isPersistedPath(query.queryKey[0]);
}

export const dehydrateOptions: DehydrateOptions = { shouldDehydrateQuery: shouldPersistQuery };

export function cacheOwner(
  storage: KeyValueStorage | undefined = browserStorage('localStorage'),
): string | null {
  try {
    return storage?.getItem(CACHE_OWNER_KEY) ?? null;
  } catch {
    return null;
  }
}

function setCacheOwner(userId: string | null, storage = browserStorage('localStorage')): void {
  try {
    if (userId === null) storage?.removeItem(CACHE_OWNER_KEY);
    else storage?.setItem(CACHE_OWNER_KEY, userId);
  } catch {
    // Storage blocked: nothing is restored at the next start, which is only slower.
  }
}

/** The user the saved copy's GET /api/user answer names, if any. */
export function userIdOf(client: PersistedClient): string | null {
  const user = client.clientState.queries.find((query) => query.queryKey[0] === '/api/user')?.state.data;
  return typeof user === 'object' && user !== null && typeof (user as { id?: unknown }).id === 'string'
    ? (user as { id: string }).id
    : null;
}

/**
 * The saved copy with what the cache still holds in place of its older answers. The cache forgets an
 * answer no screen has shown for an hour (SPEC section 7); the saved copy keeps it for a week, so a screen
 * visited once still opens offline the next day.
 */
export function mergeSaved(
  client: PersistedClient,
  saved: PersistedClient | undefined,
  now: number,
): PersistedClient {
  if (!saved || saved.buster !== client.buster) return client;
  const present = new Set(client.clientState.queries.map((query) => query.queryHash));
  const kept = saved.clientState.queries.filter(
    (query) =>
      !present.has(query.queryHash) &&
      isPersistedPath(query.queryKey[0]) &&
      now - query.state.dataUpdatedAt <= PERSISTED_CACHE_MAX_AGE_MS,
  );
  if (kept.length === 0) return client;
  return {
    ...client,
    clientState: { ...client.clientState, queries: [...client.clientState.queries, ...kept] },
  };
}

type Loaded = typeof import('./query-persistence-storage');
let loaded: Promise<Loaded> | undefined;
const load = () => {
  loaded ??= import('./query-persistence-storage');
  return loaded;
};

/**
 * The persister PersistQueryClientProvider uses: restores the owner's entry (nothing without an owner, or
 * without the signed-in hint) and
 * saves only a cache whose signed-in user is the owner, so one account never reads or writes another's.
 */
export function createUserCachePersister(
  owner: () => string | null = () => cacheOwner(),
  signedIn: () => boolean = () => hasSignedInHint(),
): Persister & { forget: (userId: string) => Promise<void> } {
  const persisters = new Map<string, Promise<Persister>>();
  const lastSaved = new Map<string, PersistedClient>();
  const persisterFor = (userId: string) => {
    let persister = persisters.get(userId);
    if (!persister) {
      persister = load().then((storage) =>
        storage.createIndexedDbPersister(cacheEntryKey(userId), PERSIST_THROTTLE_MS),
      );
      persisters.set(userId, persister);
    }
    return persister;
  };
  return {
    async restoreClient() {
      const userId = owner();
      // Without the signed-in hint nobody is signed in in this browser (signed out elsewhere, say):
      // nothing is shown as if they were; the watch deletes the copy once that is confirmed.
      if (userId === null || !signedIn()) return undefined;
      const client = await (await persisterFor(userId)).restoreClient();
      // A copy that is not the owner's is never shown.
      if (!client || userIdOf(client) !== userId) return undefined;
      lastSaved.set(userId, client);
      return client;
    },
    async persistClient(client) {
      const userId = owner();
      if (userId === null || userIdOf(client) !== userId) return;
      const merged = mergeSaved(client, lastSaved.get(userId), Date.now());
      lastSaved.set(userId, merged);
      await (await persisterFor(userId)).persistClient(merged);
    },
    async removeClient() {
      const userId = owner();
      if (userId !== null) await (await persisterFor(userId)).removeClient();
    },
    async forget(userId) {
      persisters.delete(userId);
      lastSaved.delete(userId);
      const storage = await load();
      await storage.removeEntry(cacheEntryKey(userId));
      // A save already on its way (saves wait up to a second) would write it again: delete once more after.
      await new Promise((resolve) => setTimeout(resolve, PERSIST_THROTTLE_MS * 2));
      if (cacheOwner() !== userId) await storage.removeEntry(cacheEntryKey(userId));
    },
  };
}

export const userCachePersister = createUserCachePersister();

/**
 * GET /api/user answered: `userId` signed in, or nobody (null). The cache becomes theirs; a previous
 * owner's saved copy is deleted (signed out, deleted, or another account signed in on this device).
 * Returns true when the cache in memory held someone else's data and must be emptied.
 */
export function settleCacheOwner(userId: string | null): boolean {
  const previous = cacheOwner();
  if (previous === userId) return false;
  if (previous !== null) {
    void userCachePersister
      .forget(previous)
      .catch((error: unknown) => console.warn('Could not delete the saved data of the last user', error));
  }
  setCacheOwner(userId);
  return previous !== null;
}
