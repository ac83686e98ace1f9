import { createHash } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { journalEntries, moods, retros, userChallenges } from '#server/db/schema';
import type { Transaction } from './import-run';

type RecordTable = typeof journalEntries | typeof moods | typeof retros | typeof userChallenges;

/** RFC 9562 UUID version 5: the SHA-1 name-based UUID of `name` in the namespace `namespace`. */
export function uuidV5(namespace: string, name: string): string {
  const hash = createHash('sha1')
    .update(Buffer.from(namespace.replace(/-/g, ''), 'hex'))
    .update(name, 'utf8')
    .digest();
  hash[6] = ((hash[6] ?? 0) & 0x0f) | 0x50;
  hash[8] = ((hash[8] ?? 0) & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The owner of each of these ids that some user already uses (one primary-key lookup). */
async function owners(tx: Transaction, table: RecordTable, ids: string[]) {
  const owner = new Map<string, string>();
  if (ids.length === 0) return owner;
  const rows = await tx
    .select({ id: table.id, userId: table.userId })
    .from(table)
    .where(inArray(table.id, ids));
  for (const row of rows) owner.set(row.id, row.userId);
  return owner;
}

/**
 * The id each record of one batch gets in this account: its own, unless another account already
 * uses it; then a UUID v5 of this user's id and the original id, the same on every import, so a file
 * from an account that still exists can be imported again without adding its records twice.
 * `present` tells which of them this account already has.
 */
export async function resolveIds(tx: Transaction, table: RecordTable, userId: string, ids: string[]) {
  const owner = await owners(tx, table, ids);
  const target = new Map<string, string>();
  for (const id of ids) {
    const used = owner.get(id);
    target.set(id, used === undefined || used === userId ? id : uuidV5(userId, id));
  }
  const replacements = [...target].filter(([id, to]) => to !== id).map(([, to]) => to);
  for (const [id, user] of await owners(tx, table, replacements)) owner.set(id, user);
  return {
    idFor: (id: string) => target.get(id) ?? id,
    present: (id: string) => owner.get(target.get(id) ?? id) === userId,
  };
}
