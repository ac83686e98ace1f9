import { afterEach, expect, test, vi } from 'vitest';
import { dismissToast, peekToasts, TOAST_LIMIT, TOAST_REMOVE_DELAY_MS, toast } from './toast-store';

afterEach(() => {
  vi.useRealTimers();
});

test('at most one toast is shown: a new one replaces the old', () => {
  expect(TOAST_LIMIT).toBe(1);
  toast({ title: 'First' });
  toast({ title: 'Second' });

  expect(peekToasts().map((item) => item.title)).toEqual(['Second']);
});

test('a dismissed toast closes at once and is removed after the removal delay', () => {
  vi.useFakeTimers();
  const shown = toast({ title: 'Saved', description: 'All good' });

  dismissToast(shown.id);
  expect(peekToasts()).toEqual([expect.objectContaining({ title: 'Saved', open: false })]);

  vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
  expect(peekToasts()).toEqual([]);
});
