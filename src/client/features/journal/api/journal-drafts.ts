import type { QueryClient } from '@tanstack/react-query';
import type { JournalEntry } from '../../../../contract/journal';
import type { SyncedDraftKind } from '../../../lib/drafts/draft-kind';
import type { DraftRecord } from '../../../lib/drafts/draft-store';
import { updateStreak } from '../../gamification/api/update-streak';
import { type EntryDraft, hasContent, titleToSave } from '../lib/entry-draft';
import { isJournalQuery, journalKeys } from './journal-keys';
import { createEntry, updateEntry } from './use-journal-writes';

export const JOURNAL_DRAFT_KIND = 'journal';
/** Pause between the last keystroke and the server save. */
export const AUTOSAVE_DELAY_MS = 1000;

/**
 * The saved entry goes into its own query at once; every list, search, tag count and home are read again
 * at once (open or not), so the entry shows its saved words wherever it is listed. A first save is the journal's activity of
 * the day.
 */
export function confirmJournalDraft(
  queryClient: QueryClient,
  entry: JournalEntry,
  draft: DraftRecord<EntryDraft>,
): void {
  const entryKey = journalKeys.entry(entry.id);
  queryClient.setQueryData(entryKey, entry);
  // Read again now, not only when next shown: a list opened later (or offline) never shows old words.
  void queryClient.invalidateQueries({
    predicate: (query) => isJournalQuery(query.queryKey) && query.queryKey[0] !== entryKey[0],
    refetchType: 'all',
  });
  if (draft.serverId === null) void updateStreak(queryClient, 'journal');
}

/**
 * Journal entries: a first send creates the entry with the draft's idempotency key (a retry after a lost
 * answer finds the same entry), later sends update it.
 */
export const journalDraftKind: SyncedDraftKind<EntryDraft, JournalEntry> = {
  name: JOURNAL_DRAFT_KIND,
  delayMs: AUTOSAVE_DELAY_MS,
  send: ({ value, serverId, idempotencyKey }) => {
    const fields = { title: titleToSave(value), body: value.body, tags: value.tags };
    if (serverId !== null) return updateEntry(serverId, fields);
    return createEntry({
      ...fields,
      ...(value.promptQuestionId === null ? {} : { promptQuestionId: value.promptQuestionId }),
      idempotencyKey,
    });
  },
  serverIdOf: (entry) => entry.id,
  isBlank: (draft) => !hasContent(draft.value),
  confirm: confirmJournalDraft,
};
