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
 * h1, and a sentence about it. A compact header (the retro's) takes one short block on a phone: a
 * smaller title beside its actions, and the sentence only from 640 px.
 */
export function PageHeader({
  eyebrow,
  date,
  title,
  description,
  actions,
  savedData = false,
  compact = false,
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
  /** One short block on a phone (the retro, where the question needs the room). */
  compact?: boolean;
  className?: string;
}) {
  const header = (
    <header
      className={cn(
        'flex justify-between gap-x-6 sm:mb-10 sm:flex-wrap sm:items-end sm:gap-y-4',
        compact ? 'mb-4 items-center gap-x-3' : 'mb-8 flex-wrap items-end gap-y-4',
        className,
      )}
    >
      <div className="min-w-0 max-w-2xl">
        {date ? (
          <DayLine date={date} className={compact ? 'mb-0.5 sm:mb-2' : undefined} />
        ) : eyebrow ? (
          <p className={cn(LINE_ABOVE, 'uppercase tracking-wider', compact && 'mb-0.5 sm:mb-2')}>{eyebrow}</p>
        ) : null}
        <h1
          className={cn(
            'font-serif text-foreground leading-tight tracking-tight sm:text-4xl',
            compact ? 'text-2xl' : 'text-3xl',
          )}
        >
          {title}
        </h1>
        {description ? (
          <p
            className={cn(
              'mt-3 text-base text-muted-foreground leading-relaxed sm:text-lg',
              compact && 'hidden sm:block',
            )}
          >
            {description}
          </p>
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
