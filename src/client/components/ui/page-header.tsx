import type { ReactNode } from 'react';
import { cn } from '#client/lib/cn';
import { type CalendarDay, calendarDay, formatDate, isoDate } from '#client/lib/dates';
import { Card } from './card';
import { SavedDataNote } from './saved-data-note';

const LINE_ABOVE = 'mb-2 font-medium text-accent-strong text-sm';

/** The day a page is about ("Friday, 27 November"), in the small line above its heading. */
export function DayLine({ date, className }: { date: string | CalendarDay; className?: string }) {
  const day = typeof date === 'string' ? calendarDay(date) : date;
  return (
    <p className={cn(LINE_ABOVE, className)}>
      <time dateTime={isoDate(day)}>{formatDate(day, 'day')}</time>
    </p>
  );
}

/**
 * The top of a page: an optional small line above (a word, or the day the page is about), the page's one
 * h1, and a sentence about it.
 */
export function PageHeader({
  eyebrow,
  date,
  title,
  description,
  actions,
  savedData = false,
  className,
}: {
  eyebrow?: ReactNode;
  /** The local date (YYYY-MM-DD) the page is about, shown in place of the eyebrow. */
  date?: string;
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  /** The page shows data kept on the device when offline: say so then (SavedDataNote). */
  savedData?: boolean;
  className?: string;
}) {
  const header = (
    <header
      className={cn('mb-8 flex flex-wrap items-end justify-between gap-x-6 gap-y-4 sm:mb-10', className)}
    >
      <div className="min-w-0 max-w-2xl">
        {date ? (
          <DayLine date={date} />
        ) : eyebrow ? (
          <p className={cn(LINE_ABOVE, 'uppercase tracking-wider')}>{eyebrow}</p>
        ) : null}
        <h1 className="font-serif text-3xl text-foreground leading-tight tracking-tight sm:text-4xl">
          {title}
        </h1>
        {description ? (
          <p className="mt-3 text-base text-muted-foreground leading-relaxed sm:text-lg">{description}</p>
        ) : null}
      </div>
      {actions ? <div className="flex shrink-0 items-center gap-2">{actions}</div> : null}
    </header>
  );
  if (!savedData) return header;
  return (
    <>
      {header}
      <SavedDataNote className="-mt-3 sm:-mt-5" />
    </>
  );
}

/** A titled group of content on a page. */
export function Section({
  title,
  description,
  children,
  className,
  id,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
  id: string;
}) {
  return (
    <Card as="section" aria-labelledby={id} className={className}>
      <h2 id={id} className="font-semibold text-foreground text-lg">
        {title}
      </h2>
      {description ? (
        <p className="mt-1 text-muted-foreground text-sm leading-relaxed">{description}</p>
      ) : null}
      <div className="mt-5">{children}</div>
    </Card>
  );
}
