import { NotebookPen } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '#client/components/ui/button';
import { EmptyState } from '#client/components/ui/empty-state';
import { LoadFailed } from '#client/components/ui/load-failed';
import { Spinner } from '#client/components/ui/spinner';
import type { ListFilters } from '../api/entries';
import { useJournalList } from '../api/entries';
import { EntryCard } from './entry-card';
import { useWaitingEntries } from './waiting-entries';

export function EntriesLoading() {
  return (
    <div role="status" className="flex items-center gap-3 py-10 text-muted-foreground text-sm">
      <Spinner className="text-accent" /> Loading entries…
    </div>
  );
}

/** Entries newest first; the next page loads when the end of the list scrolls into view. */
export function EntryList({
  userId,
  filters,
  onNew,
}: {
  userId: string;
  filters: ListFilters;
  onNew: () => void;
}) {
  const list = useJournalList(filters);
  // Entries waiting to sync are listed above: the journal is not blank, and an entry edited on this
  // device is shown there only (with its new words), not a second time here with the server's old ones.
  const { waiting } = useWaitingEntries(userId);
  const waitingCount = waiting.length;
  const shownAbove = new Set(waiting.flatMap((draft) => (draft.serverId === null ? [] : [draft.serverId])));
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasNextPage) return;
    const observer = new IntersectionObserver((seen) => {
      if (seen.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (list.isPending) return <EntriesLoading />;
  if (list.isError && !list.data) {
    return <LoadFailed onRetry={() => void list.refetch()}>Your entries could not be loaded.</LoadFailed>;
  }

  const entries = list.data.pages.flatMap((page) => page.items).filter((entry) => !shownAbove.has(entry.id));
  const filtered = Boolean(filters.tag || filters.from || filters.to);
  if (entries.length === 0 && waitingCount > 0 && !filtered) return null;
  if (entries.length === 0) {
    return (
      <EmptyState
        icon={NotebookPen}
        title={filtered ? 'No entries match' : 'A blank page'}
        action={filtered ? null : <Button onClick={onNew}>Write your first entry</Button>}
      >
        {filtered
          ? 'Try another tag or a wider range of dates.'
          : 'Write a few lines about today. Nobody else will read them.'}
      </EmptyState>
    );
  }

  return (
    <>
      <ul className="grid gap-3" aria-label="Entries">
        {entries.map((entry) => (
          <li key={entry.id}>
            <EntryCard
              id={entry.id}
              date={entry.date}
              title={entry.title ?? 'Untitled'}
              excerpt={entry.excerpt}
              tags={entry.tags}
              mood={entry.mood}
            />
          </li>
        ))}
      </ul>
      <div ref={sentinel} className="h-8" />
      {isFetchingNextPage ? (
        <div role="status" className="flex justify-center py-4 text-muted-foreground text-sm">
          <Spinner className="text-accent" />
          <span className="sr-only">Loading more entries</span>
        </div>
      ) : null}
    </>
  );
}
