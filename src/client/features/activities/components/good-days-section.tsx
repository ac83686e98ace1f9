import { useState } from 'react';
import { cardClasses } from '#client/components/ui/card';
import { cn } from '#client/lib/cn';
import type { GoodDaysReport } from '#contract/activities';
import { type GoodDaysPeriod, useGoodDays } from '../api/good-days';
import { ActivityIcon } from './activity-icon';

const PERIODS: { value: GoodDaysPeriod; label: string }[] = [
  { value: 'month', label: 'This month' },
  { value: 'year', label: 'This year' },
  { value: 'all', label: 'All time' },
];

type Row = GoodDaysReport['activities'][number];

/** The comparisons worth reading first: clear differences, then those with enough days. */
function claimed(row: Row) {
  return row.comparisons.filter((c) => c.difference !== null);
}

/**
 * "What goes with your good days" (decision record 046): per activity, the mood and each area on days
 * with it against days without, a difference said only with enough days. Never a cause.
 */
export function GoodDaysSection() {
  const [period, setPeriod] = useState<GoodDaysPeriod>('month');
  const query = useGoodDays(period);
  return (
    <section aria-labelledby="good-days-heading" className={cardClasses('tile')} data-testid="good-days">
      <h2 id="good-days-heading" className="font-semibold text-foreground text-lg">
        What goes with your good days
      </h2>
      <p className="mt-1 text-muted-foreground text-sm">
        Your mood and ratings on days with each activity and without it. It shows what went together, not why.
      </p>
      <fieldset className="mt-3 flex flex-wrap gap-2">
        <legend className="sr-only">Period</legend>
        {PERIODS.map((p) => (
          <button
            key={p.value}
            type="button"
            aria-pressed={period === p.value}
            onClick={() => setPeriod(p.value)}
            className={cn(
              'min-h-11 rounded-full border px-3.5 text-sm',
              'focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2',
              period === p.value
                ? 'border-accent bg-accent-soft text-foreground'
                : 'border-border text-foreground',
            )}
          >
            {p.label}
          </button>
        ))}
      </fieldset>
      {query.isPending ? (
        <div className="mt-4 h-24 animate-pulse rounded-2xl bg-foreground/[0.04]" />
      ) : query.data === undefined ? (
        // Not pending and nothing kept from before: the read failed (a failed refresh keeps the figures).
        <p className="mt-3 text-muted-foreground">This comparison could not be loaded.</p>
      ) : query.data.activities.length === 0 ? (
        <p className="mt-3 text-muted-foreground">
          Tick activities with your mood or at the end of a retro: after {query.data.minDays} days with and{' '}
          {query.data.minDays} without an activity, this shows how those days compare.
        </p>
      ) : (
        <GoodDaysRows rows={query.data.activities} />
      )}
    </section>
  );
}

/** Activities ticked in the period, each with its comparisons; the others named in one line. */
function GoodDaysRows({ rows }: { rows: Row[] }) {
  const ticked = rows.filter((row) => row.comparisons.some((c) => c.withDays > 0));
  const unticked = rows.filter((row) => !ticked.includes(row)).map((row) => row.name);
  return (
    <>
      {ticked.length > 0 ? (
        <ul className="mt-4 grid gap-3">
          {ticked.map((row) => (
            <GoodDaysRow key={row.activityId} row={row} />
          ))}
        </ul>
      ) : null}
      {unticked.length > 0 ? (
        <p className="mt-3 text-muted-foreground text-sm" data-testid="good-days-unticked">
          Not ticked on a day with a mood or ratings in this period: {unticked.join(', ')}.
        </p>
      ) : null}
    </>
  );
}

function GoodDaysRow({ row }: { row: Row }) {
  const clear = claimed(row);
  const mood = row.comparisons.find((c) => c.measure === 'mood');
  const lead = clear.length > 0 ? clear : mood ? [mood] : [];
  const rest = row.comparisons.filter((c) => !lead.includes(c));
  return (
    <li className="rounded-2xl border border-border p-4" data-testid={`good-days-${row.name}`}>
      <h3 className="flex items-center gap-2 font-medium text-foreground">
        <ActivityIcon icon={row.icon} className="size-4 text-muted-foreground" />
        {row.name}
      </h3>
      <ul className="mt-2 grid gap-1.5 text-sm">
        {lead.map((c) => (
          <li key={c.measure} className="text-foreground" data-measure={c.measure}>
            {c.sentence}
          </li>
        ))}
      </ul>
      {rest.length > 0 ? (
        <details className="mt-2 text-sm">
          <summary className="min-h-11 cursor-pointer py-2 text-muted-foreground">
            Every measure ({rest.length} more)
          </summary>
          <ul className="grid gap-1.5">
            {rest.map((c) => (
              <li key={c.measure} className="text-muted-foreground" data-measure={c.measure}>
                {c.sentence}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </li>
  );
}
