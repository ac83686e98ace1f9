import { isLocalDate } from '#domain/local-day';
import { AppError } from '#server/lib/app-error';

/** Where a journal page ends: the (date, created_at, id) of its last entry. */
export interface JournalCursor {
  date: string;
  createdAt: Date;
  id: string;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** The instant exactly as encodeCursor writes it: a year 0001–9999, always within PostgreSQL's range. */
const INSTANT_PATTERN = /^(?!0000)\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** True when the text is an instant encodeCursor could have written (it round-trips exactly). */
function isCursorInstant(value: string, instant: Date): boolean {
  return INSTANT_PATTERN.test(value) && !Number.isNaN(instant.getTime()) && instant.toISOString() === value;
}

export function encodeCursor(cursor: JournalCursor): string {
  return Buffer.from(`${cursor.date}|${cursor.createdAt.toISOString()}|${cursor.id}`).toString('base64url');
}

/** Reads a cursor the API gave out; anything else is a 400 naming the cursor. */
export function decodeCursor(value: string): JournalCursor {
  const [date = '', createdAt = '', id = '', ...rest] = Buffer.from(value, 'base64url')
    .toString('utf8')
    .split('|');
  const instant = new Date(createdAt);
  if (
    rest.length > 0 ||
    !isLocalDate(date) ||
    !isCursorInstant(createdAt, instant) ||
    !UUID_PATTERN.test(id)
  ) {
    const message = 'That page link is not valid; start again from the first page';
    throw new AppError('VALIDATION_FAILED', message, [{ path: 'cursor', message }]);
  }
  return { date, createdAt: instant, id };
}
