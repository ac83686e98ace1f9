import { useCallback, useRef, useState } from 'react';
import { useDraftQueue, useHeldDraft } from '#client/lib/drafts/drafts';
import type { SaveState } from '#client/lib/drafts/save-state';
import { JOURNAL_DRAFT_KIND, journalDraftKind } from '../api/entries';
import type { EntryDraft } from '../lib/entry-draft';

/**
 * One entry in the editor: every change is kept on the device at once and reaches the server a second
 * after the last one, through the draft queue (which goes on sending when the editor is left).
 */
export function useEntryDraft(userId: string, draftId: string, initial: EntryDraft, serverId: string | null) {
  const queue = useDraftQueue(userId, journalDraftKind);
  useHeldDraft(queue, JOURNAL_DRAFT_KIND, draftId);
  const [draft, setDraft] = useState(initial);
  const draftRef = useRef(initial);
  const entryId = queue.serverIdOf(JOURNAL_DRAFT_KIND, draftId) ?? serverId;
  const queued = queue.state(JOURNAL_DRAFT_KIND, draftId);
  // An entry the server has and nothing waiting: it is saved.
  const saveState: SaveState = queued.status === 'idle' && entryId !== null ? { status: 'saved' } : queued;

  const update = useCallback(
    (change: Partial<Pick<EntryDraft, 'title' | 'body' | 'tags' | 'date'>>) => {
      const next = { ...draftRef.current, ...change };
      draftRef.current = next;
      setDraft(next);
      queue.change(JOURNAL_DRAFT_KIND, draftId, next, { serverId });
    },
    [queue, draftId, serverId],
  );

  const flush = useCallback(() => queue.flush(JOURNAL_DRAFT_KIND, draftId), [queue, draftId]);
  const retry = useCallback(() => void queue.retry(JOURNAL_DRAFT_KIND, draftId), [queue, draftId]);
  const discard = useCallback(() => queue.remove(JOURNAL_DRAFT_KIND, draftId), [queue, draftId]);

  return { draft, update, saveState, entryId, flush, retry, discard };
}
