import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeletedJournalEntry, JournalEntry } from '../../../../contract/journal';
import { api } from '../../../lib/api-client';
import { isJournalQuery } from './journal-keys';

export interface EntryFields {
  title: string | null;
  body: string;
  tags: string[];
}

export function createEntry(fields: EntryFields): Promise<JournalEntry> {
  return api.post<JournalEntry>('/api/journal', fields);
}

export function updateEntry(id: string, fields: EntryFields): Promise<JournalEntry> {
  return api.patch<JournalEntry>(`/api/journal/${id}`, fields);
}

export function useDeleteEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<DeletedJournalEntry>(`/api/journal/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ predicate: (query) => isJournalQuery(query.queryKey) }),
  });
}

export function useRestoreEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<JournalEntry>(`/api/journal/${id}/restore`),
    onSuccess: () => queryClient.invalidateQueries({ predicate: (query) => isJournalQuery(query.queryKey) }),
  });
}
