/** The errors a query fails with, and what lies under them (drizzle wraps the driver's in `cause`). */
function* causes(error: unknown): Generator<{ code?: unknown; message?: unknown }> {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    yield current as { code?: unknown; message?: unknown };
    current = (current as { cause?: unknown }).cause;
  }
}

/** True when a query failed on a unique constraint (PostgreSQL code 23505), through any wrapper. */
export function isUniqueViolation(error: unknown): boolean {
  for (const cause of causes(error)) if (cause.code === '23505') return true;
  return false;
}

/** Seconds a client is told to wait when the database is away: a restart or fail-over takes a few. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** The socket errors of a database that cannot be reached. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's SQLSTATEs of a server going away or not taking work: class 08 (connection exception),
 * 57P01-57P05 (shut down by an administrator, crash recovery, cannot connect now, idle session
 * timeout) and 53300 (too many connections).
 */
const UNAVAILABLE_SQLSTATE = /^(08[0-9A-Z]{3}|57P0[1-5]|53300)$/;

/** What node-postgres and PGlite say, without a code, when there is no connection to use. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Cannot use a pool after calling end on the pool',
  'Client has encountered a connection error and is not queryable',
  'PGlite is closed',
];

/**
 * True when a query failed because the database is away (down, restarting, unreachable, closed),
 * not because of the query: the request may well succeed in a few seconds, so it is a 503.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const cause of causes(error)) {
    const { code, message } = cause;
    if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) {
      return true;
    }
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((m) => message.startsWith(m))) return true;
  }
  return false;
}
