// Removing local-storage entries by name. Pure over an injected Storage, so the rules are unit-tested.

/** The part of the Web Storage interface the rules need. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

export function storageKeys(storage: KeyValueStorage): string[] {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key !== null) keys.push(key);
  }
  return keys;
}

/** Whether a key's name contains one of the parts (case-insensitive). */
export function keyContainsAny(key: string, parts: readonly string[]): boolean {
  const lower = key.toLowerCase();
  return parts.some((part) => lower.includes(part.toLowerCase()));
}

export interface StorageRemoval {
  removed: string[];
  kept: string[];
}

/** Removes every key whose name contains none of `keptParts`. */
export function removeKeysExcept(storage: KeyValueStorage, keptParts: readonly string[]): StorageRemoval {
  const result: StorageRemoval = { removed: [], kept: [] };
  for (const key of storageKeys(storage)) {
    if (keyContainsAny(key, keptParts)) result.kept.push(key);
    else result.removed.push(key);
  }
  for (const key of result.removed) storage.removeItem(key);
  return result;
}

/** Removes every key whose name contains one of `removedParts`. */
export function removeKeysMatching(
  storage: KeyValueStorage,
  removedParts: readonly string[],
): StorageRemoval {
  const result: StorageRemoval = { removed: [], kept: [] };
  for (const key of storageKeys(storage)) {
    if (keyContainsAny(key, removedParts)) result.removed.push(key);
    else result.kept.push(key);
  }
  for (const key of result.removed) storage.removeItem(key);
  return result;
}

/** The browser's storage, or undefined where it is blocked (private modes, sandboxed frames). */
export function browserStorage(kind: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    const storage = globalThis[kind];
    return storage ?? undefined;
  } catch {
    return undefined;
  }
}
