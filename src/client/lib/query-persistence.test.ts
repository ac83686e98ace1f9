import type { PersistedClient } from '@tanstack/query-persist-client-core';
import { expect, test } from 'vitest';
import {
  createUserCachePersister,
  isPersistedPath,
  mergeSaved,
  PERSISTED_CACHE_MAX_AGE_MS,
  shouldPersistQuery,
  userIdOf,
} from './query-persistence';

const NOW = Date.UTC(2026, 10, 28, 9);

function query(path: string, data: unknown, dataUpdatedAt = NOW) {
  return {
    queryKey: [path],
    queryHash: JSON.stringify([path]),
    state: { data, dataUpdatedAt, status: 'success' },
  };
}

function client(queries: ReturnType<typeof query>[], buster = 'v1'): PersistedClient {
  return {
    timestamp: NOW,
    buster,
    clientState: { mutations: [], queries },
  } as unknown as PersistedClient;
}

test("the admin area's answers, the version and the docs are never kept on the device", () => {
  for (const path of ['/api/admin', '/api/admin/customers', '/api/version', '/api/docs'])
    expect(isPersistedPath(path), path).toBe(false);
  for (const path of ['/api/user', '/api/home', '/api/retro/today', '/api/administrators-note'])
    expect(isPersistedPath(path), path).toBe(true);
  const state = (status: string) => ({ status }) as never;
  expect(shouldPersistQuery({ queryKey: ['/api/home'], state: state('success') })).toBe(true);
  expect(shouldPersistQuery({ queryKey: ['/api/home'], state: state('error') })).toBe(false);
  expect(shouldPersistQuery({ queryKey: ['/api/admin/audit'], state: state('success') })).toBe(false);
});

test('the saved copy says whose it is by its signed-in user', () => {
  expect(userIdOf(client([query('/api/user', { id: 'u-1' })]))).toBe('u-1');
  expect(userIdOf(client([query('/api/user', null)]))).toBeNull();
  expect(userIdOf(client([]))).toBeNull();
});

test('answers the cache forgot stay in the saved copy for a week, newer ones replace them', () => {
  const saved = client([
    query('/api/reports', 'old report', NOW - 60 * 60_000),
    query('/api/home', 'old home', NOW - 60 * 60_000),
    query('/api/journal', 'too old', NOW - PERSISTED_CACHE_MAX_AGE_MS - 1),
  ]);
  const merged = mergeSaved(client([query('/api/home', 'new home')]), saved, NOW);
  expect(merged.clientState.queries.map((q) => [q.queryKey[0], q.state.data])).toEqual([
    ['/api/home', 'new home'],
    ['/api/reports', 'old report'],
  ]);
  // A copy of another version of the app is not carried over.
  expect(mergeSaved(client([]), client([query('/api/reports', 'x')], 'v0'), NOW).clientState.queries).toEqual(
    [],
  );
});

test('nothing is restored or saved without an owner, and only the owner’s copy is', async () => {
  let owner: string | null = null;
  let signedIn = true;
  const persister = createUserCachePersister(
    () => owner,
    () => signedIn,
  );
  expect(await persister.restoreClient()).toBeUndefined();
  // An owner but no signed-in hint (signed out in another tab, say): nothing is restored.
  owner = 'u-1';
  signedIn = false;
  expect(await persister.restoreClient()).toBeUndefined();
  owner = null;
  signedIn = true;
  // No owner: a save is dropped before any storage is touched.
  await persister.persistClient(client([query('/api/user', { id: 'u-1' })]));
  owner = 'u-2';
  // Someone else's cache is never written under the owner's name.
  await expect(persister.persistClient(client([query('/api/user', { id: 'u-1' })]))).resolves.toBeUndefined();
});
