import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { storageKeys } from '#client/lib/storage-reset';
import { memoryStorage } from '#client/lib/version/memory-storage';
import {
  clearRecoverableStorage,
  componentNameFromStack,
  createErrorRecovery,
  RECOVERY_NOTICE,
} from './error-recovery';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setup() {
  const notify = vi.fn();
  const clearCachedData = vi.fn();
  const recovery = createErrorRecovery({
    setTimer: (callback, ms) => setTimeout(callback, ms),
    notify,
    clearCachedData,
  });
  return { notify, clearCachedData, recovery };
}

describe('error recovery', () => {
  test('the third error in one component shows the recovery toast for 5 s', () => {
    const { recovery, notify } = setup();
    const reset = vi.fn();
    expect(recovery.recordError('MoodCard', reset)).toBe('counted');
    expect(recovery.recordError('MoodCard', reset)).toBe('counted');
    expect(notify).not.toHaveBeenCalled();

    expect(recovery.recordError('MoodCard', reset)).toBe('recovering');

    expect(notify).toHaveBeenCalledWith(RECOVERY_NOTICE);
    expect(RECOVERY_NOTICE).toEqual({
      title: 'App Recovery Needed',
      description: "We're fixing an issue with the app. Please wait a moment.",
      duration: 5000,
    });
  });

  test('1.5 s later cached data is cleared and the boundary resets', () => {
    const { recovery, clearCachedData } = setup();
    const reset = vi.fn();
    for (let count = 0; count < 3; count += 1) recovery.recordError('MoodCard', reset);

    vi.advanceTimersByTime(1499);
    expect(clearCachedData).not.toHaveBeenCalled();
    expect(reset).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(clearCachedData).toHaveBeenCalledTimes(1);
    expect(reset).toHaveBeenCalledTimes(1);
    expect(recovery.errorCount('MoodCard')).toBe(0);
  });

  test('errors in different components are counted apart', () => {
    const { recovery, notify } = setup();
    recovery.recordError('MoodCard', vi.fn());
    recovery.recordError('StreakList', vi.fn());
    recovery.recordError('MoodCard', vi.fn());
    recovery.recordError('StreakList', vi.fn());
    expect(notify).not.toHaveBeenCalled();
    expect(recovery.errorCount('MoodCard')).toBe(2);
  });

  test('clearing keeps the local-storage keys naming user, auth, token or session', () => {
    const storage = memoryStorage({
      currentUser: '1',
      authState: 'a',
      access_token: 't',
      sessionHint: 's',
      'query-cache': '{}',
      theme: 'dark',
      calendar_reminder_announced: 'true',
    });
    expect(clearRecoverableStorage(storage).sort()).toEqual([
      'calendar_reminder_announced',
      'query-cache',
      'theme',
    ]);
    expect(storageKeys(storage).sort()).toEqual(['access_token', 'authState', 'currentUser', 'sessionHint']);
  });
});

test('clearing spares the unsent drafts: they are writing, not cached data', () => {
  const draft = 'drafts.v2:7d0f4a52:journal:local-1';
  const storage = memoryStorage({ [draft]: '{}', 'query-cache': '{}' });
  expect(clearRecoverableStorage(storage)).toEqual(['query-cache']);
  expect(storageKeys(storage)).toEqual([draft]);
});

describe('componentNameFromStack', () => {
  test('reads the first frame of a Chromium or Firefox component stack', () => {
    expect(componentNameFromStack('\n    at MoodCard (http://x/assets/a.js:1:2)\n    at div', 'Page')).toBe(
      'MoodCard',
    );
    expect(componentNameFromStack('MoodCard@http://x/assets/a.js:1:2\ndiv', 'Page')).toBe('MoodCard');
    expect(componentNameFromStack('', 'Page')).toBe('Page');
    expect(componentNameFromStack(undefined, 'Page')).toBe('Page');
  });
});
