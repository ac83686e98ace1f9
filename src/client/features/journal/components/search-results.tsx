import { Spinner } from '#client/components/ui/spinner';
import { useJournalSearch } from '../api/entries';
import { renderHighlighted } from '../lib/highlight';
import { EntryCard } from './entry-card';

export function SearchResults({ query }: { query: string }) {
  const search = useJournalSearch(query);
  if (search.isPending) {
    return (
      <div role="status" className="flex items-center gap-3 py-10 text-muted-foreground text-sm">
        <Spinner className="text-accent" /> Searching…
      </div>
    );
  }
  if (search.isError) {
    return <p className="py-6 text-muted-foreground">{search.error.message}</p>;
  }
  const items = search.data.items;
  return (
    <section aria-label="Search results">
      <p role="status" className="mb-3 text-muted-foreground text-sm">
        {items.length === 0
          ? `Nothing found for “${query}”.`
          : `${items.length}${search.data.nextOffset !== null ? '+' : ''} ${items.length === 1 ? 'entry' : 'entries'} found`}
      </p>
      <ul className="grid gap-3">
        {items.map((hit) => (
          <li key={hit.id}>
            <EntryCard
              id={hit.id}
              date={hit.date}
              title={
                hit.titleHighlighted ? renderHighlighted(hit.titleHighlighted) : (hit.title ?? 'Untitled')
              }
              excerpt={renderHighlighted(hit.snippet)}
              tags={hit.tags}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
