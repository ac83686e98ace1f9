import { Search } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { FEEDBACK_KINDS, FEEDBACK_STATUSES } from '../../../../contract/constants';
import { PAGES } from '../../../app/route-table';
import { PageHeader } from '../../../components/ui/page-header';
import { KIND_LABELS, STATUS_LABELS } from '../../../lib/feedback-labels';
import { type InboxFilters, useFeedbackInbox } from '../api/admin-feedback-api';
import { FeedbackItem } from '../components/feedback-item';

const FIELD_CLASSES =
  'h-11 w-full min-w-0 rounded-xl border border-input bg-surface text-foreground text-sm focus-visible:outline-2 focus-visible:outline-ring';
const SEARCH_CLASSES = `${FIELD_CLASSES} px-3`;
/** Narrow enough for three in a row on a 390 px phone. */
const SELECT_CLASSES = `${FIELD_CLASSES} truncate pr-6 pl-2 sm:px-3`;

export function AdminFeedbackPage() {
  const [filters, setFilters] = useState<InboxFilters>({ status: '', kind: '', q: '', order: 'newest' });
  const query = useDeferredValue(filters);
  const inbox = useFeedbackInbox(query);
  const set = (change: Partial<InboxFilters>) => setFilters({ ...filters, ...change });

  return (
    <>
      <PageHeader
        title={PAGES.adminFeedback.title}
        description="What people send from the feedback page. Only the sender's username and their message are shown here."
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
        <label className="block">
          <span className="sr-only">Status</span>
          <select
            value={filters.status}
            onChange={(event) => set({ status: event.target.value as InboxFilters['status'] })}
            className={SELECT_CLASSES}
          >
            <option value="">Status</option>
            {FEEDBACK_STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </label>
        <label className="block">
          <span className="sr-only">Kind</span>
          <select
            value={filters.kind}
            onChange={(event) => set({ kind: event.target.value as InboxFilters['kind'] })}
            className={SELECT_CLASSES}
          >
            <option value="">Kind</option>
            {FEEDBACK_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {KIND_LABELS[kind]}
              </option>
            ))}
          </select>
        </label>
        <label className="block">
          <span className="sr-only">Order</span>
          <select
            value={filters.order}
            onChange={(event) => set({ order: event.target.value as InboxFilters['order'] })}
            className={SELECT_CLASSES}
          >
            <option value="newest">Newest</option>
            <option value="oldest">Oldest</option>
          </select>
        </label>
      </div>
      {inbox.isPending ? (
        <p className="text-muted-foreground">Loading the inbox…</p>
      ) : inbox.isError ? (
        <p role="alert" className="text-muted-foreground">
          The inbox could not be loaded. Check your connection and reload the page.
        </p>
      ) : inbox.data.items.length === 0 ? (
        <p className="rounded-2xl border border-border border-dashed p-5 text-muted-foreground">
          {filters.q || filters.status || filters.kind
            ? 'No feedback matches these filters.'
            : 'No feedback yet. Messages appear here as people send them.'}
        </p>
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
