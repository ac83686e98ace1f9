import { History } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { Button, buttonClasses } from '#client/components/ui/button';
import { DateField } from '#client/components/ui/date-field';
import { EmptyState } from '#client/components/ui/empty-state';
import { LoadFailed } from '#client/components/ui/load-failed';
import { PageHeader } from '#client/components/ui/page-header';
import { PageSpinner } from '#client/components/ui/spinner';
import { useRetroToday } from '#client/features/daily-retro';
import { useFrozenRetroDays } from '#client/features/gamification';
import { errorMessage } from '#client/lib/api-client';
import { PAGES } from '#client/lib/route-table';
import { type HistoryRange, useRetroHistory } from '../api/retro-history';
import { HistoryCard } from '../components/history-card';

export function RetroHistoryPage() {
  const [range, setRange] = useState<HistoryRange>({});
  const history = useRetroHistory(range);
  const sentinel = useRef<HTMLDivElement>(null);
  const currentYear = new Date().getFullYear();
  const frozenDates = useFrozenRetroDays();
  const yesterday = useRetroToday().data?.yesterday;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = history;

  // Near the end of the list the next page loads by itself; the button below does the same by hand.
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const items = history.data?.pages.flatMap((page) => page.items) ?? [];
  const filtered = Boolean(range.from || range.to);

  return (
    <>
      <PageHeader
        savedData
        eyebrow={PAGES.retroHistory.eyebrow}
        title={PAGES.retroHistory.title}
        description={PAGES.retroHistory.description}
      />
      {/* Dates to filter by mean nothing before there is a history. */}
      <fieldset
        hidden={!filtered && !history.isPending && items.length === 0}
        className="mb-6 grid grid-cols-2 items-end gap-3 sm:flex sm:flex-wrap"
      >
        <legend className="sr-only">Filter by date</legend>
        <DateInput
          label="From"
          value={range.from}
          max={range.to}
          onChange={(from) => setRange((r) => ({ ...r, from }))}
        />
        <DateInput
          label="To"
          value={range.to}
          min={range.from}
          onChange={(to) => setRange((r) => ({ ...r, to }))}
        />
        {filtered ? (
          <Button variant="ghost" className="col-span-2 justify-self-start" onClick={() => setRange({})}>
            Clear dates
          </Button>
        ) : null}
      </fieldset>

      {history.isPending ? (
        <PageSpinner inline label="Loading your history…" />
      ) : history.isError && !history.data ? (
        <LoadFailed onRetry={() => void history.refetch()}>
          Your history could not be loaded. {errorMessage(history.error)}
        </LoadFailed>
      ) : items.length === 0 ? (
        <EmptyState
          icon={History}
          title={filtered ? 'No retros in these dates' : 'Nothing here yet'}
          action={
            <Link href={PAGES.dailyRetro.path} className={buttonClasses('primary', 'md')}>
              Start today's retro
            </Link>
          }
        >
          {filtered
            ? 'Try a wider range of dates.'
            : 'Each retro you write shows up here, so you can look back on how your days have been.'}
        </EmptyState>
      ) : (
        <>
          <ul className="grid gap-4" aria-label="Retros">
            {/* Years of history stay smooth: cards off screen skip layout and paint until scrolled near
                (the padding keeps the focus ring and shadow inside the part that is painted). */}
            {items.map((item) => (
              <li
                key={item.id}
                className="-m-1 p-1 [contain-intrinsic-size:auto_20rem] [content-visibility:auto]"
              >
                <HistoryCard
                  item={item}
                  currentYear={currentYear}
                  covered={frozenDates.has(item.date)}
                  finishable={yesterday?.finishable === true && yesterday.date === item.date}
                />
              </li>
            ))}
          </ul>
          <div ref={sentinel} className="mt-6 flex justify-center">
            {hasNextPage ? (
              <Button variant="secondary" busy={isFetchingNextPage} onClick={() => void fetchNextPage()}>
                Load more
              </Button>
            ) : (
              <p className="text-muted-foreground text-sm">That is everything.</p>
            )}
          </div>
        </>
      )}
    </>
  );
}

function DateInput({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value: string | undefined;
  min?: string;
  max?: string;
  onChange: (value: string | undefined) => void;
}) {
  const id = `history-${label.toLowerCase()}`;
  return (
    <div className="grid min-w-0 gap-1.5">
      <span id={id} className="font-medium text-foreground text-sm">
        {label}
      </span>
      <DateField label={label} labelId={id} value={value} min={min} max={max} onChange={onChange} />
    </div>
  );
}
