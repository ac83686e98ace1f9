/**
 * Reads by key, combined: the keys asked for while the event loop handles one round of I/O are read
 * together by one `load` once that round is over (setImmediate), so when many requests arrive at
 * once their reads cost one database round trip instead of one each, and a lone request waits for
 * nothing but the end of the round it arrived in.
 *
 * Each caller sees what one read, started after it asked, found: never an answer older than its
 * own request. A failed load fails every call it served.
 */
export interface BatchOptions {
  /** At most this many keys per load; a full batch is loaded at once. */
  maxKeys?: number;
  /** When a batch is loaded (tests run it by hand). */
  schedule?: (run: () => void) => void;
}

interface Waiter<V> {
  resolve(value: V): void;
  reject(error: unknown): void;
}

export function createBatchedReader<K, V>(
  /** Reads every key; a key missing from the map it returns gets `missing`. */
  load: (keys: K[]) => Promise<Map<K, V>>,
  missing: V,
  { maxKeys = 100, schedule = (run) => void setImmediate(run) }: BatchOptions = {},
): (key: K) => Promise<V> {
  /** The keys asked for since the last load, with who waits for each. */
  let open: Map<K, Waiter<V>[]> | null = null;

  const run = (waiting: Map<K, Waiter<V>[]>) => {
    load([...waiting.keys()]).then(
      (found) => {
        for (const [key, waiters] of waiting) {
          const value = found.has(key) ? (found.get(key) as V) : missing;
          for (const waiter of waiters) waiter.resolve(value);
        }
      },
      (error) => {
        for (const waiters of waiting.values()) for (const waiter of waiters) waiter.reject(error);
      },
    );
  };

  const close = (batch: Map<K, Waiter<V>[]>) => {
    // Loaded once: when its turn comes, or earlier if it fills up (then its turn finds it closed).
    if (open !== batch) return;
    open = null;
    run(batch);
  };

  return (key) =>
    new Promise<V>((resolve, reject) => {
      let batch = open;
      if (!batch) {
        const started = new Map<K, Waiter<V>[]>();
        batch = started;
        open = started;
        schedule(() => close(started));
      }
      const waiters = batch.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else batch.set(key, [{ resolve, reject }]);
      if (batch.size >= maxKeys) close(batch);
    });
}
