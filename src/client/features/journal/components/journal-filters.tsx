import { Search } from 'lucide-react';
import { useId } from 'react';
import { DateField } from '#client/components/ui/date-field';
import { cn } from '#client/lib/cn';
import type { ListFilters } from '../api/entries';
import { useJournalTags } from '../api/entries';

// min-w-0 lets the two date fields share a phone's width instead of pushing the page sideways.
const dateInput = 'text-sm sm:w-40';

export function SearchBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="relative">
      <label htmlFor={id} className="sr-only">
        Search entries
      </label>
      <Search
        className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3.5 size-4 text-muted-foreground"
        aria-hidden="true"
      />
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder="Search your journal"
        className="h-11 w-full rounded-xl border border-input bg-surface pr-3.5 pl-10 text-base text-foreground shadow-xs placeholder:text-muted-foreground/70 focus-visible:outline-2 focus-visible:outline-ring"
      />
    </div>
  );
}

/** Tag chips (with an 'All' chip) and a from–to date range. */
export function ListFilterBar({
  filters,
  onChange,
}: {
  filters: ListFilters;
  onChange: (filters: ListFilters) => void;
}) {
  const tags = useJournalTags().data?.items ?? [];
  const id = useId();
  return (
    <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
      {tags.length > 0 ? (
        <fieldset className="flex min-w-0 flex-wrap gap-1.5">
          <legend className="sr-only">Filter by tag</legend>
          {[
            { tag: undefined as string | undefined, label: 'All' },
            ...tags.map((t) => ({ tag: t.tag, label: `#${t.tag}` })),
          ].map(({ tag, label }) => {
            const active = filters.tag === tag;
            return (
              <button
                key={label}
                type="button"
                aria-pressed={active}
                onClick={() => onChange({ ...filters, tag })}
                className={cn(
                  'rounded-full px-3 py-1 text-sm transition-colors focus-visible:outline-2 focus-visible:outline-ring',
                  active
                    ? 'bg-accent text-accent-contrast'
                    : 'bg-foreground/[0.05] text-muted-foreground hover:bg-foreground/[0.09] hover:text-foreground',
                )}
              >
                {label}
              </button>
            );
          })}
        </fieldset>
      ) : null}
      <div className="grid w-full min-w-0 grid-cols-[auto_minmax(0,1fr)_auto_minmax(0,1fr)] items-center gap-2 text-muted-foreground text-sm sm:flex sm:w-auto">
        <span id={`${id}-from`}>From</span>
        <DateField
          label="From"
          labelId={`${id}-from`}
          value={filters.from}
          max={filters.to}
          onChange={(from) => onChange({ ...filters, from })}
          className={dateInput}
        />
        <span id={`${id}-to`}>to</span>
        <DateField
          label="To"
          labelId={`${id}-to`}
          value={filters.to}
          min={filters.from}
          onChange={(to) => onChange({ ...filters, to })}
          className={dateInput}
        />
      </div>
    </div>
  );
}
