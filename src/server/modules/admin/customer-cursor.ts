import type { CustomerSort } from '../../../contract/admin';
import { AppError } from '../../lib/app-error';

/** Where a page of customers ends: the sort key of its last row and the row's id, as one opaque string. */
export interface CustomerCursor {
  key: string;
  id: string;
  sort: CustomerSort;
}

export function encodeCustomerCursor(cursor: CustomerCursor): string {
  return Buffer.from(JSON.stringify([cursor.sort, cursor.key, cursor.id])).toString('base64url');
}

const badCursor = () => new AppError('BAD_REQUEST', 'That page no longer exists: start from the first page');

/** A cursor made for another sort order, or not made here at all, is a 400. */
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
  if (!/^[0-9a-f-]{36}$/.test(id)) throw badCursor();
  if (sort !== 'username_asc' && Number.isNaN(Date.parse(key))) throw badCursor();
  return { key, id, sort };
}
