// The notes of a challenge being completed live on the device until the completion succeeds, so a
// reload or a closed tab does not lose them.

const PREFIX = 'draft.challenge-notes.';

export function notesDraftKey(userChallengeId: string): string {
  return `${PREFIX}${userChallengeId}`;
}

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function readNotesDraft(storage: DraftStorage | undefined, userChallengeId: string): string {
  try {
    return storage?.getItem(notesDraftKey(userChallengeId)) ?? '';
  } catch {
    return '';
  }
}

/** Keeps the draft, or forgets it when it is empty. */
export function writeNotesDraft(
  storage: DraftStorage | undefined,
  userChallengeId: string,
  notes: string,
): void {
  try {
    if (notes === '') storage?.removeItem(notesDraftKey(userChallengeId));
    else storage?.setItem(notesDraftKey(userChallengeId), notes);
  } catch {
    // Storage full or blocked: the notes stay in the form for this visit.
  }
}
