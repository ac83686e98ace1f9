import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { AUTH_RESET_PATH, ERROR_MESSAGES } from '#contract/constants';
import { createSessionExpiryWatch } from './session-expiry';
import { storageKeys } from './storage-reset';
import { memoryStorage } from './version/memory-storage';

function setup() {
  const local = memoryStorage({
    theme: 'dark',
    language: 'en',
    'daily-retro-query-cache': '{}',
    auth_state: 'signed-in',
    user_preferences: '{}',
    darkMode: 'true',
    calendar_reminder_announced: 'true',
    appVersion: '1.0.0',
  });
  const session = memoryStorage({ scrollPositionBeforeReload: '{}' });
  const navigate = vi.fn();
  const notify = vi.fn();
  const clearCachedData = vi.fn();
  const watch = createSessionExpiryWatch({
    now: () => Date.now(),
    local,
    session,
    navigate,
    notify,
    clearCachedData,
  });
  const expire = () => watch.handle({ type: 'session-expired', path: '/api/journal' });
  return { local, session, navigate, notify, clearCachedData, watch, expire };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-03-01T09:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('session expiry', () => {
  test('every 401 says the session expired', () => {
    const { expire, notify, navigate } = setup();
    expire();
    expect(notify).toHaveBeenCalledWith(ERROR_MESSAGES.sessionExpired);
    expect(navigate).not.toHaveBeenCalled();
  });

  test('5 within 60 seconds clear the local session and go to /auth?auth_reset=true', () => {
    const { expire, navigate, local, session, clearCachedData } = setup();
    for (let count = 0; count < 4; count += 1) {
      expire();
      vi.advanceTimersByTime(15_000);
    }
    expect(navigate).not.toHaveBeenCalled();

    expire(); // the fifth, 60 s after the first

    expect(navigate).toHaveBeenCalledWith(AUTH_RESET_PATH);
    expect(AUTH_RESET_PATH).toBe('/auth?auth_reset=true');
    expect(clearCachedData).toHaveBeenCalledTimes(1);
    expect(storageKeys(session)).toEqual([]);
    // Query cache, auth state, preferences, dark mode and language are gone; the rest stays.
    expect(storageKeys(local).sort()).toEqual(['appVersion', 'calendar_reminder_announced']);
  });

  test('5 spread over 61 seconds do not', () => {
    const { expire, navigate, watch } = setup();
    expire();
    for (let count = 0; count < 4; count += 1) {
      vi.advanceTimersByTime(15_250);
      expire();
    }
    expect(navigate).not.toHaveBeenCalled();
    expect(watch.failureCount()).toBe(4);
  });

  test('a successful sign-in starts the count again', () => {
    const { expire, navigate, watch } = setup();
    for (let count = 0; count < 4; count += 1) expire();
    watch.handle({ type: 'signed-in' });
    expect(watch.failureCount()).toBe(0);
    for (let count = 0; count < 4; count += 1) expire();
    expect(navigate).not.toHaveBeenCalled();
    expire();
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  test('a successful GET /api/user starts the count again', () => {
    const { expire, navigate, watch } = setup();
    for (let count = 0; count < 4; count += 1) expire();
    watch.handle({ type: 'user-confirmed' });
    expire();
    expect(navigate).not.toHaveBeenCalled();
    expect(watch.failureCount()).toBe(1);
  });

  test('after a reset the count starts from zero', () => {
    const { expire, navigate, watch } = setup();
    for (let count = 0; count < 5; count += 1) expire();
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(watch.failureCount()).toBe(0);
  });
});
