import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '#client/lib/cn';
import { REPORT_PERIODS, type ReportPeriod } from '#contract/constants';

const LABELS: Record<ReportPeriod, string> = { week: 'Week', month: 'Month', year: 'Year', all: 'All time' };

/** The period buttons and, for a week, month or year, the buttons that page back and forward. */
export function PeriodSwitcher({
  period,
  offset,
  title,
  canGoEarlier,
  busy,
  onChange,
}: {
  period: ReportPeriod;
  offset: number;
  title: string;
  canGoEarlier: boolean;
  busy: boolean;
  onChange: (period: ReportPeriod, offset: number) => void;
}) {
  const pager =
    'grid size-11 place-items-center rounded-xl border border-border bg-surface text-foreground hover:bg-foreground/[0.04] disabled:cursor-not-allowed disabled:opacity-40';
  return (
    <div className="grid grid-cols-1 gap-2 sm:gap-4 print:hidden">
      <fieldset className="grid min-w-0 grid-cols-4 gap-1 rounded-2xl bg-foreground/[0.05] p-1">
        <legend className="sr-only">Report period</legend>
        {REPORT_PERIODS.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={period === value}
            onClick={() => onChange(value, 0)}
            className={cn(
              'min-h-11 rounded-xl px-2 font-medium text-sm transition-colors',
              period === value
                ? 'bg-surface text-accent-strong shadow-sm ring-1 ring-accent'
                : 'text-muted-foreground hover:text-foreground',
            )}
          >
            {LABELS[value]}
          </button>
        ))}
      </fieldset>
      <div className="flex items-center justify-between gap-3">
        {period === 'all' ? (
          <span />
        ) : (
          <button
            type="button"
            className={pager}
            disabled={!canGoEarlier}
            onClick={() => onChange(period, offset + 1)}
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
            <span className="sr-only">Earlier {period}</span>
          </button>
        )}
        <p
          className="text-center font-semibold text-foreground text-lg"
          aria-live="polite"
          aria-busy={busy}
          data-testid="period-title"
        >
          {title}
        </p>
        {period === 'all' ? (
          <span />
        ) : (
          <button
            type="button"
            className={pager}
            disabled={offset === 0}
            onClick={() => onChange(period, offset - 1)}
          >
            <ChevronRight aria-hidden="true" className="size-5" />
            <span className="sr-only">Later {period}</span>
          </button>
        )}
      </div>
    </div>
  );
}
