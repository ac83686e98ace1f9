import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  JournalEntry,
  JournalOnThisDay,
  JournalSearchResults,
  JournalTags,
  RecentlyDeletedEntries,
} from '../../../../contract/journal';
import { journalKeys } from './journal-keys';

export function useJournalEntry(id: string | null) {
  return useQuery<JournalEntry>({ queryKey: journalKeys.entry(id ?? ''), enabled: id !== null });
}

export function useJournalSearch(q: string) {
  return useQuery<JournalSearchResults>({
    queryKey: journalKeys.search(q),
    enabled: q.trim() !== '',
    placeholderData: keepPreviousData,
  });
}

export function useJournalTags() {
  return useQuery<JournalTags>({ queryKey: journalKeys.tags });
}

export function useOnThisDay() {
  return useQuery<JournalOnThisDay>({ queryKey: journalKeys.onThisDay });
}

export function useRecentlyDeleted() {
  return useQuery<RecentlyDeletedEntries>({ queryKey: journalKeys.deleted });
}
