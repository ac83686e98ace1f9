import { describe, expect, it } from 'vitest';
import { failureWithoutData } from './failure-without-data';

describe('failureWithoutData', () => {
  const error = new Error('Failed to fetch moods');

  it('shows the failure when nothing was loaded', () => {
    expect(failureWithoutData({ data: undefined, error })).toBe(error);
  });

  it('hides a failed refresh behind the data kept from before, null included (no mood today)', () => {
    expect(failureWithoutData({ data: null, error })).toBeNull();
    expect(failureWithoutData({ data: [], error })).toBeNull();
  });

  it('is nothing when nothing failed', () => {
    expect(failureWithoutData({ data: undefined, error: null })).toBeNull();
  });
});
