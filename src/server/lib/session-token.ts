import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new 256-bit session id, as it goes into the cookie. */
export function newSessionId(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps instead of the id: a leaked row is not a live session. */
export function hashSessionId(id: string): string {
  return createHash('sha256').update(id).digest('hex');
}

function signature(id: string, secret: string): string {
  return createHmac('sha256', secret).update(id).digest('base64url');
}

/** The cookie value: the id plus an HMAC, so forged cookies are refused without a database read. */
export function signSessionId(id: string, secret: string): string {
  return `${id}.${signature(id, secret)}`;
}

export function unsignSessionId(value: string, secret: string): string | null {
  const dot = value.lastIndexOf('.');
  if (dot <= 0) return null;
  const id = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(signature(id, secret));
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}
