// The device's copy of everything a user has typed and the server has not confirmed yet, in one format:
// one local-storage key per draft, `drafts.v2:<userId>:<kind>:<id>`, holding a versioned JSON record.
import { type KeyValueStorage, storageKeys } from '../storage-reset';
import { DRAFT_FORMAT_VERSION, DRAFT_KEY_PREFIX } from './draft-key';

export { DRAFT_FORMAT_VERSION, DRAFT_KEY_PREFIX };

export interface DraftRecord<T = unknown> {
  kind: string;
  /** The draft's own id within its kind: a server id, a date and field, or a local id for a new record. */
  id: string;
  value: T;
  /** Goes up with every change, so a confirmation of an older value never clears a newer one. */
  revision: number;
  /** True while the server has not confirmed the latest change. */
  pending: boolean;
  /** The server's id for what this draft created, once it has; later sends update it. */
  serverId: string | null;
  /** Made once per draft and sent with its create, so a retried create never makes a second record. */
  idempotencyKey: string;
  /** The server's reason when it refused the latest change; not sent again until edited or retried. */
  refused: string | null;
  /** When the draft last changed (ms since the epoch), to order drafts on screen. */
  changedAt: number;
}

interface StoredRecord {
  v: number;
  value: unknown;
  revision: number;
  pending: boolean;
  serverId: string | null;
  idempotencyKey: string;
  refused: string | null;
  changedAt: number;
}

export function draftStorageKey(userId: string, kind: string, id: string): string {
  return `${DRAFT_KEY_PREFIX}${userId}:${kind}:${id}`;
}

function parse(raw: string, kind: string, id: string): DraftRecord | null {
  try {
    const stored = JSON.parse(raw) as Partial<StoredRecord>;
    if (typeof stored !== 'object' || stored === null || stored.v !== DRAFT_FORMAT_VERSION) return null;
    if (!('value' in stored) || typeof stored.idempotencyKey !== 'string') return null;
    return {
      kind,
      id,
      value: stored.value,
      revision: typeof stored.revision === 'number' ? stored.revision : 1,
      pending: stored.pending !== false,
      serverId: typeof stored.serverId === 'string' ? stored.serverId : null,
      idempotencyKey: stored.idempotencyKey,
      refused: typeof stored.refused === 'string' ? stored.refused : null,
      changedAt: typeof stored.changedAt === 'number' ? stored.changedAt : 0,
    };
  } catch {
    return null;
  }
}

function serialize(record: DraftRecord): string {
  const { kind: _kind, id: _id, ...rest } = record;
  return JSON.stringify({ v: DRAFT_FORMAT_VERSION, ...rest } satisfies StoredRecord);
}

/** The format of the remembered server ids; another version is ignored (and replaced on the next write). */
export const SERVER_IDS_FORMAT_VERSION = 1;
/** How many draft→server id pairs are remembered; the oldest go first. */
export const SERVER_IDS_LIMIT = 100;

/** Where one user's server ids of confirmed drafts are kept (the drafts' prefix: cache clears spare it). */
export function serverIdsStorageKey(userId: string): string {
  return `${DRAFT_KEY_PREFIX}server-ids:${userId}`;
}

interface StoredServerIds {
  v: number;
  /** `[kind:id, serverId]`, oldest first. */
  ids: Array<[string, string]>;
}

/**
 * One user's drafts. Storage that refuses a write (full, blocked, private mode) keeps the draft in memory
 * for this visit, so the words still reach the server.
 */
export class DraftStore {
  private readonly memory = new Map<string, DraftRecord>();
  /** Server ids kept for this visit only, when the device refused to keep them. */
  private serverIdsInMemory: Array<[string, string]> | null = null;

  constructor(
    private readonly storage: KeyValueStorage | undefined,
    readonly userId: string,
  ) {}

