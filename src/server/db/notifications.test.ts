import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { type ListenConnection, listenOnPostgres } from './notifications';

/** A connection that does what the test says: connects or not, answers queries or never does, hears its own notifications or not. */
class FakeConnection extends EventEmitter implements ListenConnection {
  queries: string[] = [];
  ended = false;
  constructor(private readonly behaviour: { connects: boolean; answers: boolean; hears?: boolean }) {
    super();
  }
  async connect() {
    if (!this.behaviour.connects) throw new Error('connection refused');
  }
  query(text: string, values?: unknown[]) {
    this.queries.push(text);
    if (!this.behaviour.answers) return new Promise<void>(() => {});
    // A notification this connection sends comes back to it while it listens (as PostgreSQL does).
    if (text.startsWith('select pg_notify') && this.behaviour.hears !== false) {
      const [channel, payload] = values as [string, string];
      queueMicrotask(() => this.emit('notification', { channel, payload }));
    }
    return Promise.resolve();
  }
  async end() {
    this.ended = true;
  }
}

const flush = () => vi.advanceTimersByTimeAsync(0);

describe('listenOnPostgres', () => {
  let made: FakeConnection[];
  let next: { connects: boolean; answers: boolean; hears?: boolean };
  let states: boolean[];
  let payloads: string[];
  const start = () =>
    listenOnPostgres({
      newConnection: () => {
        const connection = new FakeConnection({ ...next });
        made.push(connection);
        return connection;
      },
      retryDelayMs: 100,
      maxRetryDelayMs: 400,
      heartbeatMs: 1000,
      heartbeatTimeoutMs: 500,
    })('session_changes', {
      onNotify: (payload) => payloads.push(payload),
      onListening: (on) => states.push(on),
    });

  beforeEach(() => {
    vi.useFakeTimers();
    made = [];
    next = { connects: true, answers: true };
    states = [];
    payloads = [];
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  test('listens on its own connection and passes on the channel’s notifications only', async () => {
    const stop = start();
    await flush();
    expect(made[0]?.queries).toEqual(['LISTEN "session_changes"']);
    expect(states).toEqual([true]);
    made[0]?.emit('notification', { channel: 'session_changes', payload: 'u1' });
    made[0]?.emit('notification', { channel: 'other', payload: 'u2' });
    expect(payloads).toEqual(['u1']);
    await stop();
    expect(states).toEqual([true, false]);
    expect(made[0]?.ended).toBe(true);
  });

  test('says it is not listening when the connection fails, and listening again once it has reconnected', async () => {
    const stop = start();
    await flush();
    next = { connects: false, answers: true };
    made[0]?.emit('error', new Error('terminated'));
    expect(states).toEqual([true, false]);
    expect(made[0]?.ended).toBe(true);
    // Retries with a growing wait while the server refuses.
    await vi.advanceTimersByTimeAsync(100);
    expect(made).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(199);
    expect(made).toHaveLength(2);
    next = { connects: true, answers: true };
    await vi.advanceTimersByTimeAsync(1);
    expect(made).toHaveLength(3);
    expect(states).toEqual([true, false, true]);
    // Notifications of a connection given up on are not passed on.
    made[0]?.emit('notification', { channel: 'session_changes', payload: 'late' });
    expect(payloads).toEqual([]);
    await stop();
  });

  test('a connection that stops answering is given up on after a heartbeat', async () => {
    const stop = start();
    await flush();
    expect(states).toEqual([true]);
    // From now on the connection swallows queries without a word, as a cut network would.
    (made[0] as unknown as { behaviour: { answers: boolean } }).behaviour.answers = false;
    await vi.advanceTimersByTimeAsync(1000 + 499);
    expect(states).toEqual([true]);
    await vi.advanceTimersByTimeAsync(1);
    expect(states).toEqual([true, false]);
    await vi.advanceTimersByTimeAsync(100);
    expect(states).toEqual([true, false, true]);
    await stop();
  });

  test('a connection whose LISTEN no longer hears (a pooler between) is given up on after a heartbeat', async () => {
    const stop = start();
    await flush();
    // Heartbeats are heard and not passed on, however long it runs.
    await vi.advanceTimersByTimeAsync(5000);
    expect(states).toEqual([true]);
    expect(payloads).toEqual([]);
    // Another instance's heartbeat is not passed on either.
    made[0]?.emit('notification', { channel: 'session_changes', payload: 'heartbeat:someone-else' });
    expect(payloads).toEqual([]);
    (made[0] as unknown as { behaviour: { hears: boolean } }).behaviour.hears = false;
    await vi.advanceTimersByTimeAsync(1000 + 500);
    expect(states).toEqual([true, false]);
    await stop();
  });

  test('stopping while connecting leaves nothing listening', async () => {
    const stop = start();
    await stop();
    await flush();
    expect(states).toEqual([]);
    expect(made[0]?.ended).toBe(true);
  });
});
