import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id parameters: 19 MiB, two passes, one lane. (2 is Algorithm.Argon2id, a const enum.)
export const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
/**
 * For the API tests only (src/server/test/cheap-password-hashing.setup.ts): 1 MiB and one pass, some
 * twenty times cheaper, since most tests register users by the hundred to test something else. A hash
 * keeps its parameters, so verifying works the same; src/server/security/asvs-evidence.test.ts
 * registers and signs in with the production parameters above, and the end-to-end tests run the
 * server as it ships.
 */
export const CHEAP_TEST_ARGON2_OPTIONS = {
  algorithm: 2,
  memoryCost: 1024,
  timeCost: 1,
  parallelism: 1,
} as const;

let options: typeof ARGON2_OPTIONS | typeof CHEAP_TEST_ARGON2_OPTIONS = ARGON2_OPTIONS;

/** Tests only: hash with CHEAP_TEST_ARGON2_OPTIONS (true) or with the production parameters (false). */
export function hashCheaplyForTests(cheaply: boolean): void {
  options = cheaply ? CHEAP_TEST_ARGON2_OPTIONS : ARGON2_OPTIONS;
  dummyHash = undefined;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the same time as a real check, so an unknown username cannot be told apart by timing. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('not-a-real-password-just-for-timing');
  await verifyPassword(await dummyHash, password);
  return false;
}
