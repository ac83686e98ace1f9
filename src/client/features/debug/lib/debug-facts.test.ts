import { describe, expect, test } from 'vitest';
import { memoryStorage } from '#client/lib/version/memory-storage';
import { formatTime, readStoredEntries } from './debug-facts';

describe('the debug page lists stored keys', () => {
  test("shows the app's own values, and only the names of anything else", () => {
    const storage = memoryStorage({
      theme: 'dark',
      appVersion: '1.0.0',
      currentUser: '{"id":1}',
      'auth-token': 'secret',
      somethingElse: 'private',
      lastSWCheck: '1772355600000',
    });
    expect(readStoredEntries(storage)).toEqual([
      { key: 'appVersion', value: '1.0.0' },
      { key: 'auth-token', value: null },
      { key: 'currentUser', value: null },
      { key: 'lastSWCheck', value: formatTime(1772355600000) },
      { key: 'somethingElse', value: null },
      { key: 'theme', value: 'dark' },
    ]);
  });
});
