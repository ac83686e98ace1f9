// Local-first drafts of retro answers and ratings: every change is written to local storage before it is
// sent, and the local copy is dropped only once the server has confirmed that exact value.

/** The part of the Web Storage API the draft store uses (localStorage in the app, a Map in tests). */
export interface DraftStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  key(index: number): string | null;
  readonly length: number;
}

/** One thing a retro saves: an answer (`answer:<questionId>`) or an area rating (`rating:<area>`). */
export type DraftField = `answer:${number}` | `rating:${string}`;

const PREFIX = 'retro-draft';

export function answerField(questionId: number): DraftField {
  return `answer:${questionId}`;
}

export function ratingField(area: string): DraftField {
  return `rating:${area}`;
}

export function draftKey(userId: string, date: string, field: DraftField): string {
  return `${PREFIX}:${userId}:${date}:${field}`;
}

/** Reads a draft; storage that throws (private mode, blocked) reads as no draft. */
export function readDraft(storage: DraftStorage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

/** Writes a draft; returns false when the storage refused it (full or blocked). */
export function writeDraft(storage: DraftStorage, key: string, value: string): boolean {
  try {
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/**
 * The server confirmed `confirmed` for this field: the draft is removed only when it still holds exactly
 * that value. Returns true when nothing is left to send.
 */
export function confirmDraft(storage: DraftStorage, key: string, confirmed: string): boolean {
  const local = readDraft(storage, key);
  if (local === null) return true;
  if (local !== confirmed) return false;
  try {
    storage.removeItem(key);
  } catch {
    // A draft that cannot be removed is sent again later; the server takes the same value twice.
  }
  return true;
}

/**
 * What a field shows on load. An unsynced local draft wins over the server's value and must be sent
 * again; a draft equal to the server's value is already synced and is dropped.
 */
export function resolveDraft(
  storage: DraftStorage,
  key: string,
  serverValue: string,
): { value: string; pending: boolean } {
  const local = readDraft(storage, key);
  if (local === null) return { value: serverValue, pending: false };
  if (local === serverValue) {
    confirmDraft(storage, key, serverValue);
    return { value: serverValue, pending: false };
  }
  return { value: local, pending: true };
}

/** Every unsynced draft of one user's retro for one date, keyed by field. */
export function pendingDrafts(storage: DraftStorage, userId: string, date: string): Map<DraftField, string> {
  const prefix = `${PREFIX}:${userId}:${date}:`;
  const found = new Map<DraftField, string>();
  try {
    for (let index = 0; index < storage.length; index++) {
      const key = storage.key(index);
      if (key?.startsWith(prefix)) {
        const value = storage.getItem(key);
        if (value !== null) found.set(key.slice(prefix.length) as DraftField, value);
      }
    }
  } catch {
    // Unreadable storage has no drafts.
  }
  return found;
}

/**
 * Unsynced drafts of this user's other retros than `currentDate`, by date. Only the current day's retro
 * can change, so these can no longer reach the server: the page shows them rather than dropping them.
 */
export function closedDayDrafts(
  storage: DraftStorage,
  userId: string,
  currentDate: string,
): Map<string, Map<DraftField, string>> {
  const prefix = `${PREFIX}:${userId}:`;
  const found = new Map<string, Map<DraftField, string>>();
  try {
    for (let index = 0; index < storage.length; index++) {
      const key = storage.key(index);
      if (!key?.startsWith(prefix)) continue;
      const rest = key.slice(prefix.length);
      const date = rest.slice(0, 10);
      const value = storage.getItem(key);
      if (date === currentDate || rest[10] !== ':' || value === null) continue;
      const fields = found.get(date) ?? new Map<DraftField, string>();
      fields.set(rest.slice(11) as DraftField, value);
      found.set(date, fields);
    }
  } catch {
    // Unreadable storage has no drafts.
  }
  return found;
}

/** Removes every draft of one retro. */
export function discardDrafts(storage: DraftStorage, userId: string, date: string): void {
  for (const field of pendingDrafts(storage, userId, date).keys()) {
    try {
      storage.removeItem(draftKey(userId, date, field));
    } catch {
      // Storage that cannot be written keeps the draft; it is offered again next time.
    }
  }
}
