/** Query keys of the journal: the first part is the request path (see urlForQueryKey). */
export interface ListFilters {
  tag?: string;
  from?: string;
  to?: string;
}

export const journalKeys = {
  all: ['/api/journal'] as const,
  list: (filters: ListFilters) => ['/api/journal', 'list', filters] as const,
  entry: (id: string) => [`/api/journal/${id}`] as const,
  search: (q: string) => ['/api/journal/search', { q }] as const,
  tags: ['/api/journal/tags'] as const,
  onThisDay: ['/api/journal/on-this-day'] as const,
  deleted: ['/api/journal/deleted'] as const,
};

/** Every cached journal read (lists, entries, search, tags, on this day) and the home summary. */
export function isJournalQuery(queryKey: readonly unknown[]): boolean {
  const path = queryKey[0];
  return typeof path === 'string' && (path.startsWith('/api/journal') || path === '/api/home');
}
