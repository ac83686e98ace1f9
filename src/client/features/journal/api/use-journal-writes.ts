import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeletedJournalEntry, JournalEntry } from '../../../../contract/journal';
import { api } from '../../../lib/api-client';
import { updateStreak } from '../../gamification/api/update-streak';
import { isJournalQuery } from './journal-keys';

export interface EntryFields {
  title: string | null;
  body: string;
  tags: string[];
}

/** A first save; `promptQuestionId` links the entry to the library question it reflects on. */
export function createEntry(
  fields: EntryFields & { promptQuestionId?: number; idempotencyKey?: string },
): Promise<JournalEntry> {
  return api.post<JournalEntry>('/api/journal', fields);
}

export function updateEntry(id: string, fields: EntryFields): Promise<JournalEntry> {
  return api.patch<JournalEntry>(`/api/journal/${id}`, fields);
}

export function useDeleteEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<DeletedJournalEntry>(`/api/journal/${id}`),
    onSuccess: () => {
      // The server recounts the journal streak: deleting the day's only entry can end today's run.
      void updateStreak(queryClient, 'journal');
      return queryClient.invalidateQueries({ predicate: (query) => isJournalQuery(query.queryKey) });
    },
  });
}

export function useRestoreEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<JournalEntry>(`/api/journal/${id}/restore`),
    onSuccess: () => {
      void updateStreak(queryClient, 'journal');
      return queryClient.invalidateQueries({ predicate: (query) => isJournalQuery(query.queryKey) });
    },
  });
}
