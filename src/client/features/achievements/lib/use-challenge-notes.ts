import { useState } from 'react';
import { useUser } from '#client/features/auth';
import type { LocalDraftKind } from '#client/lib/drafts/draft-kind';
import { useDraftQueueFor } from '#client/lib/drafts/drafts';

/** The notes of a challenge being completed: kept on the device until the completion succeeds. */
export const challengeNotesKind: LocalDraftKind = { name: 'challenge-notes', local: true };

/** A challenge's notes, read from and written to the device's drafts as the user types. */
export function useChallengeNotes(userChallengeId: string) {
  const { data: user } = useUser();
  const draftQueueFor = useDraftQueueFor();
  const queue = user ? draftQueueFor(user.id, [challengeNotesKind]) : null;
  const [notes, setNotes] = useState(
    () => queue?.read<string>(challengeNotesKind.name, userChallengeId)?.value ?? '',
  );

  function change(value: string) {
    setNotes(value);
    if (value === '') queue?.remove(challengeNotesKind.name, userChallengeId);
    else queue?.change(challengeNotesKind.name, userChallengeId, value);
  }

  /** The challenge was completed with these notes: the server has them now. */
  function forget() {
    queue?.remove(challengeNotesKind.name, userChallengeId);
  }

  return { notes, change, forget };
}
