import { describe, expect, test, vi } from 'vitest';
import { memoryStorage } from './memory-storage';
import { restoreScrollPosition, SCROLL_POSITION_KEY, saveScrollPosition } from './scroll-restore';

function fakeWindow(pathname: string, scrollY = 0) {
  return { scrollX: 0, scrollY, scrollTo: vi.fn(), location: { pathname } };
}

describe('scroll position across a reload', () => {
  test('is restored once after the reload, then removed', () => {
    const storage = memoryStorage();
    saveScrollPosition(storage, fakeWindow('/journal', 840));

    const afterReload = fakeWindow('/journal');
    expect(restoreScrollPosition(storage, afterReload)).toEqual({ x: 0, y: 840 });
    expect(afterReload.scrollTo).toHaveBeenCalledWith(0, 840);
    expect(storage.getItem(SCROLL_POSITION_KEY)).toBeNull();

    const again = fakeWindow('/journal');
    expect(restoreScrollPosition(storage, again)).toBeNull();
    expect(again.scrollTo).not.toHaveBeenCalled();
  });

  test('is not applied to another page, and is removed anyway', () => {
    const storage = memoryStorage();
    saveScrollPosition(storage, fakeWindow('/journal', 300));
    const other = fakeWindow('/settings');
    expect(restoreScrollPosition(storage, other)).toBeNull();
    expect(other.scrollTo).not.toHaveBeenCalled();
    expect(storage.getItem(SCROLL_POSITION_KEY)).toBeNull();
  });
});
