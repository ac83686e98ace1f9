import { describe, expect, it } from 'vitest';
import { FIRST_LOAD_WINDOW_MS, settleDelay } from './when-settled';

describe('settleDelay', () => {
  it('waits until a second after the first-load window that follows the load event', () => {
    // The app's entry runs 400 ms after the load event ended at 1,000 ms.
    expect(settleDelay(1_400, 1_000)).toBe(FIRST_LOAD_WINDOW_MS + 1_000 - 400);
  });

  it('never lands inside the first-load window, however late the entry ran', () => {
    for (const ranAfterLoad of [0, 500, 1_500, 2_500, 2_999]) {
      const now = 1_000 + ranAfterLoad;
      expect(now + settleDelay(now, 1_000)).toBeGreaterThan(1_000 + FIRST_LOAD_WINDOW_MS);
    }
  });

  it('waits two seconds when asked long after the page loaded', () => {
    expect(settleDelay(60_000, 1_000)).toBe(2_000);
  });
});
