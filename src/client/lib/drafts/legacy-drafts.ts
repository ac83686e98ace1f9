// Drafts written by earlier versions of the app, in the three formats they used, are carried into the
// current store the first time their user opens the app, then removed. Nothing unsent is lost; a copy
// the server already had (a journal draft not marked dirty) is dropped.
import { type KeyValueStorage, storageKeys } from '../storage-reset';
import { LEGACY_DRAFT_PREFIXES } from './draft-key';
import { type DraftRecord, type DraftStore, randomId } from './draft-store';

/** The kinds the legacy formats become; each feature defines the same names for its own drafts. */
export const LEGACY_KINDS = {
  retro: 'retro',
  journal: 'journal',
  challengeNotes: 'challenge-notes',
} as const;

const {
  retro: RETRO_PREFIX,
  journal: JOURNAL_PREFIX,
  challengeNotes: CHALLENGE_NOTES_PREFIX,
} = LEGACY_DRAFT_PREFIXES;

/** The journal kind's value (features/journal keeps the same shape). */
export interface LegacyJournalValue {
  title: string;
  body: string;
  tags: string[];
  prompt: string | null;
  promptQuestionId: number | null;
}

function record(kind: string, id: string, value: unknown, now: number, serverId: string | null = null) {
  return {
    kind,
    id,
    value,
    revision: 1,
    pending: true,
    serverId,
    idempotencyKey: randomId(),
    refused: null,
    changedAt: now,
  } satisfies DraftRecord;
}

function journalRecord(raw: string, now: number): DraftRecord | null {
  try {
    const old = JSON.parse(raw) as Record<string, unknown>;
    if (typeof old !== 'object' || old === null || typeof old.body !== 'string' || old.dirty !== true)
      return null;
    const value: LegacyJournalValue = {
      title: typeof old.title === 'string' ? old.title : '',
      body: old.body,
      tags: Array.isArray(old.tags) ? old.tags.filter((tag): tag is string => typeof tag === 'string') : [],
      prompt: typeof old.prompt === 'string' ? old.prompt : null,
      promptQuestionId: typeof old.promptQuestionId === 'number' ? old.promptQuestionId : null,
    };
    if (value.title.trim() === '' && value.body.trim() === '') return null;
    const entryId = typeof old.entryId === 'string' ? old.entryId : null;
    return record(LEGACY_KINDS.journal, entryId ?? randomId(), value, now, entryId);
  } catch {
    return null;
  }
}

/**
 * Moves this user's drafts in the old formats into `store`. Challenge notes were kept without a user, so
 * they go to the first user who opens the app after the update (in practice the only one on the device).
 * Returns how many drafts were carried over.
 */
export function migrateLegacyDrafts(storage: KeyValueStorage | undefined, store: DraftStore, now: number) {
  if (!storage) return 0;
  let keys: string[];
  try {
    keys = storageKeys(storage);
  } catch {
    return 0;
  }
  let carried = 0;
  for (const key of keys) {
    let converted: DraftRecord | null | undefined;
    const raw = storage.getItem(key);
    if (raw === null) continue;
    if (key.startsWith(`${RETRO_PREFIX}${store.userId}:`)) {
      // retro-draft:<user>:<date>:answer:<id> | rating:<area>, the value as plain text.
      const rest = key.slice(RETRO_PREFIX.length + store.userId.length + 1);
      converted = record(LEGACY_KINDS.retro, rest, raw, now);
    } else if (key.startsWith(`${JOURNAL_PREFIX}${store.userId}:`)) {
      converted = journalRecord(raw, now);
    } else if (key.startsWith(CHALLENGE_NOTES_PREFIX)) {
      const id = key.slice(CHALLENGE_NOTES_PREFIX.length);
      converted =
        raw === '' ? null : { ...record(LEGACY_KINDS.challengeNotes, id, raw, now), pending: false };
    } else {
      continue;
    }
    if (converted) {
      // An old draft never replaces a newer one in the current format.
      if (store.read(converted.kind, converted.id)) converted = null;
      else if (!store.write(converted)) continue;
      else carried += 1;
    }
    try {
      storage.removeItem(key);
    } catch {
      // Left for the next start; the current format's copy is not replaced then.
    }
  }
  return carried;
}