  read<T>(kind: string, id: string): DraftRecord<T> | null {
    const key = draftStorageKey(this.userId, kind, id);
    const inMemory = this.memory.get(key);
    if (inMemory) return inMemory as DraftRecord<T>;
    let raw: string | null = null;
    try {
      raw = this.storage?.getItem(key) ?? null;
    } catch {
      return null;
    }
    if (raw === null) return null;
    const record = parse(raw, kind, id);
    if (!record) this.removeKey(key);
    return record as DraftRecord<T> | null;
  }

  /** Returns false when only memory could keep it (the device did not take it). */
  write(record: DraftRecord): boolean {
    const key = draftStorageKey(this.userId, record.kind, record.id);
    try {
      if (!this.storage) throw new Error('no storage');
      this.storage.setItem(key, serialize(record));
      this.memory.delete(key);
      return true;
    } catch {
      this.memory.set(key, record);
      return false;
    }
  }

  remove(kind: string, id: string): void {
    this.removeKey(draftStorageKey(this.userId, kind, id));
  }

  /** Every draft of this user (of one kind when given), oldest change first. */
  list<T = unknown>(kind?: string): DraftRecord<T>[] {
    const prefix = `${DRAFT_KEY_PREFIX}${this.userId}:${kind === undefined ? '' : `${kind}:`}`;
    const found = new Map<string, DraftRecord>();
    let keys: string[] = [];
    try {
      keys = this.storage ? storageKeys(this.storage) : [];
    } catch {
      keys = [];
    }
    for (const key of [...keys, ...this.memory.keys()]) {
      if (!key.startsWith(prefix) || found.has(key)) continue;
      const rest = key.slice(DRAFT_KEY_PREFIX.length + this.userId.length + 1);
      const split = rest.indexOf(':');
      if (split <= 0) continue;
      const record = this.read(rest.slice(0, split), rest.slice(split + 1));
      if (record) found.set(key, record);
    }
    return [...found.values()].sort((a, b) => a.changedAt - b.changedAt) as DraftRecord<T>[];
  }

  /**
   * The server's id for what a draft created, kept after the draft itself is dropped, so coming back to
   * the draft's address (the browser's back button, after a reload too) edits that record instead of
   * creating a second one.
   */
  serverIdOf(kind: string, id: string): string | null {
    const wanted = `${kind}:${id}`;
    return this.readServerIds().find(([key]) => key === wanted)?.[1] ?? null;
  }

  rememberServerId(kind: string, id: string, serverId: string): void {
    const wanted = `${kind}:${id}`;
    const ids = this.readServerIds().filter(([key]) => key !== wanted);
    ids.push([wanted, serverId]);
    const kept = ids.slice(-SERVER_IDS_LIMIT);
    try {
      if (!this.storage) throw new Error('no storage');
      this.storage.setItem(
        serverIdsStorageKey(this.userId),
        JSON.stringify({ v: SERVER_IDS_FORMAT_VERSION, ids: kept } satisfies StoredServerIds),
      );
      this.serverIdsInMemory = null;
    } catch {
      this.serverIdsInMemory = kept;
    }
  }

  private readServerIds(): Array<[string, string]> {
    if (this.serverIdsInMemory) return this.serverIdsInMemory;
    try {
      const raw = this.storage?.getItem(serverIdsStorageKey(this.userId)) ?? null;
      const stored = raw === null ? null : (JSON.parse(raw) as Partial<StoredServerIds>);
      if (stored?.v === SERVER_IDS_FORMAT_VERSION && Array.isArray(stored.ids))
        return stored.ids.filter(
          (pair): pair is [string, string] =>
            Array.isArray(pair) && typeof pair[0] === 'string' && typeof pair[1] === 'string',
        );
    } catch {
      // Unreadable: as if none were kept.
    }
    return [];
  }

  private removeKey(key: string): void {
    this.memory.delete(key);
    try {
      this.storage?.removeItem(key);
    } catch {
      // A draft that cannot be removed is confirmed again later; the server takes the same value twice.
    }
  }
}

/** A new random id (idempotency keys, local ids of new records); works outside secure contexts too. */
export function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
