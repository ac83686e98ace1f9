/**
 * What the server's log may say about a failure or a request. Users write private things, and
 * errors carry them: a database error's message holds the SQL and its parameters ("params: …"),
 * PostgreSQL's detail repeats the failing row, a bad cast quotes the value. So the log gets a summary
 * built only from names and codes, never a message, a parameter, a body or a query string.
 */
export interface ErrorSummary {
  [key: string]: unknown;
  type: string;
  /** Built from the codes below, never the error's own message. */
  message: string;
  code?: string;
  /** The SQLSTATE of the database error behind it, e.g. 23505 for a unique violation. */
  dbCode?: string;
  constraint?: string;
  table?: string;
  /** Where it was thrown: the stack's frames, without the first line (which repeats the message). */
  stack: string;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;
const NAME = /^[A-Za-z0-9_.$-]{1,128}$/;
const MAX_CAUSE_DEPTH = 5;

interface ErrorLike {
  name?: unknown;
  code?: unknown;
  constraint?: unknown;
  table?: unknown;
  stack?: unknown;
  cause?: unknown;
}

const safeName = (value: unknown) => (typeof value === 'string' && NAME.test(value) ? value : undefined);

/** The database error in the chain (drizzle wraps the driver's error in `cause`), if any. */
function databaseError(error: unknown): ErrorLike | undefined {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < MAX_CAUSE_DEPTH; depth++) {
    const candidate = current as ErrorLike;
    if (typeof candidate.code === 'string' && SQLSTATE.test(candidate.code)) return candidate;
    current = candidate.cause;
  }
  return undefined;
}

function framesOnly(stack: unknown): string {
  if (typeof stack !== 'string') return '';
  return stack
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');
}

export function summarizeError(error: unknown): ErrorSummary {
  if (!error || typeof error !== 'object') return { type: typeof error, message: typeof error, stack: '' };
  const err = error as ErrorLike;
  const type = safeName(err.name) ?? 'Error';
  const summary: ErrorSummary = { type, message: type, stack: framesOnly(err.stack) };
  const code = safeName(err.code);
  if (code) summary.code = code;
  const db = databaseError(error);
  if (db) {
    summary.dbCode = db.code as string;
    const constraint = safeName(db.constraint);
    const table = safeName(db.table);
    if (constraint) summary.constraint = constraint;
    if (table) summary.table = table;
  }
  summary.message = [type, summary.code, summary.dbCode && `database ${summary.dbCode}`, summary.constraint]
    .filter(Boolean)
    .join(' ');
  return summary;
}

interface RequestLike {
  method?: string;
  url?: string;
  routeOptions?: { url?: string };
}

/** A request in the log: its method and route, never its query string (it holds search words). */
export function summarizeRequest(request: RequestLike) {
  return {
    method: request.method,
    route: request.routeOptions?.url ?? request.url?.split('?')[0],
  };
}
