import { describe, expect, test } from 'vitest';
import { storageKeys } from '../storage-reset';
import { type CacheNames, clearAppCaches, describeCleared } from './clear-app-caches';
import { memoryStorage } from './memory-storage';

function fakeCaches(names: string[]): CacheNames & { names: string[] } {
  const store = { names: [...names] };
  return {
    get names() {
      return store.names;
    },
    keys: async () => [...store.names],
    delete: async (name: string) => {
      const had = store.names.includes(name);
      store.names = store.names.filter((item) => item !== name);
      return had;
    },
  };
}

describe('clearing caches (SPEC section 4)', () => {
  test('spares the unsent drafts: they are writing, not a cache', async () => {
    const draft = 'drafts.v2:7d0f4a52:retro:2026-11-24:answer:3';
    const storage = memoryStorage({ [draft]: '{}', lastSWCheck: '1' });
    await clearAppCaches({ storage, caches: undefined });
    expect(storageKeys(storage)).toEqual([draft]);
  });

  test('keeps exactly the keys naming connect.sid, passport, user, auth, token, preferences, language or theme', async () => {
    const storage = memoryStorage({
      'connect.sid': 's',
      'passport-state': 'p',
      currentUser: 'u',
      authState: 'a',
      refresh_token: 't',
      'user-preferences': 'x',
      language: 'en',
      theme: 'dark',
      calendar_reminder_announced: 'true',
      lastUpdateNotification: '1',
      updateAvailable: 'true',
      updateVersion: '1.1.0',
      lastSWCheck: '1',
      appVersion: '1.0.0',
      appBuildTime: '2026-03-01T08:00:00Z',
      lastUpdateTime: '1',
      lastUpdateCheck: '1',
    });

    const cleared = await clearAppCaches({ storage, caches: undefined });

    expect(storageKeys(storage).sort()).toEqual(
      [
        'authState',
        'connect.sid',
        'currentUser',
        'language',
        'passport-state',
        'refresh_token',
        'theme',
        'user-preferences',
      ].sort(),
    );
    expect(cleared.removedKeys.sort()).toEqual(
      [
        'appBuildTime',
        'appVersion',
        'calendar_reminder_announced',
        'lastSWCheck',
        'lastUpdateCheck',
        'lastUpdateNotification',
        'lastUpdateTime',
        'updateAvailable',
        'updateVersion',
      ].sort(),
    );
  });

  test('deletes the caches whose names contain asset, static, image, font or style', async () => {
    const caches = fakeCaches([
      'app-assets-v1',
      'static-resources',
      'images',
      'google-fonts',
      'stylesheets',
      'workbox-precache-v2-https://retro.example/',
      'daily-retro-api',
    ]);

    const cleared = await clearAppCaches({ storage: memoryStorage(), caches });

    expect(cleared.deletedCaches).toEqual([
      'app-assets-v1',
      'static-resources',
      'images',
      'google-fonts',
      'stylesheets',
    ]);
    expect(caches.names).toEqual(['workbox-precache-v2-https://retro.example/', 'daily-retro-api']);
    expect(describeCleared(cleared)).toBe(
      'No stored settings removed; deleted 5 caches (app-assets-v1, static-resources, images, google-fonts, stylesheets).',
    );
  });
});
