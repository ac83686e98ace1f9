import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JournalEntry } from '../../../../contract/journal';
import { api } from '../../../lib/api-client';

/**
 * Saves answers a closed retro never received as a journal entry of that day, so nothing written is lost.
 * Journal reads (and home) are refetched to show it.
 */
export function useCopyToJournal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entry: { title: string; body: string; date: string }) =>
      api.post<JournalEntry>('/api/journal', { ...entry, tags: ['retro'] }),
    onSuccess: () =>
      queryClient.invalidateQueries({
        predicate: ({ queryKey: [path] }) =>
          typeof path === 'string' && (path.startsWith('/api/journal') || path === '/api/home'),
      }),
  });
}
