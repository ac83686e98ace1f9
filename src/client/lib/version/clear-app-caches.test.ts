import { describe, expect, test } from 'vitest';
import { storageKeys } from '../storage-reset';
import { type CacheNames, clearAppCaches, describeCleared } from './clear-app-caches';
import { memoryStorage } from './memory-storage';
import { createUpdateNotices, type UpdateNotice } from './update-notices';

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

  test('keeps exactly the keys naming connect.sid, passport, user, auth, token, preferences, language or theme, and the time of the last update notice', async () => {
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
        'lastUpdateNotification',
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

describe('update notices across a cache clear (SPEC sections 4 and 9)', () => {
  const HOUR = 60 * 60 * 1000;
  const START = Date.UTC(2026, 10, 24, 8);

  function noticesAt(storage: Storage) {
    let now = START;
    const shown: UpdateNotice[] = [];
    const notices = createUpdateNotices({ storage, now: () => now, show: (notice) => shown.push(notice) });
    return {
      notices,
      shown,
      at: (ms: number) => {
        now = START + ms;
      },
    };
  }

  test('two notices within 6 hours show once, even when stale caches are cleared between them', async () => {
    const storage = memoryStorage({ appVersion: '1.0.0', lastSWCheck: '1' });
    const { notices, shown, at } = noticesAt(storage);

    expect(notices.announceAvailable('1.1.0')).toBe(true);
    at(60_000);
    // The reload onto the new version finds the caches stale, clears them, then says 'App Updated'.
    await clearAppCaches({ storage, caches: undefined });
    expect(notices.announceUpdated('1.1.0')).toBe(false);
    at(6 * HOUR - 1);
    expect(notices.announceUpdated('1.1.0')).toBe(false);

    expect(shown.map((notice) => notice.title)).toEqual(['Update Available']);
  });

  test('6 hours after the last notice the next one shows', async () => {
    const storage = memoryStorage();
    const { notices, shown, at } = noticesAt(storage);

    expect(notices.announceUpdated('1.1.0')).toBe(true);
    await clearAppCaches({ storage, caches: undefined });
    at(6 * HOUR);
    expect(notices.announceAvailable('1.2.0')).toBe(true);

    expect(shown.map((notice) => notice.title)).toEqual(['App Updated', 'Update Available']);
    expect(shown[1]?.description).toBe('New version (1.2.0) is available. Refresh when convenient.');
  });
});
