import { describe, expect, test } from 'vitest';
import { createBatchedReader } from './batch';

/** A reader whose batches the test runs by hand, and whose loads it answers by hand. */
function harness(maxKeys = 100) {
  const turns: (() => void)[] = [];
  const loads: { keys: string[]; answer(found: Map<string, number>): void; fail(error: Error): void }[] = [];
  const read = createBatchedReader<string, number>(
    (keys) =>
      new Promise((resolve, reject) => {
        loads.push({ keys, answer: resolve, fail: reject });
      }),
    0,
    { maxKeys, schedule: (run) => turns.push(run) },
  );
  const nextTurn = () => turns.shift()?.();
  return { read, loads, nextTurn };
}

describe('createBatchedReader', () => {
  test('the keys asked for before the turn comes are read by one load, each once', async () => {
    const { read, loads, nextTurn } = harness();
    const answers = Promise.all([read('a'), read('b'), read('a')]);
    expect(loads).toHaveLength(0);
    nextTurn();
    expect(loads.map((load) => load.keys)).toEqual([['a', 'b']]);
    loads[0]?.answer(new Map([['a', 1]]));
    expect(await answers).toEqual([1, 0, 1]);
  });

  test('a key asked for after the load started waits for a load of its own', async () => {
    const { read, loads, nextTurn } = harness();
    const first = read('a');
    nextTurn();
    const second = read('a');
    expect(loads).toHaveLength(1);
    loads[0]?.answer(new Map([['a', 1]]));
    nextTurn();
    expect(loads).toHaveLength(2);
    loads[1]?.answer(new Map([['a', 2]]));
    expect([await first, await second]).toEqual([1, 2]);
  });

  test('a full batch is loaded at once, and its turn then does nothing', async () => {
    const { read, loads, nextTurn } = harness(2);
    const answers = Promise.all([read('a'), read('b'), read('c')]);
    expect(loads.map((load) => load.keys)).toEqual([['a', 'b']]);
    // The full batch's own turn: nothing left to load.
    nextTurn();
    expect(loads).toHaveLength(1);
    nextTurn();
    expect(loads.map((load) => load.keys)).toEqual([['a', 'b'], ['c']]);
    loads[0]?.answer(new Map([['b', 2]]));
    loads[1]?.answer(new Map([['c', 3]]));
    expect(await answers).toEqual([0, 2, 3]);
  });

  test('a failed load fails every call it served, and only those', async () => {
    const { read, loads, nextTurn } = harness();
    const failed = Promise.allSettled([read('a'), read('b')]);
    nextTurn();
    const later = read('a');
    loads[0]?.fail(new Error('connection lost'));
    expect((await failed).map((result) => result.status)).toEqual(['rejected', 'rejected']);
    nextTurn();
    loads[1]?.answer(new Map([['a', 1]]));
    expect(await later).toBe(1);
  });
});
