import { expect, test } from 'vitest';
import { hashSessionId, newSessionId, signSessionId, unsignSessionId } from './session-token';

const secret = 'a-secret-that-is-long-enough-for-the-hmac';

test('session ids carry 256 bits and never repeat', () => {
  const ids = new Set(Array.from({ length: 1000 }, newSessionId));
  expect(ids.size).toBe(1000);
  expect(Buffer.from([...ids][0] ?? '', 'base64url')).toHaveLength(32);
});

test('a signed id unsigns to itself with the same secret only', () => {
  const id = newSessionId();
  const signed = signSessionId(id, secret);
  expect(unsignSessionId(signed, secret)).toBe(id);
  expect(unsignSessionId(signed, `${secret}-other`)).toBeNull();
});

test('altered or unsigned values are refused', () => {
  const id = newSessionId();
  const signed = signSessionId(id, secret);
  expect(unsignSessionId(`${newSessionId()}${signed.slice(signed.indexOf('.'))}`, secret)).toBeNull();
  expect(unsignSessionId(id, secret)).toBeNull();
  expect(unsignSessionId('', secret)).toBeNull();
});

test('the stored hash is a SHA-256 hex digest that does not contain the id', () => {
  const id = newSessionId();
  expect(hashSessionId(id)).toMatch(/^[0-9a-f]{64}$/);
  expect(hashSessionId(id)).toBe(hashSessionId(id));
  expect(hashSessionId(id)).not.toContain(id);
});
