import type { CustomerSort } from '#contract/admin';
import { AppError } from '#server/lib/app-error';

/** Where a page of customers ends: the sort key of its last row and the row's id, as one opaque string. */
export interface CustomerCursor {
  key: string;
  id: string;
  sort: CustomerSort;
}

export function encodeCustomerCursor(cursor: CustomerCursor): string {
  return Buffer.from(JSON.stringify([cursor.sort, cursor.key, cursor.id])).toString('base64url');
}

const BAD_CURSOR_MESSAGE = 'That page no longer exists: start from the first page';
const badCursor = () =>
  new AppError('BAD_REQUEST', BAD_CURSOR_MESSAGE, [{ path: 'cursor', message: BAD_CURSOR_MESSAGE }]);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** An instant as the list writes it: UTC, years 0001 to 9999, at most microseconds (PostgreSQL's precision). */
const ISO_INSTANT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,6}))?Z$/;

/** True for a real instant written exactly: no 30 February, no 24:00, no year 0 or 10000. */
export function isExactInstant(key: string): boolean {
  const match = ISO_INSTANT.exec(key);
  if (!match) return false;
  const [, year, month, day, hour, minute, second] = match as unknown as string[];
  if (year === '0000' || Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) return false;
  const date = new Date(`${year}-${month}-${day}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === `${year}-${month}-${day}`;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** A username key PostgreSQL can compare: no NUL, no lone surrogate. */
function isUsableText(key: string): boolean {
  return !key.includes('\u0000') && !LONE_SURROGATE.test(key);
}

/** A cursor made for another sort order, or not made here at all, is a 400 (never a database error). */
export function decodeCustomerCursor(raw: string, sort: CustomerSort): CustomerCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw badCursor();
  }
  if (!Array.isArray(parsed) || parsed.length !== 3 || parsed[0] !== sort) throw badCursor();
  const [, key, id] = parsed;
  if (typeof key !== 'string' || typeof id !== 'string' || key.length > 100) throw badCursor();
  if (!UUID.test(id)) throw badCursor();
  const validKey = sort === 'username_asc' ? isUsableText(key) : isExactInstant(key);
  if (!validKey) throw badCursor();
  return { key, id, sort };
}
