// Journal entries: the list a page at a time, one entry, search, tags, "on this day" and the recently
// deleted; saving an entry as it is typed (a draft kind: see src/client/lib/drafts/), deleting, restoring,
// and keeping a closed retro's answers as an entry.
import {
  infiniteQueryOptions,
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { updateStreak } from '#client/features/gamification';
import { homeKeys } from '#client/features/home';
import { api } from '#client/lib/api-client';
import type { SyncedDraftKind } from '#client/lib/drafts/draft-kind';
import type { DraftRecord } from '#client/lib/drafts/draft-store';
import { underPath } from '#client/lib/query-paths';
import type {
  DeletedJournalEntry,
  JournalEntry,
  JournalOnThisDay,
  JournalPage,
  JournalSearchResults,
  JournalTags,
  RecentlyDeletedEntries,
} from '#contract/journal';
import { type EntryDraft, hasContent, titleToSave } from '../lib/entry-draft';

export interface ListFilters {
  tag?: string;
  from?: string;
  to?: string;
}

export const journalKeys = {
  list: (filters: ListFilters) => ['/api/journal', filters] as const,
  entry: (id: string) => [`/api/journal/${id}`] as const,
  search: (q: string) => ['/api/journal/search', { q }] as const,
  tags: ['/api/journal/tags'] as const,
  onThisDay: ['/api/journal/on-this-day'] as const,
  deleted: ['/api/journal/deleted'] as const,
};

/** Every cached journal read (lists, entries, search, tags, on this day) and home, which lists entries. */
const journalAndHome = underPath('/api/journal', homeKeys.summary[0]);

/** Newest first, one page at a time. */
export const journalListQuery = (filters: ListFilters) =>
  infiniteQueryOptions({
    queryKey: journalKeys.list(filters),
    initialPageParam: {} as { cursor?: string },
    getNextPageParam: (page: JournalPage) => (page.nextCursor ? { cursor: page.nextCursor } : undefined),
  });

export const entryQuery = (id: string) => queryOptions<JournalEntry>({ queryKey: journalKeys.entry(id) });

export function useJournalList(filters: ListFilters) {
  return useInfiniteQuery(journalListQuery(filters));
}

export function useJournalEntry(id: string | null) {
  return useQuery({ ...entryQuery(id ?? ''), enabled: id !== null });
}

export function useJournalSearch(q: string) {
  return useQuery(
    queryOptions<JournalSearchResults>({
      queryKey: journalKeys.search(q),
      enabled: q.trim() !== '',
      placeholderData: keepPreviousData,
    }),
  );
}

export function useJournalTags() {
  return useQuery(queryOptions<JournalTags>({ queryKey: journalKeys.tags }));
}

export function useOnThisDay() {
  return useQuery(queryOptions<JournalOnThisDay>({ queryKey: journalKeys.onThisDay }));
}

export function useRecentlyDeleted() {
  return useQuery(queryOptions<RecentlyDeletedEntries>({ queryKey: journalKeys.deleted }));
}

export interface EntryFields {
  title: string | null;
  body: string;
  tags: string[];
  date?: string;
}

/** A first save; `promptQuestionId` links the entry to the library question it reflects on. */
function createEntry(
  fields: EntryFields & { promptQuestionId?: number; idempotencyKey?: string },
): Promise<JournalEntry> {
  return api.post<JournalEntry>('/api/journal', fields);
}

function updateEntry(id: string, fields: EntryFields): Promise<JournalEntry> {
  return api.patch<JournalEntry>(`/api/journal/${id}`, fields);
}

/** After a delete or a restore: the server recounts the journal streak, and every list is read again. */
function showEntryCameOrWent(queryClient: QueryClient) {
  void updateStreak(queryClient, 'journal');
  return queryClient.invalidateQueries({ predicate: journalAndHome });
}

export function useDeleteEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<DeletedJournalEntry>(`/api/journal/${id}`),
    // Deleting the day's only entry can end today's run.
    onSuccess: () => showEntryCameOrWent(queryClient),
  });
}

export function useRestoreEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<JournalEntry>(`/api/journal/${id}/restore`),
    onSuccess: () => showEntryCameOrWent(queryClient),
  });
}

/**
 * Saves answers a closed retro never received as a journal entry of that day, so nothing written is lost.
 * Journal reads (and home) are read again to show it.
 */
export function useCopyToJournal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entry: { title: string; body: string; date: string }) =>
      api.post<JournalEntry>('/api/journal', { ...entry, tags: ['retro'] }),
    onSuccess: () => queryClient.invalidateQueries({ predicate: journalAndHome }),
  });
}

export const JOURNAL_DRAFT_KIND = 'journal';
/** Pause between the last keystroke and the server save. */
export const AUTOSAVE_DELAY_MS = 1000;

/**
 * The saved entry goes into its own query at once; every list, search, tag count and home are read again
 * at once (open or not), so the entry shows its saved words wherever it is listed. A first save is the
 * journal's activity of the day.
 */
export function confirmJournalDraft(
  queryClient: QueryClient,
  entry: JournalEntry,
  draft: DraftRecord<EntryDraft>,
): void {
  const { queryKey } = entryQuery(entry.id);
  queryClient.setQueryData(queryKey, entry);
  // Read again now, not only when next shown: a list opened later (or offline) never shows old words.
  void queryClient.invalidateQueries({
    predicate: (query) => journalAndHome(query) && query.queryKey[0] !== queryKey[0],
    refetchType: 'all',
  });
  // A first save, or a new date, can change the days the journal streak counts.
  if (draft.serverId === null || draft.value.date !== undefined) void updateStreak(queryClient, 'journal');
}

/**
 * Journal entries: a first send creates the entry with the draft's idempotency key (a retry after a lost
 * answer finds the same entry), later sends update it.
 */
export const journalDraftKind: SyncedDraftKind<EntryDraft, JournalEntry> = {
  name: JOURNAL_DRAFT_KIND,
  delayMs: AUTOSAVE_DELAY_MS,
  send: ({ value, serverId, idempotencyKey }) => {
    const fields = {
      title: titleToSave(value),
      body: value.body,
      tags: value.tags,
      ...(value.date ? { date: value.date } : {}),
    };
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
