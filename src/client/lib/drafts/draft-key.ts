// The storage keys of drafts, on their own so the code that clears caches can spare drafts, and the app's
// start can tell whether there are any, without loading the drafts module: what a user typed and the
// server has not confirmed is never cached data.
import { type KeyValueStorage, storageKeys } from '../storage-reset';

/** The storage format's version; records of any other version are dropped when read. */
export const DRAFT_FORMAT_VERSION = 2;
export const DRAFT_KEY_PREFIX = `drafts.v${DRAFT_FORMAT_VERSION}:`;

/**
 * Where earlier versions of the app kept drafts (legacy-drafts.ts carries them into the current
 * format): retro answers and journal drafts under `<prefix><userId>:`, challenge notes without a user.
 */
export const LEGACY_DRAFT_PREFIXES = {
  retro: 'retro-draft:',
  journal: 'journal-draft:',
  challengeNotes: 'draft.challenge-notes.',
} as const;

/**
 * Whether the device holds a draft of this user's, in the current format or an earlier one. Without
 * one, the draft queue has nothing to send when the app starts; a screen that writes drafts starts it.
 */
export function holdsDrafts(storage: KeyValueStorage | undefined, userId: string): boolean {
  if (!storage) return false;
  const prefixes = [
    `${DRAFT_KEY_PREFIX}${userId}:`,
    `${LEGACY_DRAFT_PREFIXES.retro}${userId}:`,
    `${LEGACY_DRAFT_PREFIXES.journal}${userId}:`,
    LEGACY_DRAFT_PREFIXES.challengeNotes,
  ];
  try {
    return storageKeys(storage).some((key) => prefixes.some((prefix) => key.startsWith(prefix)));
  } catch {
    // Storage that cannot be listed: start the queue, which copes with it.
    return true;
  }
}
