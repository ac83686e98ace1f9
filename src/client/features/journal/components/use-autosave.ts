import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { SAVE_RETRY_DELAY_MS } from '../../../lib/save-retry';
import { updateStreak } from '../../gamification/api/update-streak';
import { isJournalQuery } from '../api/journal-keys';
import { createEntry, updateEntry } from '../api/use-journal-writes';
import { clearDraft, type Draft, syncAction, titleToSave, writeDraft } from '../lib/draft-store';

/** Debounce between the last keystroke and the server save. */
export const AUTOSAVE_DELAY_MS = 1000;

export type SaveState = 'idle' | 'saving' | 'saved' | 'local';

function sameContent(a: Draft, b: Draft): boolean {
  return a.title === b.title && a.body === b.body && a.tags.join('\u0001') === b.tags.join('\u0001');
}

/**
 * Keeps a draft on the device on every change and on the server a second after the last one:
 * a first save creates the entry, later saves update it. A failed save leaves the draft on the
 * device and tries again when the browser is back online.
 */
export function useAutosave(storageKey: string, initial: Draft) {
  const queryClient = useQueryClient();
  const [draft, setDraftState] = useState(initial);
  const draftRef = useRef(initial);
  const [saveState, setSaveState] = useState<SaveState>(
    initial.dirty ? 'local' : initial.entryId ? 'saved' : 'idle',
  );
  const inFlight = useRef(false);
  const mounted = useRef(true);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const store = useCallback(
    (next: Draft) => {
      draftRef.current = next;
      setDraftState(next);
      writeDraft(window.localStorage, storageKey, next);
    },
    [storageKey],
  );

  const sync = useCallback(async (): Promise<void> => {
    clearTimeout(timer.current);
    if (inFlight.current) return;
    const sent = draftRef.current;
    const action = syncAction(sent);
    if (action === 'none') return;
    inFlight.current = true;
    setSaveState('saving');
    const fields = { title: titleToSave(sent), body: sent.body, tags: sent.tags };
    let ok = false;
    try {
      const created = sent.entryId === null;
      const saved = created
        ? await createEntry(
            sent.promptQuestionId === null ? fields : { ...fields, promptQuestionId: sent.promptQuestionId },
          )
        : await updateEntry(sent.entryId as string, fields);
      ok = true;
      // A new entry is the journal's activity of the day.
      if (created) void updateStreak(queryClient, 'journal');
      const latest = draftRef.current;
      const next = { ...latest, entryId: saved.id, dirty: !sameContent(latest, sent) };
      // The editor was left while this save ran: once the server has everything, the device copy can go.
      if (!mounted.current && !next.dirty) {
        draftRef.current = next;
        clearDraft(window.localStorage, storageKey);
      } else {
        store(next);
      }
      void queryClient.invalidateQueries({ predicate: (query) => isJournalQuery(query.queryKey) });
    } catch {
      setSaveState('local');
      if (mounted.current) timer.current = setTimeout(() => void sync(), SAVE_RETRY_DELAY_MS);
    } finally {
      inFlight.current = false;
    }
    if (!ok || !mounted.current) return;
    if (draftRef.current.dirty) {
      void sync();
    } else {
      setSaveState('saved');
    }
  }, [queryClient, store, storageKey]);

  const update = useCallback(
    (change: Partial<Pick<Draft, 'title' | 'body' | 'tags'>>) => {
      store({ ...draftRef.current, ...change, dirty: true });
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void sync(), AUTOSAVE_DELAY_MS);
    },
    [store, sync],
  );

  useEffect(() => {
    const retry = () => void sync();
    window.addEventListener('online', retry);
    // A draft left unsaved by an earlier visit goes to the server as soon as the editor opens.
    mounted.current = true;
    if (draftRef.current.dirty) void sync();
    return () => {
      mounted.current = false;
      window.removeEventListener('online', retry);
      // Leaving the editor sends what is still waiting for the debounce.
      if (draftRef.current.dirty) void sync();
    };
  }, [sync]);

  return { draft, update, saveState, flush: sync, draftRef };
}
