import { Suspense } from 'react';
import { useDraftQueue } from '#client/lib/drafts/drafts';
import { lazyOptional } from '#client/lib/lazy-optional';
import { RETRO_COMPLETION_KIND, retroCompletionKind, retroDraftKind } from '../api/retro';

// Rarely shown: its code loads only when a completion was refused.
const RefusedCompletionCards = lazyOptional(() =>
  import('./refused-completion-cards').then((module) => module.RefusedCompletionCards),
);

/**
 * Completions made offline that the server refused once they arrived (the day had closed: decision
 * records 036 and 045), for days other than the one shown. Each says why; what was written is kept
 * (on the server, or in the closed-day drafts below). Dismissing one forgets the completion only.
 */
export function RefusedCompletions({ userId, shownDate }: { userId: string; shownDate: string }) {
  const queue = useDraftQueue(userId, retroDraftKind, retroCompletionKind);
  const refused = queue
    .list<string>(RETRO_COMPLETION_KIND)
    .filter((draft) => draft.pending && draft.refused !== null && draft.id !== shownDate);
  if (refused.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <RefusedCompletionCards queue={queue} refused={refused} />
    </Suspense>
  );
}
