import { Search } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { Button } from '#client/components/ui/button';
import { EmptyState } from '#client/components/ui/empty-state';
import { PageHeader } from '#client/components/ui/page-header';
import { PageSpinner } from '#client/components/ui/spinner';
import { useUser } from '#client/features/auth';
import { errorMessage } from '#client/lib/api-client';
import { PAGES } from '#client/lib/route-table';
import { CUSTOMER_SORTS, type CustomerSort } from '#contract/constants';
import { useCustomers } from '../api/customers';
import { CustomerCard } from '../components/customer-card';

const SORT_LABELS: Record<CustomerSort, string> = {
  joined_desc: 'Newest first',
  joined_asc: 'Oldest first',
  username_asc: 'Username A–Z',
  active_desc: 'Recently active',
};

export function AdminCustomersPage() {
  const { data: me } = useUser();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<CustomerSort>('joined_desc');
  const q = useDeferredValue(search.trim());
  const customers = useCustomers(q, sort);
  const items = customers.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div>
      <PageHeader title={PAGES.adminCustomers.title} description={PAGES.adminCustomers.description} />
      <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end">
        <label className="flex-1">
          <span className="mb-1.5 block font-medium text-foreground text-sm">
            Search by username or email
          </span>
          <span className="relative block">
            <Search
              aria-hidden="true"
              className="-translate-y-1/2 absolute top-1/2 left-3 size-4 text-muted-foreground"
            />
            <input
              type="search"
              value={search}
              maxLength={254}
              onChange={(event) => setSearch(event.target.value)}
              className="h-11 w-full rounded-xl border border-border bg-surface pr-3 pl-9 text-foreground focus-visible:outline-2 focus-visible:outline-ring"
            />
          </span>
        </label>
        <label>
          <span className="mb-1.5 block font-medium text-foreground text-sm">Sort</span>
          <select
            value={sort}
            onChange={(event) => setSort(event.target.value as CustomerSort)}
            className="h-11 w-full rounded-xl border border-border bg-surface px-3 text-foreground sm:w-48"
          >
            {CUSTOMER_SORTS.map((value) => (
              <option key={value} value={value}>
                {SORT_LABELS[value]}
              </option>
            ))}
          </select>
        </label>
      </div>
      {customers.isPending ? (
        <PageSpinner inline label="Loading accounts…" />
      ) : customers.isError ? (
        <p role="alert" className="text-red-700 dark:text-red-300">
          {errorMessage(customers.error)}
        </p>
      ) : items.length === 0 ? (
        <EmptyState size="inline" title={`No account matches “${q}”`} />
      ) : (
        <>
          <ul className="space-y-3" aria-label="Accounts">
            {items.map((customer) => (
              <CustomerCard key={customer.id} customer={customer} isSelf={customer.id === me?.id} />
            ))}
          </ul>
          {customers.hasNextPage ? (
            <div className="mt-6 flex justify-center">
              <Button
                variant="secondary"
                className="h-11"
                busy={customers.isFetchingNextPage}
                onClick={() => customers.fetchNextPage()}
              >
                Show more accounts
              </Button>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
