import { describe, expect, it } from 'vitest';
import { createHeardCache } from './heard-cache';

interface Kept {
  userId: string;
  version: number;
}

function setup() {
  const cache = createHeardCache<Kept>({
    ttlMs: 1_000,
    maxEntries: 10,
    now: () => 0,
    userOf: (kept) => kept.userId,
  });
  cache.resume();
  let reads = 0;
  let version = 1;
  const pending: Array<() => void> = [];
  /** A database read that answers when `answer()` is called, with the version at that moment. */
  const read = () =>
    new Promise<Kept>((resolve) => {
      reads++;
      pending.push(() => resolve({ userId: 'u1', version }));
    });
  const answer = () => {
    for (const resolve of pending.splice(0)) resolve();
  };
  return { cache, read, answer, reads: () => reads, write: () => version++ };
}

describe('reading through the cache', () => {
  it('asks the database once for requests that miss the same entry together, then serves what it kept', async () => {
    const { cache, read, answer, reads } = setup();
    const together = [
      cache.readThrough('u1', read),
      cache.readThrough('u1', read),
      cache.readThrough('u1', read),
    ];
    answer();
    expect(await Promise.all(together)).toEqual([
      { userId: 'u1', version: 1 },
      { userId: 'u1', version: 1 },
      { userId: 'u1', version: 1 },
    ]);
    expect(await cache.readThrough('u1', read)).toEqual({ userId: 'u1', version: 1 });
    expect(reads()).toBe(1);
  });

  it('lets a request that comes after a change read for itself, and keeps only the newer value', async () => {
    const { cache, read, answer, reads, write } = setup();
    const before = cache.readThrough('u1', read);
    write();
    cache.forgetUser('u1');
    const after = cache.readThrough('u1', read);
    answer();
    expect((await before).version).toBe(2);
    expect((await after).version).toBe(2);
    expect(reads()).toBe(2);
    // The read that began before the change is not kept; the later one is.
    expect(cache.get('u1')).toEqual({ userId: 'u1', version: 2 });
  });

  it('shares no read while changes are not heard: every request reads the database', async () => {
    const { cache, read, answer, reads } = setup();
    cache.suspend();
    const together = [cache.readThrough('u1', read), cache.readThrough('u1', read)];
    answer();
    await Promise.all(together);
    expect(reads()).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('fails every request that shared a failed read, and the next request reads again', async () => {
    const { cache } = setup();
    let attempts = 0;
    const failing = () => {
      attempts++;
      return Promise.reject(new Error('connection lost'));
    };
    const together = [cache.readThrough('u1', failing), cache.readThrough('u1', failing)];
    for (const request of together) await expect(request).rejects.toThrow('connection lost');
    expect(attempts).toBe(1);
    expect(await cache.readThrough('u1', async () => ({ userId: 'u1', version: 3 }))).toEqual({
      userId: 'u1',
      version: 3,
    });
  });
});
