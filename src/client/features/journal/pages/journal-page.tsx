import { PenLine } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { Button } from '#client/components/ui/button';
import { PageHeader } from '#client/components/ui/page-header';
import { PageSpinner } from '#client/components/ui/spinner';
import { useUser } from '#client/features/auth';
import { randomId } from '#client/lib/drafts/draft-store';
import { useDraftQueueFor } from '#client/lib/drafts/drafts';
import { PAGES } from '#client/lib/route-table';
import type { ListFilters } from '../api/entries';
import {
  JOURNAL_DRAFT_KIND,
  journalDraftKind,
  useDeleteEntry,
  useJournalList,
  useJournalTags,
  useOnThisDay,
  useRestoreEntry,
} from '../api/entries';
import { DeletedEntryBar } from '../components/deleted-entry-bar';
import { EntriesLoading, EntryList } from '../components/entry-list';
import { ListFilterBar, SearchBox } from '../components/journal-filters';
import { OnThisDay } from '../components/on-this-day';
import { RecentlyDeletedLink } from '../components/recently-deleted-link';
import { SearchResults } from '../components/search-results';
import { WaitingEntries } from '../components/waiting-entries';
import { parseQuestionId } from '../lib/entry-draft';

// The editor and the recently deleted entries are screens of their own: the list's first load does not
// carry their code (about 5 KB gzip), and opening one fetches it (kept offline by the service worker).
const DraftEntryScreen = lazy(() =>
  import('../components/editor-screens').then((module) => ({ default: module.DraftEntryScreen })),
);
const ExistingEntryScreen = lazy(() =>
  import('../components/editor-screens').then((module) => ({ default: module.ExistingEntryScreen })),
);
const RecentlyDeletedScreen = lazy(() =>
  import('../components/recently-deleted').then((module) => ({ default: module.RecentlyDeletedScreen })),
);

/** `?new` (and `?prompt=`) become `?draft=<a new local id>`, so a reload finds what was typed. */
function newDraftPath(search: URLSearchParams): string {
  const next = new URLSearchParams({ draft: randomId() });
  for (const name of ['prompt', 'question']) {
    const value = search.get(name);
    if (value !== null) next.set(name, value);
  }
  return `${PAGES.journal.path}?${next}`;
}

const SEARCH_DEBOUNCE_MS = 300;

function useDebounced(value: string, delay: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

export function JournalPage() {
  const search = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const { data: user } = useUser();
  const draftQueueFor = useDraftQueueFor();
  const [query, setQuery] = useState('');
  const debouncedQuery = useDebounced(query.trim(), SEARCH_DEBOUNCE_MS);
  const [filters, setFilters] = useState<ListFilters>({});
  const [deletedId, setDeletedId] = useState<string | null>(null);
  // The whole journal's first page (the list's own query when no filter is set): with nothing written
  // yet, search and filters have nothing to work on and are left out.
  const firstList = useJournalList({});
  const firstPage = firstList.data?.pages[0];
  // The tag chips, the entries and "on this day" each come in their own answer. Until all three have
  // come, one loading line stands for them: shown as each arrived, they pushed each other and the links
  // below down the screen (a layout shift, 0.05 on a phone).
  const tags = useJournalTags();
  const onThisDay = useOnThisDay();
  // (A query that cannot be fetched now, offline say, is not waited for.)
  const listsArrived = [firstList, tags, onThisDay].every(
    (read) => !read.isPending || read.fetchStatus !== 'fetching',
  );
  const blankJournal =
    firstPage?.items.length === 0 && !query && !filters.tag && !filters.from && !filters.to;
  const deleteEntry = useDeleteEntry();
  const restoreEntry = useRestoreEntry();

  const entryId = search.get('entry');
  const draftId = search.get('draft');
  const prompt = search.get('prompt');
  const isNew = search.has('new') || prompt !== null;

  if (!user) return <PageSpinner inline />;

  function closeEditor() {
    navigate(PAGES.journal.path);
  }

  function remove(id: string) {
    deleteEntry.mutate(id, {
      onSuccess: () => {
        // Nothing of a deleted entry is sent again.
        if (user) draftQueueFor(user.id, [journalDraftKind]).remove(JOURNAL_DRAFT_KIND, id);
        setDeletedId(id);
        navigate(PAGES.journal.path);
      },
    });
  }

  function undo() {
    if (!deletedId) return;
    restoreEntry.mutate(deletedId, { onSuccess: () => setDeletedId(null) });
  }

  if (entryId) {
    return (
      <Suspense fallback={<PageSpinner inline />}>
        <ExistingEntryScreen
          key={entryId}
          userId={user.id}
          entryId={entryId}
          onClose={closeEditor}
          onDelete={remove}
          deleting={deleteEntry.isPending}
        />
      </Suspense>
    );
  }
  if (draftId) {
    return (
      <Suspense fallback={<PageSpinner inline />}>
        <DraftEntryScreen
          key={draftId}
          userId={user.id}
          draftId={draftId}
          prompt={prompt}
          promptQuestionId={parseQuestionId(search.get('question'))}
          onClose={closeEditor}
        />
      </Suspense>
    );
  }
  if (isNew) return <Redirect to={newDraftPath(search)} replace />;
  if (search.has('deleted'))
    return (
      <Suspense fallback={<PageSpinner inline />}>
        <RecentlyDeletedScreen />
      </Suspense>
    );

  return (
    <>
      <PageHeader
        savedData
        eyebrow={PAGES.journal.eyebrow}
        title={PAGES.journal.title}
        description={PAGES.journal.description}
        actions={
          <Button size="lg" onClick={() => navigate(`${PAGES.journal.path}?new`)}>
            <PenLine className="size-4" aria-hidden="true" />
            New entry
          </Button>
        }
      />

      {deletedId ? (
        <DeletedEntryBar busy={restoreEntry.isPending} onUndo={undo} onDismiss={() => setDeletedId(null)} />
      ) : null}

      <WaitingEntries userId={user.id} />

      {blankJournal ? null : (
        <div className="mb-6 grid gap-4">
          <SearchBox value={query} onChange={setQuery} />
          {debouncedQuery ? null : (
            <div className={listsArrived ? 'contents' : 'hidden'}>
              <ListFilterBar filters={filters} onChange={setFilters} />
            </div>
          )}
        </div>
      )}

      {debouncedQuery ? (
        <SearchResults query={debouncedQuery} />
      ) : (
        <>
          {listsArrived ? null : <EntriesLoading />}
          {/* Mounted while hidden: a read that failed (a 401, say) is not asked again by components
              mounting once it has come back, which would count as more refusals. */}
          <div className={listsArrived ? 'contents' : 'hidden'}>
            {filters.tag || filters.from || filters.to ? null : <OnThisDay />}
            <EntryList
              userId={user.id}
              filters={filters}
              onNew={() => navigate(`${PAGES.journal.path}?new`)}
            />
            <RecentlyDeletedLink />
          </div>
        </>
      )}
    </>
  );
}
