import { Search } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { EmptyState } from '#client/components/ui/empty-state';
import { PageHeader } from '#client/components/ui/page-header';
import { KIND_LABELS, STATUS_LABELS } from '#client/lib/feedback-labels';
import { PAGES } from '#client/lib/route-table';
import { FEEDBACK_KINDS, FEEDBACK_STATUSES } from '#contract/constants';
import { type InboxFilters, useFeedbackInbox } from '../api/feedback-inbox';
import { FeedbackItem } from '../components/feedback-item';

const FIELD_CLASSES =
  'h-11 w-full min-w-0 rounded-xl border border-input bg-surface text-foreground text-sm focus-visible:outline-2 focus-visible:outline-ring';
const SEARCH_CLASSES = `${FIELD_CLASSES} px-3`;
/** Narrow enough for three in a row on a 390 px phone. */
const SELECT_CLASSES = `${FIELD_CLASSES} truncate pr-6 pl-2 sm:px-3`;

/** One of the inbox's choices: a select named for screen readers, its first option naming it on screen. */
function FilterSelect({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: ReadonlyArray<readonly [value: string, text: string]>;
}) {
  return (
    <label className="block">
      <span className="sr-only">{label}</span>
      <select value={value} onChange={(event) => onChange(event.target.value)} className={SELECT_CLASSES}>
        {options.map(([optionValue, text]) => (
          <option key={optionValue} value={optionValue}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}

export function AdminFeedbackPage() {
  const [filters, setFilters] = useState<InboxFilters>({ status: '', kind: '', q: '', order: 'newest' });
  const query = useDeferredValue(filters);
  const inbox = useFeedbackInbox(query);
  const set = (change: Partial<InboxFilters>) => setFilters({ ...filters, ...change });

  return (
    <>
      <PageHeader
        title={PAGES.adminFeedback.title}
        description={PAGES.adminFeedback.description}
        actions={
          inbox.data ? (
            <p className="rounded-full bg-accent-soft px-3 py-1 font-medium text-accent-strong text-sm">
              {inbox.data.unread} unread
            </p>
          ) : null
        }
      />
      {/* A phone: the search on its own row, the three choices side by side under it. */}
      <div className="mb-5 grid grid-cols-3 gap-2 sm:gap-3 lg:grid-cols-[2fr_1fr_1fr_1fr]">
        <label className="relative col-span-3 block lg:col-span-1">
          <span className="sr-only">Search feedback</span>
          <Search aria-hidden="true" className="absolute top-3.5 left-3 size-4 text-muted-foreground" />
          <input
            type="search"
            value={filters.q}
            maxLength={200}
            onChange={(event) => set({ q: event.target.value })}
            placeholder="Search the messages"
            className={`${SEARCH_CLASSES} pl-9`}
          />
        </label>
        <FilterSelect
          label="Status"
          value={filters.status}
          onChange={(status) => set({ status: status as InboxFilters['status'] })}
          options={[
            ['', 'Status'],
            ...FEEDBACK_STATUSES.map((status) => [status, STATUS_LABELS[status]] as const),
          ]}
        />
        <FilterSelect
          label="Kind"
          value={filters.kind}
          onChange={(kind) => set({ kind: kind as InboxFilters['kind'] })}
          options={[['', 'Kind'], ...FEEDBACK_KINDS.map((kind) => [kind, KIND_LABELS[kind]] as const)]}
        />
        <FilterSelect
          label="Order"
          value={filters.order}
          onChange={(order) => set({ order: order as InboxFilters['order'] })}
          options={[
            ['newest', 'Newest'],
            ['oldest', 'Oldest'],
          ]}
        />
      </div>
      {inbox.isPending ? (
        <p className="text-muted-foreground">Loading the inbox…</p>
      ) : inbox.isError ? (
        <p role="alert" className="text-muted-foreground">
          The inbox could not be loaded. Check your connection and reload the page.
        </p>
      ) : inbox.data.items.length === 0 ? (
        <EmptyState
          size="inline"
          title={
            filters.q || filters.status || filters.kind
              ? 'No feedback matches these filters'
              : 'No feedback yet'
          }
        >
          {filters.q || filters.status || filters.kind ? null : 'Messages appear here as people send them.'}
        </EmptyState>
      ) : (
        <ul className="grid gap-3" aria-label="Feedback">
          {inbox.data.items.map((item) => (
            <FeedbackItem key={item.id} item={item} />
          ))}
        </ul>
      )}
    </>
  );
}
