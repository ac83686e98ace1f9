import { randomUUID } from 'node:crypto';

/**
 * Notifications sent with pg_notify by any process using the database (decision record 021).
 *
 * Whoever relies on them (the session cache) must know when some may have been missed: `onListening`
 * says false before the first LISTEN is in place and whenever the connection is lost, and true once
 * it listens again. Anything sent while it was false is gone for good.
 */
export interface NotificationHandlers {
  onNotify(payload: string): void;
  onListening(listening: boolean): void;
}

/** Starts listening on the channel; the function it returns stops (and closes what it opened). */
export type Listen = (channel: string, handlers: NotificationHandlers) => () => Promise<void>;

/** What the PostgreSQL listener needs of a connection (node-postgres's Client). */
export interface ListenConnection {
  connect(): Promise<unknown>;
  query(text: string, values?: unknown[]): Promise<unknown>;
  end(): Promise<void>;
  on(event: 'notification', listener: (message: { channel: string; payload?: string }) => void): unknown;
  on(event: 'error' | 'end', listener: (error?: Error) => void): unknown;
  removeAllListeners(event?: string): unknown;
}

export interface PostgresListenerOptions {
  /** A new, unconnected connection (one per attempt). */
  newConnection: () => ListenConnection;
  /** The wait before trying again after a failure: doubled each time up to maxRetryDelayMs. */
  retryDelayMs?: number;
  maxRetryDelayMs?: number;
  /**
   * How often the connection checks that it still hears the channel: it notifies the channel itself
   * and must hear that back within heartbeatTimeoutMs. A connection that died without a word (a
   * network cut), or a LISTEN that silently stopped working (a pooler in transaction mode between
   * the app and the database), is noticed within these two.
   */
  heartbeatMs?: number;
  heartbeatTimeoutMs?: number;
}

const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Payloads of the listeners' own checks: every instance hears them, and none passes them on. */
export const HEARTBEAT_PREFIX = 'heartbeat:';

/**
 * A LISTEN on a connection of its own, outside the pool (a pooled connection goes back to the pool
 * and would stop listening). Reconnects after any failure; `onListening(false)` at once when the
 * connection is lost, `onListening(true)` only after LISTEN succeeded again.
 */
export function listenOnPostgres({
  newConnection,
  retryDelayMs = 250,
  maxRetryDelayMs = 5_000,
  heartbeatMs = 5_000,
  heartbeatTimeoutMs = 2_000,
}: PostgresListenerOptions): Listen {
  return (channel, handlers) => {
    let stopped = false;
    let current: ListenConnection | null = null;
    let retryTimer: NodeJS.Timeout | undefined;
    let heartbeat: NodeJS.Timeout | undefined;
    let failures = 0;
    let listening = false;

    const setListening = (value: boolean) => {
      if (value === listening) return;
      listening = value;
      handlers.onListening(value);
    };

    const attempt = () => {
      if (stopped) return;
      const connection = newConnection();
      current = connection;
      let lost = false;
      /** The heartbeat sent and not heard back yet. */
      let awaited: { payload: string; timer: NodeJS.Timeout } | null = null;
      const lose = () => {
        if (lost) return;
        lost = true;
        clearInterval(heartbeat);
        if (awaited) clearTimeout(awaited.timer);
        setListening(false);
        connection.removeAllListeners('notification');
        // Late errors from a connection given up on must not crash the process.
        connection.removeAllListeners('error');
        connection.on('error', () => {});
        connection.end().catch(() => {});
        if (current === connection) current = null;
        if (stopped) return;
        const delay = Math.min(retryDelayMs * 2 ** failures, maxRetryDelayMs);
        failures++;
        retryTimer = setTimeout(attempt, delay);
        retryTimer.unref();
      };
      connection.on('error', lose);
      connection.on('end', lose);
      connection.on('notification', (message) => {
        if (message.channel !== channel) return;
        const payload = message.payload ?? '';
        if (!payload.startsWith(HEARTBEAT_PREFIX)) return handlers.onNotify(payload);
        if (awaited?.payload === payload) {
          clearTimeout(awaited.timer);
          awaited = null;
        }
      });
      connection
        .connect()
        .then(() => connection.query(`LISTEN ${quoteIdentifier(channel)}`))
        .then(() => {
          if (lost || stopped) return;
          failures = 0;
          setListening(true);
          heartbeat = setInterval(() => {
            if (awaited) return;
            const payload = `${HEARTBEAT_PREFIX}${randomUUID()}`;
            const timer = setTimeout(lose, heartbeatTimeoutMs);
            timer.unref();
            awaited = { payload, timer };
            connection.query('select pg_notify($1, $2)', [channel, payload]).catch(lose);
          }, heartbeatMs);
          heartbeat.unref();
        })
        .catch(lose);
    };

    attempt();
    return async () => {
      stopped = true;
      clearTimeout(retryTimer);
      clearInterval(heartbeat);
      setListening(false);
      const connection = current;
      current = null;
      if (connection) {
        connection.removeAllListeners();
        connection.on('error', () => {});
        await connection.end().catch(() => {});
      }
    };
  };
}
