import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { OFFLINE_BANNER_HIDE_DELAY_MS } from '#contract/constants';
import { createConnectionBannerStore } from './connection-banner-store';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

test('online at start shows nothing; offline at start shows the offline message', () => {
  expect(createConnectionBannerStore({ online: true }).getBanner()).toBe('hidden');
  expect(createConnectionBannerStore({ online: false }).getBanner()).toBe('offline');
});

test('going offline shows the offline message until the connection returns', () => {
  const store = createConnectionBannerStore({ online: true });
  store.wentOffline();
  expect(store.getBanner()).toBe('offline');
  vi.advanceTimersByTime(60_000);
  expect(store.getBanner()).toBe('offline');
});

test('reconnecting shows the restored message, which hides itself after 3 seconds', () => {
  expect(OFFLINE_BANNER_HIDE_DELAY_MS).toBe(3000);
  const store = createConnectionBannerStore({ online: true });
  store.wentOffline();
  store.cameOnline();
  expect(store.getBanner()).toBe('restored');

  vi.advanceTimersByTime(2999);
  expect(store.getBanner()).toBe('restored');
  vi.advanceTimersByTime(1);
  expect(store.getBanner()).toBe('hidden');
});

test('an online event without having been offline shows nothing', () => {
  const store = createConnectionBannerStore({ online: true });
  store.cameOnline();
  expect(store.getBanner()).toBe('hidden');
});

test('the offline message can be dismissed, and the restored message still follows', () => {
  const store = createConnectionBannerStore({ online: true });
  store.wentOffline();
  store.dismiss();
  expect(store.getBanner()).toBe('hidden');
  store.wentOffline();
  expect(store.getBanner()).toBe('hidden');

  store.cameOnline();
  expect(store.getBanner()).toBe('restored');
});

test('the restored message can be dismissed before it hides itself', () => {
  const store = createConnectionBannerStore({ online: false });
  store.cameOnline();
  store.dismiss();
  expect(store.getBanner()).toBe('hidden');
  vi.advanceTimersByTime(OFFLINE_BANNER_HIDE_DELAY_MS);
  expect(store.getBanner()).toBe('hidden');
});

test('dropping again while the restored message shows brings back the offline message for good', () => {
  const store = createConnectionBannerStore({ online: false });
  store.cameOnline();
  vi.advanceTimersByTime(1000);
  store.wentOffline();
  expect(store.getBanner()).toBe('offline');
  vi.advanceTimersByTime(OFFLINE_BANNER_HIDE_DELAY_MS);
  expect(store.getBanner()).toBe('offline');
});

test('listeners hear every change', () => {
  const store = createConnectionBannerStore({ online: true });
  const seen: string[] = [];
  const unsubscribe = store.subscribe(() => seen.push(store.getBanner()));
  store.wentOffline();
  store.cameOnline();
  vi.advanceTimersByTime(OFFLINE_BANNER_HIDE_DELAY_MS);
  unsubscribe();
  store.wentOffline();
  expect(seen).toEqual(['offline', 'restored', 'hidden']);
});
